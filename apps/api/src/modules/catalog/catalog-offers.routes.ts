import { catalogEndpoints } from '@lootmarket/domain/endpoints/catalog';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { CatalogOffersService } from './catalog-offers.service';

export async function catalogOffersPublicRoutes(
  app: FastifyInstance,
  { catalogOffers }: { catalogOffers: CatalogOffersService },
) {
  const tags = ['catalog'];
  registerEndpoint(
    app,
    catalogEndpoints.offers,
    {
      schema: {
        tags,
        summary:
          'Product cards of a listing page with the best matching offer of each, filtered, sorted and paged by cursor',
      },
    },
    (request) => catalogOffers.browse(request.body),
  );
  registerEndpoint(
    app,
    catalogEndpoints.facets,
    { schema: { tags, summary: 'Filter facets of a listing page with counts for the current filters' } },
    (request) => catalogOffers.facets(request.body),
  );
  registerEndpoint(
    app,
    catalogEndpoints.listingTabs,
    { schema: { tags, summary: 'Tabs of a listing page: the game and its child categories with product counts' } },
    (request) => catalogOffers.getListingTabs(request.query.slug),
  );
}
