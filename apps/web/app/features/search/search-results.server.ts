import { searchResultsResponseSchema, type SearchResultsResponse } from '@lootmarket/domain';
import { readResultsParams, type ResultsParams } from './results-params';

const EMPTY: Omit<SearchResultsResponse, 'text'> = {
  listings: [],
  products: [],
  total: 0,
  page: 1,
  pageCount: 1,
  facets: { types: [], categories: [], inStock: 0 },
};

/** The /search page's results for its URL; a failing search is logged and reads as nothing found. */
export async function loadSearchResults(
  apiFetch: (path: string) => Promise<Response>,
  url: URL,
): Promise<{ params: ResultsParams; results: SearchResultsResponse }> {
  const params = readResultsParams(url.searchParams);
  if (!params.q) return { params, results: { text: '', ...EMPTY } };
  const query = new URLSearchParams({ text: params.q, page: String(params.page) });
  if (params.type) query.set('type', params.type);
  if (params.category) query.set('category', params.category);
  if (params.inStock) query.set('in_stock', '1');
  try {
    const response = await apiFetch(`/api/gw/public/v1/search/results?${query}`);
    if (!response.ok) throw new Error(`search results answered ${response.status}`);
    return { params, results: searchResultsResponseSchema.parse(await response.json()) };
  } catch (error) {
    console.error('search results failed', { text: params.q, error });
    return { params, results: { text: params.q, ...EMPTY } };
  }
}
