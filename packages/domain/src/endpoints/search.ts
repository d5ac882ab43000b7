import { searchResultsQuerySchema, searchResultsResponseSchema } from '../contracts/search-results';
import { searchRequestSchema, searchResponseSchema } from '../search';
import { defineEndpoint, PUBLIC_API } from './define';

/** The header's suggestions and the results page. */
export const searchEndpoints = {
  suggestions: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/search`,
    query: searchRequestSchema,
    response: searchResponseSchema,
  }),
  results: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/search/results`,
    query: searchResultsQuerySchema,
    response: searchResultsResponseSchema,
  }),
};
