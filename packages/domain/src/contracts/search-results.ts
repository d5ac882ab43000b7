import { z } from 'zod';
import { productTypeSchema, type ProductType } from '../catalog';
import { moneySchema } from '../money';
import { searchListingSchema } from '../search';

/** Products on one page of /search. */
export const SEARCH_RESULTS_PAGE_SIZE = 24;
/** The most products one search ranks for the results page; beyond it relevance is noise. */
export const SEARCH_RESULTS_MAX_PRODUCTS = 96;

/** How a product type reads on a results card and in the filter. */
export const PRODUCT_TYPE_TITLES: Record<ProductType, string> = {
  game_dlc_gift: 'Гифты игр и DLC',
  game_dlc_key: 'Ключи игр и DLC',
  game_points_key: 'Коды игровой валюты',
  steam_top_up: 'Пополнение Steam',
  mobile_top_up: 'Пополнение в игре',
  gift_card_key: 'Подарочные карты',
  subscription_key: 'Ключи подписок',
  game_points_manual: 'Игровая валюта',
  subscription_manual: 'Подписки',
  exchange_rate_manual: 'Валюта по курсу',
  exchange_rate: 'Обмен по курсу',
  rmt: 'Аккаунты и предметы',
};

const inStockFlag = z
  .enum(['1', 'true', '0', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** `GET search/results`: the query of /search with its filters, as they sit in the page's URL. */
export const searchResultsQuerySchema = z.object({
  text: z.string().trim().max(200).default(''),
  type: productTypeSchema.optional(),
  /** The game or service (top-level listing slug) the products belong to. */
  category: z
    .string()
    .trim()
    .max(200)
    .regex(/^[a-z0-9/-]*$/)
    .optional(),
  in_stock: inStockFlag,
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type SearchResultsQuery = z.infer<typeof searchResultsQuerySchema>;

/** A product as a results card (and an add-on card of a product page): what it is, where it belongs and its best price. */
export const searchProductCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  productType: productTypeSchema,
  listing: z.object({ slug: z.string(), title: z.string(), accentColor: z.string() }),
  /** The cheapest active offer, preferring those in stock; null when nobody sells it now. */
  price: moneySchema.nullable(),
  offersCount: z.number().int(),
  inStock: z.boolean(),
});
export type SearchProductCard = z.infer<typeof searchProductCardSchema>;

const facetSchema = z.object({ value: z.string(), title: z.string(), count: z.number().int() });
export type SearchFacet = z.infer<typeof facetSchema>;

export const searchResultsResponseSchema = z.object({
  text: z.string(),
  listings: z.array(searchListingSchema),
  products: z.array(searchProductCardSchema),
  /** Products matching the text and every filter, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  facets: z.object({
    /** Product types among the matches (under the other filters), with counts. */
    types: z.array(facetSchema),
    /** Games and services among the matches (under the other filters), with counts. */
    categories: z.array(facetSchema),
    /** Matches in stock (under the type and category filters). */
    inStock: z.number().int(),
  }),
});
export type SearchResultsResponse = z.infer<typeof searchResultsResponseSchema>;
