import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogFiltersSchema,
  catalogOffersRequestSchema,
  catalogOffersResponseSchema,
  catalogParamsResponseSchema,
  listingTabsResponseSchema,
} from '@lootmarket/domain';
import type { CatalogOffersService } from './catalog-offers.service';

export async function catalogOffersPublicRoutes(app: FastifyInstance, { catalogOffers }: { catalogOffers: CatalogOffersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/catalog/offers',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product cards of a listing page with the best matching offer of each, filtered, sorted and paged by cursor',
        body: catalogOffersRequestSchema,
        response: { 200: catalogOffersResponseSchema },
      },
    },
    (request) => catalogOffers.browse(request.body),
  );
  api.post(
    '/catalog/params',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Filter facets of a listing page with counts for the current filters',
        body: catalogFiltersSchema,
        response: { 200: catalogParamsResponseSchema },
      },
    },
    (request) => catalogOffers.facets(request.body),
  );
  api.get(
    '/listings/listing-tabs',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Tabs of a listing page: the game and its child categories with product counts',
        querystring: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: listingTabsResponseSchema },
      },
    },
    (request) => catalogOffers.getListingTabs(request.query.slug),
  );
}
