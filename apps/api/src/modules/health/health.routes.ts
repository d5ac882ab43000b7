import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness answers while the process runs; readiness also needs the database. */
export async function healthRoutes(app: FastifyInstance, options: { ping: () => Promise<void> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['health'], config: { rateLimit: false } } as const;
  api.get('/healthz', { schema: { ...common, response: { 200: statusSchema } }, config: common.config }, async () => ({
    status: 'ok' as const,
  }));
  api.get(
    '/readyz',
    { schema: { tags: common.tags, response: { 200: statusSchema, 503: statusSchema } }, config: common.config },
    async (request, reply) => {
      try {
        await options.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database is not ready');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
}
