import { apiScopeOf } from '@lootmarket/domain/endpoints/api-token-scopes';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import type { ApiTokenGate } from '../../platform/http/private-scope';
import type { SlidingWindows } from '../../platform/rate-limits/sliding-window';
import type { AuditEntry } from '../audit/audit.ports';
import { addressAllowed } from './api-tokens.addresses';
import { looksLikeApiToken } from './api-tokens.secret';
import type { ApiTokensService } from './api-tokens.service';

const WINDOW_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ApiTokenGateOptions {
  tokens: ApiTokensService;
  windows: SlidingWindows;
  /** Token calls are recorded once answered, in a transaction of their own. */
  audit: { recordNow(entry: AuditEntry): Promise<void> };
  /** Requests one token may make in any minute. */
  perMinute: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0]!;
}

/** The gate of the private API for personal tokens (decision 045). */
export function createApiTokenGate({ tokens, windows, audit, perMinute, log }: ApiTokenGateOptions): ApiTokenGate {
  async function spend(tokenId: string, reply: FastifyReply): Promise<void> {
    let take;
    try {
      take = await windows.take(`api-token:${tokenId}`, perMinute, WINDOW_MS);
    } catch (error) {
      // The budget store being down must not stop a seller's integration; the per-address limit still holds.
      log.warn({ err: error }, 'token budget store failed');
      return;
    }
    const resetSeconds = Math.max(1, Math.ceil((take.oldestAt + WINDOW_MS - Date.now()) / 1000));
    reply.header('RateLimit-Limit', perMinute);
    reply.header('RateLimit-Remaining', Math.max(0, perMinute - take.count));
    reply.header('RateLimit-Reset', resetSeconds);
    if (!take.allowed) {
      throw new AppError('RATE_LIMITED', `Токен сделал больше ${perMinute} запросов за минуту`, {
        retryAfterSeconds: resetSeconds,
      });
    }
  }

  return {
    owns: looksLikeApiToken,

    async admit(bearer, request, reply) {
      const user = await tokens.authenticate(bearer);
      if (!user?.apiToken) throw new AppError('UNAUTHORIZED', 'Токен API недействителен, отозван или истёк');
      const token = user.apiToken;
      if (!addressAllowed(token.allowedAddresses, request.ip)) {
        throw new AppError('TOKEN_ADDRESS_REFUSED', `Токен нельзя использовать с адреса ${request.ip}`);
      }
      const scope = apiScopeOf(request.method, routeOf(request));
      if (scope === null) {
        throw new AppError('TOKEN_SCOPE_MISSING', 'Этот адрес API недоступен токенам: войдите на сайт', {
          missingScope: null,
        });
      }
      if (!token.scopes.includes(scope)) {
        throw new AppError('TOKEN_SCOPE_MISSING', `У токена нет права ${scope}`, { missingScope: scope });
      }
      await spend(token.id, reply);
      await tokens.touch(token.id, request.ip);
      return user;
    },

    async settle(request, reply) {
      const token = request.user?.apiToken;
      if (!token || SAFE_METHODS.has(request.method) || reply.statusCode >= 300) return;
      try {
        await audit.recordNow({
          action: 'api_token.call',
          actor: { type: 'api_token', id: token.id },
          target: { type: 'route', id: `${request.method} ${routeOf(request)}` },
          after: { userId: request.user!.id, status: reply.statusCode },
          request: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, requestId: String(request.id) },
        });
      } catch (error) {
        request.log.error({ err: error }, 'audit row of a token call not written');
      }
    },
  };
}
