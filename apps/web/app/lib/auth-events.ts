/**
 * A window-level event bus between the parts of the page that ask for authentication (header, teasers)
 * and the accounts feature that owns the auth modal, so neither imports the other.
 */

export type ConnectAction = 'connect-donations' | 'connect-shop';

export interface AuthEventMap {
  /** Open the auth modal. */
  'auth:open': null;
  /** Start a connect flow; the listener logs the visitor in first if needed (spec §4). */
  'auth:connect': { action: ConnectAction };
}

export type AuthEventName = keyof AuthEventMap;

function emit<K extends AuthEventName>(name: K, detail: AuthEventMap[K]): void {
  // Handlers only run in the browser, but a stray call during SSR must not crash the render.
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Asks the accounts feature to open the login modal. */
export function requestLogin(): void {
  emit('auth:open', null);
}

/** Asks the accounts feature to run a connect action, logging the visitor in first. */
export function requestConnect(action: ConnectAction): void {
  emit('auth:connect', { action });
}

/** Subscribes to an auth event; returns the unsubscribe function. */
export function onAuthEvent<K extends AuthEventName>(
  name: K,
  handler: (detail: AuthEventMap[K]) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => handler((event as CustomEvent<AuthEventMap[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
