import { productTypeSchema, type ProductType } from '@lootmarket/domain';

/** What the /search URL holds: the query and the filters, so a reload or a shared link shows the same. */
export interface ResultsParams {
  q: string;
  type: ProductType | null;
  category: string | null;
  inStock: boolean;
  page: number;
}

const CATEGORY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Reads the URL leniently: a broken filter is dropped rather than turned into an error page. */
export function readResultsParams(search: URLSearchParams): ResultsParams {
  const type = productTypeSchema.safeParse(search.get('type'));
  const category = search.get('category') ?? '';
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    q: (search.get('q') ?? '').trim().slice(0, 200),
    type: type.success ? type.data : null,
    category: CATEGORY.test(category) ? category : null,
    inStock: search.get('in_stock') === '1',
    page: Number.isFinite(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The /search address for the given params; changing a filter goes back to the first page. */
export function resultsHref(params: ResultsParams, change: Partial<ResultsParams> = {}): string {
  const next = { ...params, page: 1, ...change };
  const query = new URLSearchParams({ q: next.q });
  if (next.type) query.set('type', next.type);
  if (next.category) query.set('category', next.category);
  if (next.inStock) query.set('in_stock', '1');
  if (next.page > 1) query.set('page', String(next.page));
  return `/search?${query}`;
}

export const hasFilters = (params: ResultsParams) => Boolean(params.type || params.category || params.inStock);
