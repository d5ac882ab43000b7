import type { FastifyInstance, FastifyReply, onResponseHookHandler } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics: process defaults plus request duration by route pattern (never the raw URL, which
 * would make the label set unbounded). Each route binds its label children once, so a request costs one
 * map lookup and one observation.
 */
export function registerMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  const observerFor = (method: string, route: string) => {
    const byStatus = new Map<number, ReturnType<typeof duration.labels>>();
    return (reply: FastifyReply, done: () => void): void => {
      let child = byStatus.get(reply.statusCode);
      if (!child) {
        child = duration.labels({ method, route, status: reply.statusCode });
        byStatus.set(reply.statusCode, child);
      }
      child.observe(reply.elapsedTime / 1000);
      done();
    };
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    const observeRoute = observerFor(methods, route.url);
    const observe: onResponseHookHandler = (_request, reply, done) => observeRoute(reply, done);
    const existing = route.onResponse;
    route.onResponse = existing ? [...(Array.isArray(existing) ? existing : [existing]), observe] : [observe];
  });
  const unmatched = observerFor('*', 'unmatched');
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) return unmatched(reply, done);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return registry;
}
