import { SEARCH, searchResponseSchema, type SearchResponse } from '@lootmarket/domain';
import { createContext, useContext } from 'react';

/** Asks the search engine for suggestions; empty text answers the default suggestions. */
export type SearchSuggestionsFn = (text: string) => Promise<SearchResponse>;

export const SEARCH_ENDPOINT = '/api/gw/public/v1/search';

/** The panel's call: the spec's limits of 10 listings and 10 offers. */
export const fetchSuggestions: SearchSuggestionsFn = async (text) => {
  const params = new URLSearchParams({ text, listings_limit: String(SEARCH.listingsLimit), offers_limit: String(SEARCH.offersLimit) });
  const response = await fetch(`${SEARCH_ENDPOINT}?${params}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return searchResponseSchema.parse(await response.json());
};

/** Lets component tests answer searches themselves, in their own time. */
export const SearchClientContext = createContext<SearchSuggestionsFn>(fetchSuggestions);

export const useSearchClient = () => useContext(SearchClientContext);
