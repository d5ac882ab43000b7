import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { addHeaders } from './security-headers';

/** The OpenAPI document is generated from the same zod schemas that validate requests and responses. */
export const openApi = fp(
  async (app: FastifyInstance, { documentHeaders }: { documentHeaders: Record<string, string> }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Лутмаркет API', version: '1.0.0', description: 'Public and private API of the marketplace' },
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description:
                'A session access token (JWT), or a personal API token (`lm_live_…`, `lm_test_…` on a sandbox) limited to the routes its scopes cover',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(async (docs) => {
      addHeaders(docs, documentHeaders);
      await docs.register(swaggerUi, { routePrefix: '/api/docs' });
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
);
