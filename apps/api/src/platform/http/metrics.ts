import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

type DurationChild = ReturnType<Histogram<'method' | 'route' | 'status'>['labels']>;

export interface RequestMetrics {
  registry: Registry;
  /** Records one finished request under its route pattern (never the raw URL, which is unbounded). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * Prometheus metrics: process defaults plus request duration by method, route pattern and status.
 * Label children are bound once per route and status, so a request costs a lookup and an observation.
 */
export function createRequestMetrics(): RequestMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // Keyed by the route's own config object, which Fastify keeps for the life of the route.
  const children = new WeakMap<object, Map<string, DurationChild>>();

  return {
    registry,
    observe(request, reply) {
      const route = request.routeOptions;
      const key = route.config ?? children;
      let byStatus = children.get(key);
      if (!byStatus) children.set(key, (byStatus = new Map()));
      const statusKey = `${request.method} ${reply.statusCode}`;
      let child = byStatus.get(statusKey);
      if (!child) {
        const pattern = request.is404 ? 'unmatched' : (route.url ?? 'unmatched');
        child = duration.labels({ method: request.method, route: pattern, status: reply.statusCode });
        byStatus.set(statusKey, child);
      }
      child.observe(reply.elapsedTime / 1000);
    },
  };
}

export function registerMetricsRoute(app: FastifyInstance, metrics: RequestMetrics): void {
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
