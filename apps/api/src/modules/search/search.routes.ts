import { searchRequestSchema, searchResponseSchema } from '@lootmarket/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SearchService } from './search.service';

export async function searchPublicRoutes(app: FastifyInstance, { search }: { search: Pick<SearchService, 'search'> }) {
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
}
