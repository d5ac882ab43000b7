import { z } from 'zod';
import { SEARCH } from './ui-constants';

/** `GET search` query: the text and how many of each kind to return. */
export const searchQuerySchema = z.object({
  text: z.string().trim(),
  listings_limit: z.coerce.number().int().min(1).max(SEARCH.listingsLimit).default(SEARCH.listingsLimit),
  offers_limit: z.coerce.number().int().min(1).max(SEARCH.offersLimit).default(SEARCH.offersLimit),
});

/** The most of each kind one search call may ask for; the panel asks for the defaults. */
const SEARCH_LIMIT_MAX = 50;

/** `GET search` as the API accepts it: the panel's defaults, and larger pages for the results page. */
export const searchRequestSchema = searchQuerySchema.extend({
  text: z.string().trim().max(200).default(''),
  listings_limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH.listingsLimit),
  offers_limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH.offersLimit),
});

/** A child category of a found listing (currency, top-up, keys). */
const searchCategorySchema = z.object({ title: z.string(), slug: z.string() });
export type SearchCategory = z.infer<typeof searchCategorySchema>;

/** A listing (game or service page) found by search; shown under 'Категории'. */
export const searchListingSchema = z.object({
  title: z.string(),
  image: z.string().nullable(),
  slug: z.string(),
  categories: z.array(searchCategorySchema).optional(),
});
export type SearchListing = z.infer<typeof searchListingSchema>;

/** An offer found by search; suggestions also carry a slug to search for. */
const searchOfferSchema = z.object({
  title: z.string(),
  slug: z.string().optional(),
  /** The game or service the product belongs to. */
  listingTitle: z.string().optional(),
});
export type SearchOffer = z.infer<typeof searchOfferSchema>;

export const searchResponseSchema = z.object({
  listings: z.array(searchListingSchema).default([]),
  offers: z.array(searchOfferSchema).default([]),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

// Plain values apart from the schemas, so the search panel does not load zod for them.
