import type { EmailCodeSent, HeaderUser, PopupProviderName } from '@lootmarket/domain';
import { authEndpoints } from '@lootmarket/domain/endpoints/auth';
import { api } from '#app/lib/api/browser';
import { NETWORK_FAILURE_MESSAGE } from '#app/lib/api/api-error';

export const GENERIC_AUTH_ERROR = NETWORK_FAILURE_MESSAGE;

export type LoginAnswer = { user: HeaderUser; sessionId: string; isNewUser?: boolean; createdAt?: string };

/** Sends a login code to the e-mail. */
export function requestEmailCode(input: {
  sessionId: string;
  email: string;
  captchaToken?: string;
}): Promise<EmailCodeSent> {
  const body = { email: input.email, ...(input.captchaToken ? { captcha_token: input.captchaToken } : {}) };
  return api.call(authEndpoints.requestEmailCode, { query: { sessionID: input.sessionId }, body });
}

/**
 * Exchanges the code for a session. The tokens stay in the HttpOnly cookies the answer sets; an answer
 * without them or without a session id does not parse, which is a failed login all the same (spec §8).
 */
export async function submitEmailCode(input: { sessionId: string; email: string; code: string }): Promise<LoginAnswer> {
  const { user, sessionID, isNewUser, createdAt } = await api.call(authEndpoints.signInWithEmailCode, {
    query: { sessionID: input.sessionId },
    body: { email: input.email, code: input.code },
  });
  return { user, sessionId: sessionID, isNewUser, createdAt };
}

/** Ends the session; the answer clears the cookies. */
export async function logout(): Promise<void> {
  await api.call(authEndpoints.logout);
}

/** Where the sign-in popup of a provider should go for this login session: one of our own pages. */
export async function requestProviderUrl(provider: PopupProviderName, sessionId: string): Promise<string> {
  const { url } = await api.call(authEndpoints.providerUrl, { params: { provider }, query: { sessionID: sessionId } });
  if (!url.startsWith('/')) throw new Error('the sign-in popup must open on our own site');
  return url;
}
