import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { AppConfig } from '../../config';
import { AppError } from './app-error';
import { clientKey } from './client-key';
import type { SlidingWindows } from '../rate-limits/sliding-window';
import { routeBudgetStore } from '../rate-limits/route-budget-store';
import type { ClientRateLimitOptions } from './client-rate-limit';

type RateLimitConfig = Pick<AppConfig, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_MS'>;

/** The budget every client address has across a scope's routes (see `limitClientRequests`). */
export function clientRateLimitOptions(config: RateLimitConfig): ClientRateLimitOptions {
  return { max: config.RATE_LIMIT_MAX, windowMs: config.RATE_LIMIT_WINDOW_MS };
}

/**
 * Routes with a budget of their own (`config.rateLimit`: sign-in codes, orders, donations, uploads,
 * withdrawals) or an exemption from the common one. Their budgets are sliding windows in `windows`,
 * shared by every process (decision 022); when that store fails the request goes on, as the routes'
 * own checks in the database still hold. The limit headers go out with a refusal (with Retry-After), not
 * on every answer: clients learn the limit when it matters, and ordinary responses stay small.
 */
export function routeRateLimitOptions(
  config: RateLimitConfig,
  windows: SlidingWindows,
  onStoreError: (error: Error) => void,
): RateLimitPluginOptions {
  return {
    global: false,
    store: routeBudgetStore(windows, { onError: onStoreError }),
    skipOnError: true,
    // Routes without a key of their own count the client's key: an IPv6 client by its /64.
    keyGenerator: (request) => clientKey(request.ip),
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  };
}

/**
 * The route config of a notification route of an acquirer or payout provider: exempt from every
 * per-address limit (a provider sends bursts from few addresses), since each notification is verified on
 * its own (a signature, or the sender's address) and re-read from the provider before anything changes.
 */
export const PROVIDER_NOTIFICATION_CONFIG = { rateLimit: false } as const;
