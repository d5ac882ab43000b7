import { searchEndpoints } from '@lootmarket/domain/endpoints/search';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { SEARCH_INDEX_TAG, sendAnswer, serializeAnswer, type AnswerCache } from '../../platform/cache/answer-cache';
import type { SearchService } from './search.service';

/**
 * The header panel's answers depend only on the text, the limits and the index, so they are kept serialized
 * until the index is rebuilt: most of what people type is what others typed a moment ago.
 */
export async function searchPublicRoutes(
  app: FastifyInstance,
  { search, answers }: { search: Pick<SearchService, 'search' | 'results'>; answers: AnswerCache },
) {
  registerEndpoint(
    app,
    searchEndpoints.suggestions,
    {
      schema: {
        tags: ['search'],
        summary: 'Listings and products for the typed text; the default suggestions for empty text',
      },
    },
    async (request, reply) => {
      const { text, listings_limit: listingsLimit, offers_limit: offersLimit } = request.query;
      const key = `search/${listingsLimit}/${offersLimit}/${text}`;
      const cached = answers.get(key);
      if (cached) return sendAnswer(reply, cached);
      try {
        const since = answers.version();
        const answer = {
          body: serializeAnswer(reply, await search.search({ text, listingsLimit, offersLimit })),
          tags: [SEARCH_INDEX_TAG],
        };
        answers.set(key, answer.body, answer.tags, since);
        return sendAnswer(reply, answer);
      } catch (error) {
        // The panel treats a failed search as "nothing found"; the log keeps the cause.
        request.log.error({ err: error, text }, 'search failed');
        return { listings: [], offers: [] };
      }
    },
  );

  registerEndpoint(
    app,
    searchEndpoints.results,
    {
      schema: {
        tags: ['search'],
        summary:
          'The results page: listings, and products with their best price, filtered by type, game and stock, paged',
      },
    },
    async (request) => {
      try {
        return await search.results(request.query);
      } catch (error) {
        // Like the panel, the page shows "nothing found" rather than an error when search breaks.
        request.log.error({ err: error, text: request.query.text }, 'search results failed');
        return {
          text: request.query.text,
          listings: [],
          products: [],
          total: 0,
          page: 1,
          pageCount: 1,
          facets: { types: [], categories: [], inStock: 0 },
        };
      }
    },
  );
}
