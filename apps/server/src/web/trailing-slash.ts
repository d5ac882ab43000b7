import type { FastifyInstance } from 'fastify';

/** `/terms/?a=1` → 301 `/terms?a=1`. API paths keep their exact form (Swagger UI lives at `/api/docs/`). */
export function redirectTrailingSlashes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    if (path.length <= 1 || !path.endsWith('/') || path.startsWith('/api/')) return;
    const query = queryAt === -1 ? '' : request.url.slice(queryAt);
    const target = (path.replace(/\/+$/, '') || '/') + query;
    // `//evil.example` would be read by browsers as another host.
    return reply.redirect(target.replace(/^\/{2,}/, '/'), 301);
  });
}
