import { expect } from 'vitest';
import type { TestApp } from '../../test-app';

export const CODE_URL = '/api/gw/public/v1/auth/provider/email_code';
export const CALLBACK_URL = '/api/gw/public/v1/auth/provider/email_code/callback';
export const REFRESH_URL = '/api/gw/public/v1/auth/refresh';
export const LOGOUT_URL = '/api/gw/public/v1/auth/logout';
export const PROFILE_URL = '/api/gw/private/v1/profile/frontend';

let addressCounter = 0;
/** A fresh client address per call keeps the per-address limits of one test out of the next. */
export function nextAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter % 250}`;
}

export function requestCode(t: TestApp, email: string, sessionID: string, remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'POST', url: `${CODE_URL}?sessionID=${sessionID}`, payload: { email }, remoteAddress });
}

export function submitCode(t: TestApp, email: string, code: string, sessionID: string, remoteAddress = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url: `${CALLBACK_URL}?sessionID=${sessionID}`,
    payload: { email, code },
    remoteAddress,
  });
}

export async function mailbox(t: TestApp): Promise<{ to: string; subject: string; text: string; createdAt: string }[]> {
  return (await t.app.inject('/sandbox/mailbox.json')).json().items;
}

/** The code of the newest mail to the address. */
export async function lastCode(t: TestApp, email: string): Promise<string> {
  const mail = (await mailbox(t)).find((item) => item.to === email);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Signs in through the e-mail code flow and answers the callback's body and cookies. */
export async function signIn(t: TestApp, email: string, sessionID = `s-${Math.random().toString(36).slice(2, 12)}`) {
  expect((await requestCode(t, email, sessionID)).statusCode).toBe(200);
  const response = await submitCode(t, email, await lastCode(t, email), sessionID);
  expect(response.statusCode).toBe(200);
  const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
  return { body: response.json(), cookies, response };
}

/** The bearer header of a user signed in through the e-mail code flow. */
export async function bearerOf(t: TestApp, email: string): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
}
