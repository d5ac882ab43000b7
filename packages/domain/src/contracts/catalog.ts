import { buyerInputKindSchema, deliveryKindSchema, productAttributeTagSchema, productTypeSchema, regionGroupSchema, sellerTierSchema } from '../catalog';
import { PAGE_LAYOUTS } from '../layouts';
import { moneySchema } from '../money';
import { z } from 'zod';

export const listingSchema = z.object({
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
export const productOfferSchema = z.object({
  id: z.uuid(),
  price: moneySchema,
  /** Null when the seller delivers by hand and never runs out. */
  stock: z.number().int().nullable(),
  inStock: z.boolean(),
  deliveryMinutes: z.number().int(),
  seller: z.object({ id: z.string(), tier: sellerTierSchema, verified: z.boolean() }),
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

export const productSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  productType: productTypeSchema,
  layout: z.enum(PAGE_LAYOUTS),
  deliveryKind: deliveryKindSchema,
  attributeTags: z.array(productAttributeTagSchema),
  regionGroups: z.array(regionGroupSchema),
  buyerInputKinds: z.array(buyerInputKindSchema),
  popularity: z.number().int(),
  listing: listingRefSchema.extend({ parent: listingRefSchema.nullable() }),
  /** Active offers, cheapest first. */
  offers: z.array(productOfferSchema),
});
export type Product = z.infer<typeof productSchema>;

/** What a checkout or a cart line needs to know about one offer. */
export const offerShortInfoSchema = productOfferSchema.extend({
  isActive: z.boolean(),
  product: z.object({ id: z.uuid(), slug: z.string(), title: z.string(), productType: productTypeSchema }),
});
export type OfferShortInfo = z.infer<typeof offerShortInfoSchema>;
