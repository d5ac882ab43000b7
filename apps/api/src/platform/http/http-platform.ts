import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerErrorHandling } from './error-handler';
import { registerMetrics } from './metrics';
import { securityHeaderSets } from './security-headers';

/**
 * What every response shares, API and pages alike: the common security headers, the request id echoed
 * back, metrics and the one error shape. Registered without encapsulation on purpose.
 */
export const httpPlatform = fp(async (app: FastifyInstance, { production }: { production: boolean }) => {
  const { common } = securityHeaderSets({ production });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(common);
    reply.header('x-request-id', request.id);
    done();
  });
  registerErrorHandling(app);
  registerMetrics(app);
});
