import { z } from 'zod';
import {
  PRODUCT_ATTRIBUTE_TAGS,
  PRODUCT_TYPES,
  REGION_GROUPS,
  SELLER_TIERS,
  productAttributeTagSchema,
  productBadgeSchema,
  productTypeSchema,
  regionGroupSchema,
  sellerTierSchema,
} from '../catalog';
import { currencyCodeSchema } from '../currencies';
import { moneySchema } from '../money';

/** Orders of a listing page; `popular` is the default. */
export const CATALOG_SORTS = ['popular', 'price_asc', 'price_desc', 'fastest', 'newest'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
const catalogSortSchema = z.enum(CATALOG_SORTS);

const CATALOG_PAGE_SIZE = { default: 24, max: 48 } as const;

const slugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
const minorSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** What narrows the cards of a listing page; every field is optional and empty lists mean "any". */
export const catalogFiltersSchema = z.object({
  /** A listing slug; its child categories are included. Without it the whole catalog is browsed. */
  listing: slugSchema.optional(),
  productTypes: z.array(productTypeSchema).max(PRODUCT_TYPES.length).optional(),
  /** Inclusive bounds of the best price, in minor units of `currency`. */
  priceMin: minorSchema.optional(),
  priceMax: minorSchema.optional(),
  /** Only offers in this currency count (no conversion rates yet); rub by default. */
  currency: currencyCodeSchema.default('rub'),
  /** Products carrying every one of these tags. */
  tags: z.array(productAttributeTagSchema).max(PRODUCT_ATTRIBUTE_TAGS.length).optional(),
  /** Products available in any of these region groups. */
  regionGroups: z.array(regionGroupSchema).max(REGION_GROUPS.length).optional(),
  /** Offers of sellers of any of these tiers. */
  sellerTiers: z.array(sellerTierSchema).max(SELLER_TIERS.length).optional(),
  verifiedOnly: z.boolean().optional(),
  inStockOnly: z.boolean().optional(),
});
export type CatalogFilters = z.input<typeof catalogFiltersSchema>;
export type ParsedCatalogFilters = z.output<typeof catalogFiltersSchema>;

export const catalogOffersRequestSchema = catalogFiltersSchema.extend({
  sort: catalogSortSchema.default('popular'),
  /** The opaque `nextCursor` of the previous page. */
  cursor: z.string().max(500).optional(),
  limit: z.number().int().min(1).max(CATALOG_PAGE_SIZE.max).default(CATALOG_PAGE_SIZE.default),
});
export type CatalogOffersRequest = z.input<typeof catalogOffersRequestSchema>;
export type ParsedCatalogOffersRequest = z.output<typeof catalogOffersRequestSchema>;

/**
 * One card of a listing page: a product with the best of its offers that pass the filters (the cheapest
 * in stock, else the cheapest), as category pages of ggsel and Playerok show products rather than offers.
 */
export const catalogCardSchema = z.object({
  productId: z.uuid(),
  slug: z.string(),
  title: z.string(),
  productType: productTypeSchema,
  cover: z.string(),
  listing: z.object({ slug: z.string(), title: z.string() }),
  price: moneySchema,
  /** Offers of the product that pass the filters. */
  offersCount: z.number().int(),
  /** The fastest delivery among those offers, minutes. */
  deliveryMinutes: z.number().int(),
  badges: z.array(productBadgeSchema),
  seller: z.object({ tier: sellerTierSchema, verified: z.boolean() }),
  inStock: z.boolean(),
});
export type CatalogCard = z.infer<typeof catalogCardSchema>;

export const catalogOffersResponseSchema = z.object({
  items: z.array(catalogCardSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CatalogOffersResponse = z.infer<typeof catalogOffersResponseSchema>;

const facetCount = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int() });

/**
 * Filter facets for the current filter state. A facet's counts apply every other active filter but not
 * its own choices (choosing another product type widens, it does not narrow); tags are all-of, so their
 * counts apply the chosen tags too.
 */
export const catalogParamsResponseSchema = z.object({
  total: z.number().int(),
  productTypes: z.array(facetCount(productTypeSchema)),
  tags: z.array(facetCount(productAttributeTagSchema)),
  regionGroups: z.array(facetCount(regionGroupSchema)),
  sellerTiers: z.array(facetCount(sellerTierSchema)),
  verifiedOnly: z.number().int(),
  inStockOnly: z.number().int(),
  /** Cheapest and dearest matching offer without the price bounds; null when nothing matches. */
  price: z.object({ min: z.number().int(), max: z.number().int(), currency: currencyCodeSchema }).nullable(),
});
export type CatalogParamsResponse = z.infer<typeof catalogParamsResponseSchema>;

/** Spec §3 Tab item. */
const tabItemSchema = z.object({
  value: z.string(),
  label: z.string(),
  disabled: z.boolean(),
  href: z.string(),
  icon: z.string().nullable(),
  counter: z.number().int(),
});

export const listingTabsResponseSchema = z.object({
  /** The value of the tab of the asked listing. */
  active: z.string(),
  items: z.array(tabItemSchema),
});
export type ListingTabsResponse = z.infer<typeof listingTabsResponseSchema>;

export const routeRedirectSchema = z.object({ from: z.string(), to: z.string(), status: z.literal(301) });
export type RouteRedirect = z.infer<typeof routeRedirectSchema>;
