import { SEARCH, type SearchResponse } from '@lootmarket/domain';
import { createContext, useContext } from 'react';

/** Asks the search engine for suggestions; empty text answers the default suggestions. */
export type SearchSuggestionsFn = (text: string) => Promise<SearchResponse>;

/** The panel's call: the spec's limits of 10 listings and 10 offers. The API client loads with the first search. */
export const fetchSuggestions: SearchSuggestionsFn = async (text) => {
  const [{ api }, { searchEndpoints }] = await Promise.all([
    import('#app/lib/api/browser'),
    import('@lootmarket/domain/endpoints/search'),
  ]);
  return api.call(searchEndpoints.suggestions, {
    query: { text, listings_limit: SEARCH.listingsLimit, offers_limit: SEARCH.offersLimit },
  });
};

/** Lets component tests answer searches themselves, in their own time. */
export const SearchClientContext = createContext<SearchSuggestionsFn>(fetchSuggestions);

export const useSearchClient = () => useContext(SearchClientContext);
