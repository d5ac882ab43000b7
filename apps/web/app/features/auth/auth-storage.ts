import { STORED_CLIENT_KEYS } from '@lootmarket/domain';

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
export const GUEST_EMAIL_KEY = 'guest_email';

// Private browsing modes may refuse storage; the flow must still work for this tab.
function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value only saves a step on the next visit.
  }
}

function newSessionId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** The login session of this tab: made once, reused so a resent code belongs to the same attempt. */
export function loginSessionId(): string {
  const stored = read(STORED_CLIENT_KEYS.sessionId);
  if (stored && SESSION_ID_PATTERN.test(stored)) return stored;
  const id = newSessionId();
  write(STORED_CLIENT_KEYS.sessionId, id);
  return id;
}

/** The server may hand back its own session id; later calls must use that one. */
export function rememberSessionId(id: string): void {
  if (SESSION_ID_PATTERN.test(id)) write(STORED_CLIENT_KEYS.sessionId, id);
}

/** The e-mail last used to check out as a guest in this tab, if any. */
export function rememberedGuestEmail(): string | null {
  return read(GUEST_EMAIL_KEY);
}

export function rememberGuestEmail(email: string): void {
  write(GUEST_EMAIL_KEY, email.toLowerCase());
}
