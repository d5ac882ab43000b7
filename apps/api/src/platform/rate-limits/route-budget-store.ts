import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SlidingWindows } from './sliding-window';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What @fastify/rate-limit hands `child`: the route's merged budget and the route itself. */
interface RouteBudget {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

export interface RouteBudgetStoreOptions {
  now?: () => number;
  /** The shared store failed: the request goes on (the plugin's `skipOnError`), so say so somewhere. */
  onError?: (error: Error) => void;
}

/**
 * The `store` of @fastify/rate-limit for the routes' own budgets: each route, or each `groupId` of routes
 * sharing one budget, counts in a sliding window of `windows`, shared by every process (decision 022). A
 * refused request is not counted, and its Retry-After is when the oldest counted one leaves the window.
 */
export function routeBudgetStore(
  windows: SlidingWindows,
  { now = Date.now, onError = () => {} }: RouteBudgetStoreOptions = {},
): FastifyRateLimitStoreCtor {
  class RouteBudgetStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly namespace = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      windows.take(`${this.namespace}|${key}`, max, timeWindow).then(
        ({ allowed, count, oldestAt }) => {
          const ttl = Math.max(1000, oldestAt + timeWindow - now());
          callback(null, { current: allowed ? count : max + 1, ttl });
        },
        (cause: unknown) => {
          const error = cause instanceof Error ? cause : new Error(String(cause));
          onError(error);
          callback(error);
        },
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const { groupId, routeInfo } = routeOptions as RouteBudget;
      return new RouteBudgetStore(routeOptions, groupId ?? `${String(routeInfo?.method)} ${routeInfo?.url ?? ''}`);
    }
  }
  return RouteBudgetStore;
}
