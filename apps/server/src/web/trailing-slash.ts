import type { FastifyInstance } from 'fastify';

const SLASH = 47;

/** `/terms/?a=1` → 301 `/terms?a=1`. API paths keep their exact form (Swagger UI lives at `/api/docs/`). */
export function redirectTrailingSlashes(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const queryAt = url.indexOf('?');
    const pathEnd = queryAt === -1 ? url.length : queryAt;
    if (pathEnd <= 1 || url.charCodeAt(pathEnd - 1) !== SLASH || url.startsWith('/api/')) return done();
    const path = url.slice(0, pathEnd).replace(/\/+$/, '') || '/';
    // `//evil.example` would be read by browsers as another host.
    reply.redirect(path.replace(/^\/{2,}/, '/') + url.slice(pathEnd), 301);
  });
}
