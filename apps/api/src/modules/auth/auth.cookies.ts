import { AUTH, type AuthTokens } from '@lootmarket/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, bearerToken } from '../../platform/http/private-scope';

export const REFRESH_COOKIE = 'refresh_token';
/** The refresh token goes only to the auth calls that use it. */
export const REFRESH_COOKIE_PATH = '/api/gw/public/v1/auth';
/**
 * Pages never see the refresh cookie (its path), so this readable marker tells the browser a session
 * may still be renewed after the access cookie expired. It holds no secret.
 */
export const SESSION_MARKER_COOKIE = 'has_session';

function base(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure };
}

export function setAuthCookies(reply: FastifyReply, tokens: AuthTokens, secure: boolean): void {
  reply.setCookie(ACCESS_COOKIE, tokens.access_token, {
    ...base(secure),
    path: '/',
    maxAge: AUTH.accessTokenMaxAgeSec,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refresh_token, {
    ...base(secure),
    path: REFRESH_COOKIE_PATH,
    maxAge: AUTH.refreshTokenMaxAgeSec,
  });
  reply.setCookie(SESSION_MARKER_COOKIE, '1', {
    sameSite: 'lax',
    secure,
    httpOnly: false,
    path: '/',
    maxAge: AUTH.refreshTokenMaxAgeSec,
  });
}

export function clearAuthCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(ACCESS_COOKIE, { ...base(secure), path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base(secure), path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SESSION_MARKER_COOKIE, { sameSite: 'lax', secure, httpOnly: false, path: '/' });
}

/** The refresh token and how it came: API clients send it as a bearer header, browsers as a cookie. */
export function readRefreshToken(request: FastifyRequest): { token: string; viaCookie: boolean } | null {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, viaCookie: false };
  const cookie = request.cookies[REFRESH_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : null;
}
