import {
  PRODUCT_TYPE_TITLES,
  SEARCH_RESULTS_PAGE_SIZE,
  type SearchFacet,
  type SearchProductCard,
  type SearchResultsQuery,
  type SearchResultsResponse,
} from '@lootmarket/domain';

type Filters = Pick<SearchResultsQuery, 'type' | 'category' | 'in_stock'>;
type Filter = keyof Filters;

const passes = (card: SearchProductCard, filters: Filters, skip?: Filter) =>
  (skip === 'type' || !filters.type || card.productType === filters.type) &&
  (skip === 'category' || !filters.category || card.listing.slug === filters.category) &&
  (skip === 'in_stock' || !filters.in_stock || card.inStock);

/** Counts per key in first-seen order, which is relevance order since the cards come ranked. */
function countBy(
  cards: SearchProductCard[],
  key: (card: SearchProductCard) => { value: string; title: string },
): SearchFacet[] {
  const facets = new Map<string, SearchFacet>();
  for (const card of cards) {
    const { value, title } = key(card);
    const facet = facets.get(value) ?? { value, title, count: 0 };
    facet.count += 1;
    facets.set(value, facet);
  }
  return [...facets.values()];
}

/**
 * One page of ranked product cards under the filters, with facets. Each facet counts the matches under
 * every other filter but not its own, so picking another type widens instead of emptying the list.
 */
export function pageOfResults(
  ranked: SearchProductCard[],
  query: Pick<SearchResultsQuery, 'text' | 'page'> & Filters,
  listings: SearchResultsResponse['listings'],
): SearchResultsResponse {
  const matching = ranked.filter((card) => passes(card, query));
  const pageCount = Math.max(1, Math.ceil(matching.length / SEARCH_RESULTS_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const start = (page - 1) * SEARCH_RESULTS_PAGE_SIZE;
  return {
    text: query.text,
    listings,
    products: matching.slice(start, start + SEARCH_RESULTS_PAGE_SIZE),
    total: matching.length,
    page,
    pageCount,
    facets: {
      types: countBy(
        ranked.filter((card) => passes(card, query, 'type')),
        (card) => ({ value: card.productType, title: PRODUCT_TYPE_TITLES[card.productType] }),
      ),
      categories: countBy(
        ranked.filter((card) => passes(card, query, 'category')),
        (card) => ({ value: card.listing.slug, title: card.listing.title }),
      ),
      inStock: ranked.filter((card) => card.inStock && passes(card, query, 'in_stock')).length,
    },
  };
}
