import { z } from 'zod';
import { SEARCH } from './ui-constants';

/** `GET search` query: the text and how many of each kind to return. */
export const searchQuerySchema = z.object({
  text: z.string().trim(),
  listings_limit: z.coerce.number().int().min(1).max(SEARCH.listingsLimit).default(SEARCH.listingsLimit),
  offers_limit: z.coerce.number().int().min(1).max(SEARCH.offersLimit).default(SEARCH.offersLimit),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The most of each kind one search call may ask for; the panel asks for the defaults. */
export const SEARCH_LIMIT_MAX = 50;

/** `GET search` as the API accepts it: the panel's defaults, and larger pages for the results page. */
export const searchRequestSchema = searchQuerySchema.extend({
  text: z.string().trim().max(200).default(''),
  listings_limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH.listingsLimit),
  offers_limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH.offersLimit),
});

/** A child category of a found listing (currency, top-up, keys). */
export const searchCategorySchema = z.object({ title: z.string(), slug: z.string() });
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
export const searchOfferSchema = z.object({
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

/** What the search panel shows before anything is typed, and again once the text is cleared. */
export const DEFAULT_SEARCH_SUGGESTIONS: SearchResponse = {
  offers: [
    { title: 'Алмазы Mobile Legends', slug: 'mobile-legends-almazy' },
    { title: 'Подписка Xbox Game Pass', slug: 'xbox-game-pass' },
    { title: 'Пополнение PlayStation', slug: 'playstation-popolnenie' },
    { title: 'Кристаллы Genshin Impact', slug: 'genshin-impact-kristally' },
    { title: 'Robux для Roblox', slug: 'roblox-robux' },
  ],
  listings: [
    { title: 'Mobile Legends', image: null, slug: 'ru-ru/mobile-legends' },
    { title: 'PUBG Mobile', image: null, slug: 'ru-ru/pubg-mobile' },
    { title: 'Игры Steam', image: null, slug: 'ru-ru/steam/igry' },
    { title: 'Valorant', image: null, slug: 'ru-ru/valorant' },
    { title: 'Zenless Zone Zero', image: null, slug: 'ru-ru/zenless-zone-zero' },
  ],
};

/** The site path a listing slug navigates to: a slug without a leading slash gets one. */
export function listingPath(slug: string): string {
  return slug.startsWith('/') ? slug : `/${slug}`;
}
