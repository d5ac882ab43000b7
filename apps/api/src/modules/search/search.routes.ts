import { searchRequestSchema, searchResponseSchema, searchResultsQuerySchema, searchResultsResponseSchema } from '@lootmarket/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SearchService } from './search.service';

export async function searchPublicRoutes(app: FastifyInstance, { search }: { search: Pick<SearchService, 'search' | 'results'> }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Listings and products for the typed text; the default suggestions for empty text',
        querystring: searchRequestSchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => {
      const { text, listings_limit: listingsLimit, offers_limit: offersLimit } = request.query;
      try {
        return await search.search({ text, listingsLimit, offersLimit });
      } catch (error) {
        // The panel treats a failed search as "nothing found"; the log keeps the cause.
        request.log.error({ err: error, text }, 'search failed');
        return { listings: [], offers: [] };
      }
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/search/results',
    {
      schema: {
        tags: ['search'],
        summary: 'The results page: listings, and products with their best price, filtered by type, game and stock, paged',
        querystring: searchResultsQuerySchema,
        response: { 200: searchResultsResponseSchema },
      },
    },
    async (request) => {
      try {
        return await search.results(request.query);
      } catch (error) {
        // Like the panel, the page shows "nothing found" rather than an error when search breaks.
        request.log.error({ err: error, text: request.query.text }, 'search results failed');
        return { text: request.query.text, listings: [], products: [], total: 0, page: 1, pageCount: 1, facets: { types: [], categories: [], inStock: 0 } };
      }
    },
  );
}
