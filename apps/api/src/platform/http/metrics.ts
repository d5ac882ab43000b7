import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, type Metric, Registry } from 'prom-client';
import { AppError } from './app-error';
import { DurationHistogram, type DurationSeries } from './duration-histogram';

export interface RequestMetrics {
  registry: Registry;
  /** Records one finished request under its route pattern (never the raw URL, which is unbounded). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * Prometheus metrics: process defaults plus request duration by method, route pattern and status.
 * Series are bound once per route and status, so a request costs two map lookups and a bucket count.
 */
export function createRequestMetrics(): RequestMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new DurationHistogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  });
  registry.registerMetric(duration as unknown as Metric);
  // Keyed by the route's own config object, which Fastify keeps for the life of the route.
  const seriesByRoute = new WeakMap<object, Map<string, DurationSeries>>();

  return {
    registry,
    observe(request, reply) {
      const route = request.routeOptions;
      const key = route.config ?? seriesByRoute;
      let byStatus = seriesByRoute.get(key);
      if (!byStatus) seriesByRoute.set(key, (byStatus = new Map()));
      const statusKey = `${request.method} ${reply.statusCode}`;
      let series = byStatus.get(statusKey);
      if (!series) {
        const pattern = request.is404 ? 'unmatched' : (route.url ?? 'unmatched');
        series = duration.series({ method: request.method, route: pattern, status: String(reply.statusCode) });
        byStatus.set(statusKey, series);
      }
      series.observe(reply.elapsedTime / 1000);
    },
  };
}

export interface MetricsRouteOptions {
  production: boolean;
  /** The bearer token scrapers present; required in production, where without it there is no endpoint. */
  token: string | undefined;
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * `/metrics` tells route names, error rates and memory to whoever reads it, so production serves it only
 * to a scraper holding `METRICS_TOKEN` (and not at all without one); development leaves it open unless a
 * token is set. Refusals are plain 404s, so the endpoint is not probeable.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: RequestMetrics,
  options: MetricsRouteOptions,
): void {
  if (options.production && !options.token) return;
  const expected = options.token ? digest(`Bearer ${options.token}`) : null;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      throw new AppError('NOT_FOUND');
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
