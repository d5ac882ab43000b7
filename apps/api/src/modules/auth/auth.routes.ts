import { loginEmailSchema } from '@lootmarket/domain';
import { authEndpoints } from '@lootmarket/domain/endpoints/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { clientKey } from '../../platform/http/client-key';
import { assertSameOrigin } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { clearAuthCookies, readRefreshToken, setAuthCookies } from './auth.cookies';
import type { EmailCodeService } from './email-code.service';
import type { SessionsService } from './sessions.service';

export interface AuthRoutesOptions {
  emailCode: EmailCodeService;
  sessions: SessionsService;
  secureCookies: boolean;
  publicUrl: string | undefined;
  /** Sign-in codes one client may have mailed to one address in any ten minutes (decision 022). */
  codeRequestsPerTenMinutes: number;
}

const TEN_MINUTES = 10 * 60_000;

function parseEmail(raw: string): string {
  const parsed = loginEmailSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Некорректный email');
  return parsed.data;
}

/** Limits per address and client together, so one attacker cannot lock a victim's address out. */
function addressAndIp(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${clientKey(request.ip)}|${email}`;
}

export async function authRoutes(
  app: FastifyInstance,
  { emailCode, sessions, secureCookies, publicUrl, codeRequestsPerTenMinutes }: AuthRoutesOptions,
) {
  const tags = ['auth'];

  registerEndpoint(
    app,
    authEndpoints.requestEmailCode,
    {
      schema: { tags, summary: 'Mails a one-time sign-in code' },
      // After validation, so the key can include the address; a refusal still writes nothing.
      config: {
        rateLimit: {
          max: codeRequestsPerTenMinutes,
          timeWindow: TEN_MINUTES,
          hook: 'preHandler',
          keyGenerator: addressAndIp,
        },
      },
    },
    (request) =>
      emailCode.requestCode({
        email: parseEmail(request.body.email),
        sessionId: request.query.sessionID,
        captchaToken: request.body.captcha_token,
        ip: request.ip,
      }),
  );

  registerEndpoint(
    app,
    authEndpoints.signInWithEmailCode,
    {
      // Failed checks back off per sign-in session and per client address (the e-mail code service).
      schema: { tags, summary: 'Signs in with the mailed code' },
    },
    async (request, reply) => {
      const result = await emailCode.signIn({
        email: parseEmail(request.body.email),
        sessionId: request.query.sessionID,
        code: request.body.code,
        ip: request.ip,
      });
      setAuthCookies(reply, result, secureCookies);
      return result;
    },
  );

  registerEndpoint(
    app,
    authEndpoints.refresh,
    { schema: { tags, summary: 'Rotates the refresh token (cookie or bearer) into a new pair' } },
    async (request, reply) => {
      // A refused renewal ends the session in the browser too: its HttpOnly cookies are expired here.
      const presented = readRefreshToken(request);
      if (!presented) {
        clearAuthCookies(reply, secureCookies);
        throw new AppError('UNAUTHORIZED');
      }
      const tokens = await sessions.refresh(presented.token).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 401) clearAuthCookies(reply, secureCookies);
        throw error;
      });
      setAuthCookies(reply, tokens, secureCookies);
      return tokens;
    },
  );

  registerEndpoint(
    app,
    authEndpoints.logout,
    { schema: { tags, summary: 'Ends the session of the refresh token and clears the cookies' } },
    async (request, reply) => {
      const presented = readRefreshToken(request);
      if (presented?.viaCookie) assertSameOrigin(request, publicUrl);
      if (presented) await sessions.logout(presented.token);
      clearAuthCookies(reply, secureCookies);
      return { ok: true as const };
    },
  );
}
