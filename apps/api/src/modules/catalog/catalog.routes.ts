import { catalogEndpoints } from '@lootmarket/domain/endpoints/catalog';
import type { FastifyInstance } from 'fastify';
import type { AnswerCache } from '../../platform/cache/answer-cache';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { CatalogService } from './catalog.service';
import { productsPublicRoutes } from './products.routes';

const tags = ['catalog'];

export async function catalogPublicRoutes(
  app: FastifyInstance,
  { catalog, answers }: { catalog: CatalogService; answers: AnswerCache },
) {
  registerEndpoint(
    app,
    catalogEndpoints.mainTopMenu,
    { schema: { tags, summary: 'Games and services of the main menu' } },
    async () => ({
      items: await catalog.getMainTopMenu(),
    }),
  );
  registerEndpoint(
    app,
    catalogEndpoints.listing,
    { schema: { tags, summary: 'One listing with its child categories' } },
    (request) => catalog.getListing(request.query.slug),
  );
  // Product pages live in products.routes.ts.
  await productsPublicRoutes(app, { catalog, answers });
}
