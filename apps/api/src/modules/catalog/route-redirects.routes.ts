import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeRedirectSchema } from '@lootmarket/domain';
import type { RouteRedirectsService } from './route-redirects.service';

export async function routeRedirectPublicRoutes(app: FastifyInstance, { routeRedirects }: { routeRedirects: RouteRedirectsService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/route-redirect',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Where an old page path (a renamed listing or product) lives now; 404 when it never moved',
        querystring: z.object({ path: z.string().min(1).max(500) }),
        response: { 200: routeRedirectSchema },
      },
    },
    (request) => routeRedirects.resolve(request.query.path),
  );
}
