import { z } from 'zod';
import {
  catalogFiltersSchema,
  catalogOffersRequestSchema,
  catalogOffersResponseSchema,
  catalogParamsResponseSchema,
  listingTabsResponseSchema,
  routeRedirectSchema,
} from '../contracts/catalog-browse';
import {
  listingWithChildrenSchema,
  mainTopMenuResponseSchema,
  productInputsResponseSchema,
  productSchema,
} from '../contracts/catalog';
import { defineEndpoint, PUBLIC_API } from './define';

const slugQuery = z.object({ slug: z.string().min(1).max(200) });
const productParams = z.object({ uuidSlug: z.string().min(1).max(200) });

/** Listings, their cards and facets, products, and the addresses they moved from. */
export const catalogEndpoints = {
  mainTopMenu: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/listings/main-top-menu`,
    response: mainTopMenuResponseSchema,
  }),
  listing: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/listing`,
    query: slugQuery,
    response: listingWithChildrenSchema,
  }),
  listingTabs: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/listings/listing-tabs`,
    query: slugQuery,
    response: listingTabsResponseSchema,
  }),
  offers: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/catalog/offers`,
    body: catalogOffersRequestSchema,
    response: catalogOffersResponseSchema,
  }),
  facets: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/catalog/params`,
    body: catalogFiltersSchema,
    response: catalogParamsResponseSchema,
  }),
  product: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/product/:uuidSlug`,
    params: productParams,
    response: productSchema,
  }),
  productInputs: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/product/inputs/:uuidSlug`,
    params: productParams,
    response: productInputsResponseSchema,
  }),
  routeRedirect: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/route-redirect`,
    query: z.object({ path: z.string().min(1).max(500) }),
    response: routeRedirectSchema,
  }),
};
