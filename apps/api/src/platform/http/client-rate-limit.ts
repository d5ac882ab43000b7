import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { AppError } from './app-error';

export interface ClientRateLimitOptions {
  /** Requests one client address may make per window. */
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

const IPV6_SUBNET = 64;
const DEFAULT_MAX_CLIENTS = 100_000;

/**
 * Counts requests per client address in fixed windows that every client shares: one map lookup per
 * request, and the whole count is dropped when a window ends. IPv6 addresses count by their /64, since
 * one customer usually holds a whole /64.
 */
export function createClientRateLimit({
  max,
  windowMs,
  maxClients = DEFAULT_MAX_CLIENTS,
  now = Date.now,
}: ClientRateLimitOptions): ClientRateLimit {
  let counts = new Map<string, number>();
  let windowEndsAt = 0;
  return {
    take(address) {
      const at = now();
      if (at >= windowEndsAt) {
        counts = new Map();
        windowEndsAt = at + windowMs;
      }
      const key = address.includes(':') ? normalizeIP(address, IPV6_SUBNET) : address;
      const count = (counts.get(key) ?? 0) + 1;
      if (count === 1 && counts.size >= maxClients) counts.delete(counts.keys().next().value!);
      counts.set(key, count);
      if (count <= max) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - at) / 1000)) };
    },
  };
}

/**
 * Limits every route registered after this call in the scope, except routes that set their own
 * `config.rateLimit` (those are @fastify/rate-limit's, with their own budget, or `false`). The hook is
 * attached per route at registration, so a request pays for the count and nothing else.
 */
export function limitClientRequests(app: FastifyInstance, options: ClientRateLimitOptions): void {
  const limit = createClientRateLimit(options);
  const hook: onRequestHookHandler = (request, reply, done) => {
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
