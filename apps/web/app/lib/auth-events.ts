/**
 * A window-level event bus between the parts of the page that ask for authentication (header, teasers)
 * and the accounts feature that owns the auth modal, so neither imports the other.
 */

import type { HeaderUser } from '@lootmarket/domain';

export type ConnectAction = 'connect-donations' | 'connect-shop';

/** How the modal opens: checkout pages offer guest checkout and say what is being bought. */
export interface AuthOpenOptions {
  guestAvailable?: boolean;
  product?: unknown;
  /** The e-mail the buyer already typed on the page: the guest step offers it instead of asking again. */
  email?: string;
}

export interface AuthEventMap {
  /** Open the auth modal; `null` is a plain login from the header. */
  'auth:open': AuthOpenOptions | null;
  /** Start a connect flow; the listener logs the visitor in first if needed (spec §4). */
  'auth:connect': { action: ConnectAction };
  /** A login finished and the session cookies are set. */
  'auth:login': { user: HeaderUser; isRegistration: boolean };
  /** The visitor chose guest checkout with this (lowercased) e-mail. */
  'auth:guest': { email: string };
  /** End the session. */
  'auth:logout': null;
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

/** Opens the modal from a checkout, where buying without an account may be allowed. */
export function requestCheckoutLogin(options: AuthOpenOptions): void {
  emit('auth:open', options);
}

/** Who pays for an order or a donation: the signed-in user, or a guest with an e-mail. */
export type Payer = { kind: 'user' } | { kind: 'guest'; email: string };

let pendingChoice: (() => void) | null = null;

/**
 * Opens the auth modal with the guest path and waits for a sign-in or a guest e-mail. A modal closed
 * without either leaves the promise pending; the next checkout drops its listeners.
 */
export function askWhoIsPaying(product: unknown, email?: string): Promise<Payer> {
  pendingChoice?.();
  return new Promise((resolve) => {
    const offLogin = onAuthEvent('auth:login', () => done({ kind: 'user' }));
    const offGuest = onAuthEvent('auth:guest', ({ email }) => done({ kind: 'guest', email }));
    pendingChoice = () => {
      offLogin();
      offGuest();
      pendingChoice = null;
    };
    function done(payer: Payer) {
      pendingChoice?.();
      resolve(payer);
    }
    requestCheckoutLogin({ guestAvailable: true, product, ...(email ? { email } : {}) });
  });
}

/** Asks the accounts feature to run a connect action, logging the visitor in first. */
export function requestConnect(action: ConnectAction): void {
  emit('auth:connect', { action });
}

/** Asks the accounts feature to sign the visitor out. */
export function requestLogout(): void {
  emit('auth:logout', null);
}

/** Tells the page a login finished, so parts waiting for it can carry on. */
export function announceLogin(detail: AuthEventMap['auth:login']): void {
  emit('auth:login', detail);
}

/** Tells the checkout which e-mail the guest gave. */
export function announceGuest(email: string): void {
  emit('auth:guest', { email });
}

/** Sends an event again, for a listener that was not there yet when it was first sent (a modal still loading). */
export function replayAuthEvent<K extends AuthEventName>(name: K, detail: AuthEventMap[K]): void {
  emit(name, detail);
}

/** Subscribes to an auth event; returns the unsubscribe function. */
export function onAuthEvent<K extends AuthEventName>(name: K, handler: (detail: AuthEventMap[K]) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => handler((event as CustomEvent<AuthEventMap[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
