import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerCompression } from './compression';
import { registerErrorHandling } from './error-handler';
import { refuseMalformedHost } from './framework-errors';
import { refuseInvalidUtf8Bodies } from './utf8-bodies';
import { registerMetricsRoute, type RequestMetrics } from './metrics';
import { headerSetter, securityHeaderSets } from './security-headers';

export interface HttpPlatformOptions {
  production: boolean;
  metrics: RequestMetrics;
  metricsToken: string | undefined;
}

/**
 * What every response shares, API and pages alike: the common security headers, the request id echoed
 * back, compression above a size threshold, the metrics endpoint and the one error shape. Registered
 * without encapsulation on purpose, before any route, so compression reaches every route.
 */
export const httpPlatform = fp(
  async (app: FastifyInstance, { production, metrics, metricsToken }: HttpPlatformOptions) => {
    const setCommonHeaders = headerSetter(securityHeaderSets({ production }).common);
    app.addHook('onRequest', (request, reply, done) => {
      setCommonHeaders(reply);
      reply.header('x-request-id', request.id);
      done();
    });
    refuseMalformedHost(app);
    refuseInvalidUtf8Bodies(app);
    await registerCompression(app);
    registerErrorHandling(app);
    registerMetricsRoute(app, metrics, { production, token: metricsToken });
  },
);
