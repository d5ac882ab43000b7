import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { AppConfig } from '../../config';
import { AppError } from './app-error';
import type { ClientRateLimitOptions } from './client-rate-limit';

type RateLimitConfig = Pick<AppConfig, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_MS'>;

/** The budget every client address has across a scope's routes (see `limitClientRequests`). */
export function clientRateLimitOptions(config: RateLimitConfig): ClientRateLimitOptions {
  return { max: config.RATE_LIMIT_MAX, windowMs: config.RATE_LIMIT_WINDOW_MS };
}

/**
 * Routes with a budget of their own (`config.rateLimit`: sign-in codes, donations, uploads) or an
 * exemption from the common one. The limit headers go out with a refusal (with Retry-After), not on
 * every answer: clients learn the limit when it matters, and ordinary responses stay small.
 */
export function routeRateLimitOptions(config: RateLimitConfig): RateLimitPluginOptions {
  return {
    global: false,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  };
}
