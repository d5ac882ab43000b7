import {
  CATALOG_SORTS,
  MINOR_UNITS_PER_MAJOR,
  PRODUCT_ATTRIBUTE_TAGS,
  PRODUCT_TYPES,
  REGION_GROUPS,
  SELLER_TIERS,
  type CatalogFilters,
  type CatalogSort,
  type ProductAttributeTag,
  type ProductType,
  type RegionGroup,
  type SellerTier,
} from '@lootmarket/domain';

/**
 * What a visitor chose on a listing page. It lives in the URL query so that a reload or a shared link
 * shows the same cards: `?type=gift_card_key,steam_top_up&tag=auto_delivery&price_from=500&sort=price_asc`.
 * Prices are whole roubles in the URL (people read and edit it), minor units in the API.
 */
export interface ListingState {
  sort: CatalogSort;
  types: ProductType[];
  tags: ProductAttributeTag[];
  regions: RegionGroup[];
  tiers: SellerTier[];
  /** Whole roubles. */
  priceFrom: number | null;
  priceTo: number | null;
  verifiedOnly: boolean;
  inStockOnly: boolean;
}

export const EMPTY_LISTING_STATE: ListingState = {
  sort: 'popular',
  types: [],
  tags: [],
  regions: [],
  tiers: [],
  priceFrom: null,
  priceTo: null,
  verifiedOnly: false,
  inStockOnly: false,
};

export const QUERY_KEYS = {
  sort: 'sort',
  types: 'type',
  tags: 'tag',
  regions: 'region',
  tiers: 'tier',
  priceFrom: 'price_from',
  priceTo: 'price_to',
  verifiedOnly: 'verified',
  inStockOnly: 'in_stock',
} as const;

const MAX_PRICE = 100_000_000;

/** Known values of a comma list, in the canonical order of `known`; unknown words are dropped. */
function readList<T extends string>(params: URLSearchParams, key: string, known: readonly T[]): T[] {
  const asked = new Set(
    params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim()),
  );
  return known.filter((value) => asked.has(value));
}

function readPrice(params: URLSearchParams, key: string): number | null {
  const text = params.get(key)?.trim();
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  return Math.min(Number(text), MAX_PRICE);
}

const readFlag = (params: URLSearchParams, key: string) => ['1', 'true'].includes(params.get(key) ?? '');

/** The state a URL query describes; anything it cannot understand is left out rather than refused. */
export function parseListingQuery(params: URLSearchParams): ListingState {
  const sort = params.get(QUERY_KEYS.sort);
  let priceFrom = readPrice(params, QUERY_KEYS.priceFrom);
  let priceTo = readPrice(params, QUERY_KEYS.priceTo);
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo) [priceFrom, priceTo] = [priceTo, priceFrom];
  return {
    sort: (CATALOG_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CatalogSort) : 'popular',
    types: readList(params, QUERY_KEYS.types, PRODUCT_TYPES),
    tags: readList(params, QUERY_KEYS.tags, PRODUCT_ATTRIBUTE_TAGS),
    regions: readList(params, QUERY_KEYS.regions, REGION_GROUPS),
    tiers: readList(params, QUERY_KEYS.tiers, SELLER_TIERS),
    priceFrom,
    priceTo,
    verifiedOnly: readFlag(params, QUERY_KEYS.verifiedOnly),
    inStockOnly: readFlag(params, QUERY_KEYS.inStockOnly),
  };
}

/** The shortest query for a state: defaults are left out, so the bare listing URL is the default view. */
export function listingQueryString(state: ListingState): string {
  const params = new URLSearchParams();
  const list = (key: string, values: readonly string[]) => {
    if (values.length > 0) params.set(key, values.join(','));
  };
  list(QUERY_KEYS.types, state.types);
  list(QUERY_KEYS.tags, state.tags);
  list(QUERY_KEYS.regions, state.regions);
  list(QUERY_KEYS.tiers, state.tiers);
  if (state.priceFrom !== null) params.set(QUERY_KEYS.priceFrom, String(state.priceFrom));
  if (state.priceTo !== null) params.set(QUERY_KEYS.priceTo, String(state.priceTo));
  if (state.verifiedOnly) params.set(QUERY_KEYS.verifiedOnly, '1');
  if (state.inStockOnly) params.set(QUERY_KEYS.inStockOnly, '1');
  if (state.sort !== 'popular') params.set(QUERY_KEYS.sort, state.sort);
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `?${query}` : '';
}

/** The API filters of a state on one listing. */
export function toCatalogFilters(slug: string, state: ListingState): CatalogFilters {
  const minor = (roubles: number | null) => (roubles === null ? undefined : roubles * MINOR_UNITS_PER_MAJOR);
  const filters: CatalogFilters = { listing: slug, currency: 'rub' };
  if (state.types.length > 0) filters.productTypes = state.types;
  if (state.tags.length > 0) filters.tags = state.tags;
  if (state.regions.length > 0) filters.regionGroups = state.regions;
  if (state.tiers.length > 0) filters.sellerTiers = state.tiers;
  if (state.priceFrom !== null) filters.priceMin = minor(state.priceFrom);
  if (state.priceTo !== null) filters.priceMax = minor(state.priceTo);
  if (state.verifiedOnly) filters.verifiedOnly = true;
  if (state.inStockOnly) filters.inStockOnly = true;
  return filters;
}

/** How many filters (not the sort) are on: the number on the mobile «Фильтры» button. */
export function activeFilterCount(state: ListingState): number {
  return (
    state.types.length +
    state.tags.length +
    state.regions.length +
    state.tiers.length +
    (state.priceFrom !== null || state.priceTo !== null ? 1 : 0) +
    (state.verifiedOnly ? 1 : 0) +
    (state.inStockOnly ? 1 : 0)
  );
}

/** Adds or removes one value of a list filter. */
export function toggled<T extends string>(values: readonly T[], value: T, known: readonly T[]): T[] {
  const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
  return known.filter((item) => next.includes(item));
}
