const DAY = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'medium', timeZone: 'Europe/Moscow' });
const MOMENT = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Moscow' });

export const tokenDay = (iso: string): string => DAY.format(new Date(iso));
export const tokenMoment = (iso: string): string => MOMENT.format(new Date(iso));

export type TokenState = 'active' | 'revoked' | 'expired';

/** Revocation outranks expiry: a revoked token reads as revoked even after its date passed. */
export function tokenState(token: { revokedAt: string | null; expiresAt: string }, now: number): TokenState {
  if (token.revokedAt) return 'revoked';
  return Date.parse(token.expiresAt) <= now ? 'expired' : 'active';
}
