import type { UserRole } from '@lootmarket/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { AuthUser } from './auth-user';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user inside the private scope; null elsewhere. */
    user: AuthUser | null;
  }
}

export const ACCESS_COOKIE = 'access_token';

/**
 * Admits programs calling with a personal API token: the token's owner, limited to the routes its scopes
 * cover, from its allowed addresses, within its own request budget. Scopes without a gate refuse tokens.
 */
export interface ApiTokenGate {
  /** Whether a bearer value is one of the tokens (not a session's access token). */
  owns(bearer: string): boolean;
  /** The token's caller for this route, or an error naming why not (401, 403 with the scope, 429). */
  admit(bearer: string, request: FastifyRequest, reply: FastifyReply): Promise<AuthUser>;
  /** Once the answer is ready: what the token changed goes to the audit log. */
  settle(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export interface PrivateScopeOptions {
  verifyAccessToken(token: string): Promise<AuthUser | null>;
  publicUrl: string | undefined;
  routes: FastifyPluginAsync[];
  apiTokens?: ApiTokenGate;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The bearer token of an `Authorization` header, if it has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Cookies ride along with cross-site requests, so a write authenticated by one must come from our own
 * pages: its Origin (or, failing that, Referer) must be the public site or the host it was sent to.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string | undefined): void {
  const allowed = [originOf(`${request.protocol}://${request.host}`), publicUrl && originOf(publicUrl)];
  const origin = originOf(request.headers.origin ?? request.headers.referer);
  if (!origin || !allowed.includes(origin)) throw new AppError('FORBIDDEN', 'Запрос отклонён: неизвестный источник');
}

/** The normalised origin of a URL (default ports dropped), or undefined when it is not one. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** A preHandler admitting users holding any of the roles; 403 for the rest. */
export function requireRole(...roles: UserRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw new AppError('UNAUTHORIZED');
    if (!roles.some((role) => request.user!.roles.includes(role))) throw new AppError('FORBIDDEN');
  };
}

/**
 * The private namespace: every request carries a valid access token (bearer header first, else the
 * cookie) before any handler runs. Unknown paths answer 401 to strangers and 404 to signed-in users,
 * so the set of private routes is not probeable anonymously.
 */
export async function privateScope(app: FastifyInstance, options: PrivateScopeOptions) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    const bearer = bearerToken(request);
    if (bearer && options.apiTokens?.owns(bearer)) {
      request.user = await options.apiTokens.admit(bearer, request, reply);
      return;
    }
    const token = bearer ?? request.cookies[ACCESS_COOKIE];
    const user = token ? await options.verifyAccessToken(token) : null;
    if (!user) throw new AppError('UNAUTHORIZED');
    if (!bearer && !SAFE_METHODS.has(request.method)) assertSameOrigin(request, options.publicUrl);
    request.user = user;
  });
  const gate = options.apiTokens;
  // Before the answer leaves, so a program that reads its answer finds the call in the audit log.
  if (gate)
    app.addHook('onSend', async (request, reply, payload) => {
      await gate.settle(request, reply);
      return payload;
    });
  for (const routes of options.routes) await app.register(routes);
  app.all('/*', { schema: { hide: true } }, async () => {
    throw new AppError('NOT_FOUND');
  });
}
