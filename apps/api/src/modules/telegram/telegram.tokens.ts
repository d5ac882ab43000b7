import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a deep link may wait for its `/start`. */
export const LINK_TOKEN_TTL_MS = 15 * 60_000;

/** 24 random bytes as base64url: 32 characters of [A-Za-z0-9_-], well inside Telegram's 64. */
export const newLinkToken = (): string => randomBytes(24).toString('base64url');

/** Tokens are kept hashed: a leaked table cannot link anyone's account to a stranger's chat. */
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export type BotCommand = { command: 'start'; payload: string | null } | { command: 'stop' } | null;

/**
 * Reads `/start <payload>` (a deep link), `/start` and `/stop`, also addressed as `/start@bot_name`.
 * A payload that is not ≤ 64 characters of [A-Za-z0-9_-] is no payload of ours.
 */
export function parseBotCommand(text: string | undefined): BotCommand {
  const match = /^\/(start|stop)(?:@\w+)?(?:\s+(\S+))?\s*$/.exec(text?.trim() ?? '');
  if (!match) return null;
  if (match[1] === 'stop') return { command: 'stop' };
  const payload = match[2] ?? null;
  return { command: 'start', payload: payload && /^[A-Za-z0-9_-]{1,64}$/.test(payload) ? payload : null };
}

/** Compares the webhook's secret header with ours in constant time. */
export function secretMatches(expected: string | null, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
