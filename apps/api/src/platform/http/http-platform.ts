import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerErrorHandling } from './error-handler';
import { registerMetrics } from './metrics';

/**
 * What every response shares, API and pages alike: security headers, the request id echoed back,
 * metrics and the one error shape. Registered without encapsulation on purpose.
 */
export const httpPlatform = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    // Pages get their policy from the web layer; JSON needs none, and Swagger UI ships its own.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerMetrics(app);
});
