import {
  buyerInputKindSchema,
  deliveryKindSchema,
  productAttributeTagSchema,
  productBadgeSchema,
  productTypeSchema,
  regionGroupSchema,
  sellerTierSchema,
} from '../catalog';
import { PAGE_LAYOUTS } from '../layouts';
import { moneySchema } from '../money';
import { searchProductCardSchema } from './search-results';
import { scheduleNowSchema } from './seller-schedule';
import { z } from 'zod';

const listingSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string().nullable(),
  accentColor: z.string(),
  popularity: z.number().int(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingWithChildrenSchema = listingSchema.extend({ children: z.array(listingSchema) });
export type ListingWithChildren = z.infer<typeof listingWithChildrenSchema>;

export const mainTopMenuResponseSchema = z.object({ items: z.array(listingSchema) });

const listingRefSchema = z.object({ id: z.uuid(), slug: z.string(), title: z.string(), image: z.string().nullable() });

/** A seller's offer as buyers compare them on a product page. */
const productOfferSchema = z.object({
  id: z.uuid(),
  price: moneySchema,
  /** Null when the seller delivers by hand and never runs out. */
  stock: z.number().int().nullable(),
  inStock: z.boolean(),
  deliveryMinutes: z.number().int(),
  seller: z.object({ id: z.string(), tier: sellerTierSchema, verified: z.boolean() }),
  /** What the seller wrote in the offer wizard; offers listed before it have none. */
  title: z.string().optional(),
  description: z.string().optional(),
  imageUrls: z.array(z.string()).optional(),
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

/** How much buyers can trust a seller, from the seller's finished deals. */
const sellerTrustSchema = z.object({
  completedDeals: z.number().int().nonnegative(),
  /** Refunded deals per 10 000 finished ones (basis points). */
  refundShareBp: z.number().int().min(0).max(10_000),
  /** Null until the seller has delivered something. */
  medianDeliveryMinutes: z.number().int().nonnegative().nullable(),
});
export type SellerTrust = z.infer<typeof sellerTrustSchema>;

/** How buyers rated a seller in reviews: the average of their stars (one decimal; null without reviews) and how many. */
export const sellerRatingSchema = z.object({
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().nonnegative(),
});
export type SellerRating = z.infer<typeof sellerRatingSchema>;

/** A seller as a product page shows them beside an offer. */
const offerSellerSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  avatarLetters: z.string(),
  avatarColor: z.string(),
  tier: sellerTierSchema,
  verified: z.boolean(),
  trust: sellerTrustSchema,
  rating: sellerRatingSchema,
  /** Whether the seller takes manual orders now (decision 024); absent: around the clock. */
  now: scheduleNowSchema.optional(),
});
export type OfferSeller = z.infer<typeof offerSellerSchema>;

const productPageOfferSchema = productOfferSchema.extend({ seller: offerSellerSchema });
export type ProductPageOffer = z.infer<typeof productPageOfferSchema>;

const productBadgeItemSchema = z.object({ badge: productBadgeSchema, label: z.string() });

const regionAvailabilitySchema = z.object({
  groups: z.array(z.object({ group: regionGroupSchema, label: z.string() })),
  availableInRussia: z.boolean(),
});

export const productSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** Site-relative path of the generated cover. */
  cover: z.string(),
  productType: productTypeSchema,
  layout: z.enum(PAGE_LAYOUTS),
  deliveryKind: deliveryKindSchema,
  attributeTags: z.array(productAttributeTagSchema),
  badges: z.array(productBadgeItemSchema),
  regionGroups: z.array(regionGroupSchema),
  regionAvailability: regionAvailabilitySchema,
  buyerInputKinds: z.array(buyerInputKindSchema),
  popularity: z.number().int(),
  listing: listingRefSchema.extend({ parent: listingRefSchema.nullable() }),
  /** Active offers: in stock first, then by price raised by the seller's standing (decision 025); sold-out ones last. */
  offers: z.array(productPageOfferSchema),
  /** Other packs, denominations or periods of the same kind in the same listing (this product included), cheapest first. */
  variants: z.array(z.object({ slug: z.string(), title: z.string(), minPrice: moneySchema.nullable() })),
  /** For a game's add-on (layout `game-dlc`): the base game it needs, when the catalog sells it (decision 028). */
  baseGame: searchProductCardSchema.nullable(),
  /** Add-ons of the same game, most popular first: a game's own, or for an add-on the others (itself left out). */
  addOns: z.array(searchProductCardSchema),
});
export type Product = z.infer<typeof productSchema>;

/** What a checkout or a cart line needs to know about one offer. */
export const offerShortInfoSchema = productOfferSchema.extend({
  isActive: z.boolean(),
  product: z.object({ id: z.uuid(), slug: z.string(), title: z.string(), productType: productTypeSchema }),
});
export type OfferShortInfo = z.infer<typeof offerShortInfoSchema>;

const buyerInputOptionSchema = z.object({ value: z.string(), label: z.string() });

/** One thing the buyer must type or choose before paying, with the words the form shows. */
const productInputSchema = z.object({
  kind: buyerInputKindSchema,
  label: z.string(),
  placeholder: z.string(),
  hint: z.string().nullable(),
  required: z.boolean(),
  control: z.enum(['text', 'email', 'password', 'url', 'digits', 'select']),
  options: z.array(buyerInputOptionSchema).nullable(),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productInputsResponseSchema = z.object({ productId: z.uuid(), inputs: z.array(productInputSchema) });
export type ProductInputsResponse = z.infer<typeof productInputsResponseSchema>;
