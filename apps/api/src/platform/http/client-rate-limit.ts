import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from './app-error';
import { clientKey } from './client-key';

export interface ClientRateLimitOptions {
  /** Requests one client address may make in any window of `windowMs`. */
  max: number;
  windowMs: number;
  /** Addresses counted at once; past it the longest-known one is forgotten, so memory stays bounded. */
  maxClients?: number;
  now?: () => number;
}

export type ClientRateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface ClientRateLimit {
  take(address: string): ClientRateVerdict;
}

const DEFAULT_MAX_CLIENTS = 100_000;

/**
 * Counts requests per client address in a sliding window, estimated from two fixed windows that every
 * client shares: the current window's count plus the previous one's, weighted by how much of it the
 * sliding window still covers. So a client cannot send the budget at the end of one window and again at
 * the start of the next, and a request still costs two map lookups. Refused requests are not counted.
 * IPv6 addresses count by their /64, since one customer usually holds a whole /64. Per process: the
 * budgets that guard against abuse are shared by every process (decision 022).
 */
export function createClientRateLimit({
  max,
  windowMs,
  maxClients = DEFAULT_MAX_CLIENTS,
  now = Date.now,
}: ClientRateLimitOptions): ClientRateLimit {
  let previous = new Map<string, number>();
  let current = new Map<string, number>();
  let windowStartsAt = -Infinity;

  /** How long until a client with these counts may send one more. */
  const waitMs = (before: number, counted: number, elapsed: number): number => {
    if (counted < max) return windowMs * (1 - (max - counted - 1) / before) - elapsed;
    return windowMs - elapsed + windowMs * (1 - (max - 1) / counted);
  };

  return {
    take(address) {
      const at = now();
      if (at - windowStartsAt >= windowMs) {
        const windowsPassed = Math.floor((at - windowStartsAt) / windowMs);
        previous = windowsPassed === 1 ? current : new Map();
        current = new Map();
        windowStartsAt = Number.isFinite(windowStartsAt) ? windowStartsAt + windowsPassed * windowMs : at;
      }
      const key = clientKey(address);
      const counted = current.get(key) ?? 0;
      const before = previous.get(key) ?? 0;
      const elapsed = at - windowStartsAt;
      if (before * (1 - elapsed / windowMs) + counted + 1 <= max) {
        if (counted === 0 && current.size >= maxClients) current.delete(current.keys().next().value!);
        current.set(key, counted + 1);
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs(before, counted, elapsed) / 1000)) };
    },
  };
}

/**
 * Limits every route registered after this call in the scope, except routes that set their own
 * `config.rateLimit` (those are @fastify/rate-limit's, with their own budget, or `false`), and requests
 * `skip` names (the page server's own calls). The hook is
 * attached per route at registration, so a request pays for the count and nothing else.
 */
export function limitClientRequests(
  app: FastifyInstance,
  options: ClientRateLimitOptions,
  { skip }: { skip?: (request: FastifyRequest) => boolean } = {},
): void {
  const limit = createClientRateLimit(options);
  const hook: onRequestHookHandler = (request, reply, done) => {
    if (skip?.(request)) return done();
    const verdict = limit.take(request.ip);
    if (verdict.allowed) return done();
    reply.header('retry-after', verdict.retryAfterSeconds);
    done(new AppError('RATE_LIMITED'));
  };
  app.addHook('onRoute', (route) => {
    if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== undefined) return;
    const own = route.onRequest;
    route.onRequest = own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook];
  });
}
