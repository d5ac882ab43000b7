import { catalogEndpoints } from '@lootmarket/domain/endpoints/catalog';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { RouteRedirectsService } from './route-redirects.service';

export async function routeRedirectPublicRoutes(
  app: FastifyInstance,
  { routeRedirects }: { routeRedirects: RouteRedirectsService },
) {
  registerEndpoint(
    app,
    catalogEndpoints.routeRedirect,
    {
      schema: {
        tags: ['catalog'],
        summary: 'Where an old page path (a renamed listing or product) lives now; 404 when it never moved',
      },
    },
    (request) => routeRedirects.resolve(request.query.path),
  );
}
