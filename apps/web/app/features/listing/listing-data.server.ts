import {
  catalogOffersResponseSchema,
  catalogParamsResponseSchema,
  listingTabsResponseSchema,
  listingWithChildrenSchema,
  type CatalogFilters,
  type CatalogOffersResponse,
  type CatalogParamsResponse,
  type ListingTabsResponse,
  type ListingWithChildren,
} from '@lootmarket/domain';
import type { z } from 'zod';
import { findRouteRedirect } from '#app/lib/route-redirect.server';
import { parseListingQuery, toCatalogFilters, type ListingState } from './listing-query';

type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

const API = '/api/gw/public/v1';
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

export type ListingPageResult = ListingPageData | { kind: 'redirect'; to: string } | { kind: 'not-found' } | { kind: 'error' };

class NotFound extends Error {}

async function read<T extends z.ZodType>(response: Promise<Response>, schema: T): Promise<z.infer<T>> {
  const answer = await response;
  if (answer.status === 404) throw new NotFound();
  if (!answer.ok) throw new Error(`catalog answered ${answer.status}`);
  return schema.parse(await answer.json());
}

/**
 * Everything the first screen of a listing page needs, in parallel: the listing (and its game), tabs,
 * the first page of cards and the facets. Deeper pages are fetched by the browser («Показать ещё»).
 * An unknown slug is looked up among old paths before it becomes a 404.
 */
export async function loadListingPage(apiFetch: ApiFetch, slug: string, url: URL): Promise<ListingPageResult> {
  const notFound = async (): Promise<ListingPageResult> => {
    const to = await findRouteRedirect(apiFetch, url);
    return to ? { kind: 'redirect', to } : { kind: 'not-found' };
  };
  if (!SLUG.test(slug)) return notFound();
  const state = parseListingQuery(url.searchParams);
  const filters = toCatalogFilters(slug, state);
  const post = (path: string, body: unknown) =>
    apiFetch(`${API}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const parentSlug = slug.includes('/') ? slug.slice(0, slug.indexOf('/')) : null;
  try {
    const [listing, parent, tabs, page, facets] = await Promise.all([
      read(apiFetch(`${API}/listing?slug=${encodeURIComponent(slug)}`), listingWithChildrenSchema),
      parentSlug ? read(apiFetch(`${API}/listing?slug=${encodeURIComponent(parentSlug)}`), listingWithChildrenSchema) : null,
      read(apiFetch(`${API}/listings/listing-tabs?slug=${encodeURIComponent(slug)}`), listingTabsResponseSchema),
      read(post('catalog/offers', { ...filters, sort: state.sort }), catalogOffersResponseSchema),
      read(post('catalog/params', filters), catalogParamsResponseSchema),
    ]);
    return { kind: 'ok', slug, listing, parent, tabs, page, facets, state, filters };
  } catch (error) {
    if (error instanceof NotFound) return notFound();
    console.error('listing page unavailable', error);
    return { kind: 'error' };
  }
}
