import { AUTH } from '@lootmarket/domain';
import { SESSION_REFRESH_PATH } from '@lootmarket/domain/endpoints/session-paths';
import { hasSessionMarker, SESSION_MARKER_COOKIE } from '#app/lib/session-marker';

/**
 * The browser side of a session: the tokens live in HttpOnly cookies, a readable marker says one may be
 * renewable, and an expired access token is renewed once behind the caller's back (spec §4, §7, §9). The
 * refresh cookie lives on the auth path only, so the renewal is always a call of its own.
 */

export { hasSessionMarker, SESSION_MARKER_COOKIE };
/** Spec §9: one retry, 500 ms after the 401. */
export const RETRY_DELAY_MS = AUTH.unauthorizedRetry.delayMs;

const PUBLIC_EXACT = new Set([
  '/',
  '/sell',
  '/terms',
  '/oferta',
  '/policy',
  '/terms-donation',
  '/terms-content-creators',
  '/search',
  '/donations/create',
  '/ui-kit',
]);
const PUBLIC_PATTERNS = [
  /^\/product\/[^/]+$/,
  /^\/ru-ru(\/|$)/,
  /^\/order-status\/[^/]+$/,
  /^\/[^/]+\/donate(\/success)?$/,
];

/** Pages a visitor may stay on without a session (spec §2 public routes). */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_EXACT.has(path) || PUBLIC_PATTERNS.some((pattern) => pattern.test(path));
}

type LogoutHandler = () => void;
const logoutHandlers = new Set<LogoutHandler>();

/** Runs when a session turns out to be gone; returns the unsubscribe function. */
export function onSessionLost(handler: LogoutHandler): () => void {
  logoutHandlers.add(handler);
  return () => logoutHandlers.delete(handler);
}

/**
 * How a renewal ended: `refused` is the server's answer that the session is over; `unreachable` is no
 * answer at all (offline, or a navigation that cancelled the request), which says nothing of the session.
 */
export type RenewalOutcome = 'renewed' | 'refused' | 'unreachable';

let refreshing: Promise<RenewalOutcome> | null = null;

/**
 * Renews the tokens; concurrent callers share one request, because the refresh token rotates and a
 * second use of the old one would look like theft to the server.
 */
export function refreshSession(): Promise<RenewalOutcome> {
  refreshing ??= fetch(SESSION_REFRESH_PATH, { credentials: 'include' })
    .then(
      (response): RenewalOutcome => (response.ok ? 'renewed' : 'refused'),
      (): RenewalOutcome => 'unreachable',
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Spec §8: clear what the client holds and leave private pages. */
export function endSession(): void {
  if (typeof document !== 'undefined') document.cookie = `${SESSION_MARKER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  for (const handler of logoutHandlers) handler();
  if (typeof window !== 'undefined' && !isPublicPath(window.location.pathname)) window.location.assign('/');
}
