import type {
  CatalogFilters,
  CatalogOffersResponse,
  CatalogParamsResponse,
  ListingTabsResponse,
  ListingWithChildren,
} from '@lootmarket/domain';
import { catalogEndpoints } from '@lootmarket/domain/endpoints/catalog';
import { isApiError } from '#app/lib/api/api-error';
import type { ApiClient } from '#app/lib/api/client';
import { findRouteRedirect } from '#app/lib/route-redirect.server';
import { parseListingQuery, toCatalogFilters, type ListingState } from './listing-query';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

export interface ListingPageData {
  kind: 'ok';
  slug: string;
  listing: ListingWithChildren;
  /** The game a child category belongs to; null on a game or a category of its own. */
  parent: ListingWithChildren | null;
  tabs: ListingTabsResponse;
  page: CatalogOffersResponse;
  facets: CatalogParamsResponse;
  state: ListingState;
  filters: CatalogFilters;
}

export type ListingPageResult =
  ListingPageData | { kind: 'redirect'; to: string } | { kind: 'not-found' } | { kind: 'error' };

/**
 * Everything the first screen of a listing page needs, in parallel: the listing (and its game), tabs,
 * the first page of cards and the facets. Deeper pages are fetched by the browser («Показать ещё»).
 * An unknown slug is looked up among old paths before it becomes a 404.
 */
export async function loadListingPage(api: ApiClient, slug: string, url: URL): Promise<ListingPageResult> {
  const notFound = async (): Promise<ListingPageResult> => {
    const to = await findRouteRedirect(api, url);
    return to ? { kind: 'redirect', to } : { kind: 'not-found' };
  };
  if (!SLUG.test(slug)) return notFound();
  const state = parseListingQuery(url.searchParams);
  const filters = toCatalogFilters(slug, state);
  const parentSlug = slug.includes('/') ? slug.slice(0, slug.indexOf('/')) : null;
  try {
    const [listing, parent, tabs, page, facets] = await Promise.all([
      api.call(catalogEndpoints.listing, { query: { slug } }),
      parentSlug ? api.call(catalogEndpoints.listing, { query: { slug: parentSlug } }) : null,
      api.call(catalogEndpoints.listingTabs, { query: { slug } }),
      api.call(catalogEndpoints.offers, { body: { ...filters, sort: state.sort } }),
      api.call(catalogEndpoints.facets, { body: filters }),
    ]);
    return { kind: 'ok', slug, listing, parent, tabs, page, facets, state, filters };
  } catch (error) {
    if (isApiError(error, 404)) return notFound();
    console.error('listing page unavailable', error);
    return { kind: 'error' };
  }
}
