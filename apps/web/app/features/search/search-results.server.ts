import type { SearchListing, SearchResultsResponse } from '@lootmarket/domain';
import { searchEndpoints } from '@lootmarket/domain/endpoints/search';
import type { ApiClient } from '#app/lib/api/client';
import { readResultsParams, type ResultsParams } from './results-params';

const EMPTY: Omit<SearchResultsResponse, 'text'> = {
  listings: [],
  products: [],
  total: 0,
  page: 1,
  pageCount: 1,
  facets: { types: [], categories: [], inStock: 0 },
};

export interface SearchResultsPageData {
  params: ResultsParams;
  results: SearchResultsResponse;
  /** False when the search failed and the page shows nothing found in its place: such a page is not kept. */
  answered: boolean;
  /** When nothing matched: the popular categories offered as a way out of the empty state. */
  popular: SearchListing[];
}

const foundNothing = (results: SearchResultsResponse) => results.total === 0 && results.listings.length === 0;

/** The default suggestions' categories (spec: Mobile Legends, PUBG Mobile, Steam games…); none when that fails too. */
async function popularListings(api: ApiClient): Promise<SearchListing[]> {
  try {
    return (await api.call(searchEndpoints.suggestions, { query: { text: '' } })).listings;
  } catch (error) {
    console.error('popular categories failed', { error });
    return [];
  }
}

/** The /search page's results for its URL; a failing search is logged and reads as nothing found. */
export async function loadSearchResults(api: ApiClient, url: URL): Promise<SearchResultsPageData> {
  const params = readResultsParams(url.searchParams);
  if (!params.q) return { params, results: { text: '', ...EMPTY }, answered: true, popular: [] };
  const query = {
    text: params.q,
    page: params.page,
    ...(params.type ? { type: params.type } : {}),
    ...(params.category ? { category: params.category } : {}),
    ...(params.inStock ? { in_stock: '1' as const } : {}),
  };
  let results: SearchResultsResponse;
  try {
    results = await api.call(searchEndpoints.results, { query });
  } catch (error) {
    console.error('search results failed', { text: params.q, error });
    return { params, results: { text: params.q, ...EMPTY }, answered: false, popular: await popularListings(api) };
  }
  return { params, results, answered: true, popular: foundNothing(results) ? await popularListings(api) : [] };
}
