import { headerUserSchema, WRONG_CODE_MESSAGE, type HeaderUser } from '@lootmarket/domain';
import { z } from 'zod';

const BASE = '/api/gw/public/v1/auth';
export const GENERIC_AUTH_ERROR = 'Не удалось связаться с сервером. Попробуйте ещё раз';

/** A refused auth call; `message` is safe to show as is. */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

const errorBodySchema = z.object({ message: z.string().min(1) });
const codeSentSchema = z.object({ sessionID: z.string().min(1), resendAfterSeconds: z.number().positive() });
const loginSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  sessionID: z.string().min(1),
  user: headerUserSchema,
  isNewUser: z.boolean().optional(),
  createdAt: z.string().optional(),
});

export type CodeSent = z.infer<typeof codeSentSchema>;
export type LoginAnswer = { user: HeaderUser; sessionId: string; isNewUser?: boolean; createdAt?: string };

async function post(path: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new AuthApiError(0, GENERIC_AUTH_ERROR);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(json);
    throw new AuthApiError(response.status, parsed.success ? parsed.data.message : GENERIC_AUTH_ERROR);
  }
  return json;
}

const withSession = (path: string, sessionId: string) => `${path}?sessionID=${encodeURIComponent(sessionId)}`;

/** Sends a login code to the e-mail. */
export async function requestEmailCode(input: {
  sessionId: string;
  email: string;
  captchaToken?: string;
}): Promise<CodeSent> {
  const body = { email: input.email, ...(input.captchaToken ? { captcha_token: input.captchaToken } : {}) };
  const answer = codeSentSchema.safeParse(await post(withSession(`${BASE}/provider/email_code`, input.sessionId), body));
  if (!answer.success) throw new AuthApiError(502, GENERIC_AUTH_ERROR);
  return answer.data;
}

/**
 * Exchanges the code for a session. The tokens stay in the HttpOnly cookies the answer sets; an answer
 * without them or without a session id is a failed login all the same (spec §8).
 */
export async function submitEmailCode(input: { sessionId: string; email: string; code: string }): Promise<LoginAnswer> {
  const path = withSession(`${BASE}/provider/email_code/callback`, input.sessionId);
  const answer = loginSchema.safeParse(await post(path, { email: input.email, code: input.code }));
  if (!answer.success) throw new AuthApiError(400, WRONG_CODE_MESSAGE);
  const { user, sessionID, isNewUser, createdAt } = answer.data;
  return { user, sessionId: sessionID, isNewUser, createdAt };
}

/** Ends the session; the answer clears the cookies. */
export async function logout(): Promise<void> {
  await post(`${BASE}/logout`);
}

/** Where the sign-in popup of a provider should go for this login session. */
export async function requestProviderUrl(provider: string, sessionId: string): Promise<string> {
  const answer = z.object({ url: z.string().startsWith('/') }).safeParse(await post(withSession(`${BASE}/provider/${provider}`, sessionId)));
  if (!answer.success) throw new AuthApiError(502, GENERIC_AUTH_ERROR);
  return answer.data.url;
}
