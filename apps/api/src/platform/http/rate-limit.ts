import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { AppConfig } from '../../config';
import { AppError } from './app-error';

/**
 * Requests per client address per window. The limit headers go out with a refusal (with Retry-After),
 * not on every answer: clients learn the limit when it matters, and ordinary responses stay small.
 */
export function rateLimitOptions(config: Pick<AppConfig, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_MS'>): RateLimitPluginOptions {
  return {
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  };
}
