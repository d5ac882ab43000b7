import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingWithChildrenSchema, mainTopMenuResponseSchema, offerShortInfoSchema } from '@lootmarket/domain';
import type { AnswerCache } from '../../platform/cache/answer-cache';
import type { CatalogService } from './catalog.service';
import { productsPublicRoutes } from './products.routes';

export async function catalogPublicRoutes(app: FastifyInstance, { catalog, answers }: { catalog: CatalogService; answers: AnswerCache }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/listings/main-top-menu',
    { schema: { tags: ['catalog'], summary: 'Games and services of the main menu', response: { 200: mainTopMenuResponseSchema } } },
    async () => ({ items: await catalog.getMainTopMenu() }),
  );
  api.get(
    '/listing',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One listing with its child categories',
        querystring: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: listingWithChildrenSchema },
      },
    },
    (request) => catalog.getListing(request.query.slug),
  );
  // Product pages live in products.routes.ts.
  await productsPublicRoutes(app, { catalog, answers });
  api.get(
    '/offer/short-info/:offer_id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One offer with the product it sells',
        params: z.object({ offer_id: z.string().min(1).max(100) }),
        response: { 200: offerShortInfoSchema },
      },
    },
    (request) => catalog.getOfferShortInfo(request.params.offer_id),
  );
}
