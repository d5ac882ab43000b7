import { apiTokenEndpoints } from '@lootmarket/domain/endpoints/api-tokens';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { RequestOrigin } from './api-tokens.ports';
import type { ApiTokensService } from './api-tokens.service';

const tags = ['api-tokens'];
const security = [{ bearerAuth: [] }];

function originOf(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, requestId: String(request.id) };
}

/** Token management wants the person at the browser: a token cannot mint, list or revoke tokens. */
function sessionUserId(request: FastifyRequest): number {
  if (request.user?.apiToken) throw new AppError('TOKEN_SCOPE_MISSING', 'Токенами управляют только на сайте');
  return request.user!.id;
}

export async function apiTokensRoutes(app: FastifyInstance, { apiTokens }: { apiTokens: ApiTokensService }) {
  registerEndpoint(
    app,
    apiTokenEndpoints.create,
    { schema: { tags, summary: 'Issue a personal API token; its secret is in this answer only', security } },
    (request) => apiTokens.create(sessionUserId(request), request.body, originOf(request)),
  );
  registerEndpoint(
    app,
    apiTokenEndpoints.list,
    { schema: { tags, summary: 'My API tokens, newest first, without their secrets', security } },
    (request) => apiTokens.list(sessionUserId(request)),
  );
  registerEndpoint(
    app,
    apiTokenEndpoints.revoke,
    { schema: { tags, summary: 'Revoke one of my API tokens at once', security } },
    (request) => apiTokens.revoke(sessionUserId(request), request.params.id, originOf(request)),
  );
}
