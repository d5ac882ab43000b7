/**
 * The browser's client for `/api/...`: cookies ride along, and an expired access token is renewed once
 * behind the caller's back (spec §4, §7, §9). The refresh cookie lives on the auth path only, so the
 * renewal is always a call of its own.
 */

export const REFRESH_PATH = '/api/gw/public/v1/auth/refresh';
export const SESSION_MARKER_COOKIE = 'has_session';
/** Spec §9: one retry, 500 ms after the 401. */
export const RETRY_DELAY_MS = 500;

/** A refused call; `message` comes from the API's error body when it has one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const PUBLIC_EXACT = new Set(['/', '/sell', '/terms', '/oferta', '/policy', '/terms-donation', '/terms-content-creators', '/search', '/donations/create', '/ui-kit']);
const PUBLIC_PATTERNS = [/^\/product\/[^/]+$/, /^\/ru-ru(\/|$)/, /^\/order-status\/[^/]+$/, /^\/[^/]+\/donate(\/success)?$/];

/** Pages a visitor may stay on without a session (spec §2 public routes). */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_EXACT.has(path) || PUBLIC_PATTERNS.some((pattern) => pattern.test(path));
}

export function hasSessionMarker(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(/;\s*/).includes(`${SESSION_MARKER_COOKIE}=1`);
}

type LogoutHandler = () => void;
const logoutHandlers = new Set<LogoutHandler>();

/** Runs when a session turns out to be gone; returns the unsubscribe function. */
export function onSessionLost(handler: LogoutHandler): () => void {
  logoutHandlers.add(handler);
  return () => logoutHandlers.delete(handler);
}

let refreshing: Promise<boolean> | null = null;

/**
 * Renews the tokens; concurrent callers share one request, because the refresh token rotates and a
 * second use of the old one would look like theft to the server.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch(REFRESH_PATH, { credentials: 'include' })
    .then((response) => response.ok, () => false)
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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch for our API with the one-refresh-one-retry rule; never retries the refresh call itself. */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () => fetch(path, { credentials: 'include', ...init });
  const first = await send();
  if (first.status !== 401 || path.includes('auth/refresh')) return first;
  const renewed = await refreshSession();
  if (!renewed) {
    endSession();
    return first;
  }
  await wait(RETRY_DELAY_MS);
  return send();
}

/** JSON in, JSON out; a non-2xx answer throws ApiError carrying the parsed body. */
export async function apiJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await apiFetch(path, {
    ...rest,
    headers: json === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = typeof (body as { message?: unknown } | null)?.message === 'string' ? (body as { message: string }).message : 'Произошла ошибка';
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}
