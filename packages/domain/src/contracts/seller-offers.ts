import { z } from 'zod';
import { buyerInputKindSchema, productTypeSchema } from '../catalog';
import { PRODUCT_CATEGORIES } from '../catalog';
import { PAGE_LAYOUTS } from '../layouts';
import { moneySchema } from '../money';
import { MAX_PER_ORDER_CEILING, ORDER_LIMIT_MESSAGES } from '../order-limits';
import { pricingModeSchema, sellerOfferStatusSchema, stockModeSchema } from '../seller-offers';
import { productInputsResponseSchema } from './catalog';

const offerIdsSchema = z.array(z.uuid()).min(1).max(500);

/** `GET offer/list`: the seller's own offers with filters. */
export const sellerOfferListQuerySchema = z.object({
  status: sellerOfferStatusSchema.optional(),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  text: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type SellerOfferListQuery = z.infer<typeof sellerOfferListQuerySchema>;

/** A picture of an offer; `url` is where the browser loads it. */
export const offerImageSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type OfferImage = z.infer<typeof offerImageSchema>;

/** One of the seller's offers as their offer list shows it. */
export const sellerOfferSchema = z.object({
  id: z.uuid(),
  product: z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    productType: productTypeSchema,
    category: z.enum(PRODUCT_CATEGORIES),
    listingTitle: z.string(),
  }),
  /** The seller's own title, else the product's. */
  title: z.string(),
  description: z.string(),
  images: z.array(offerImageSchema),
  /** `moderation` while a moderator keeps it hidden; `hiddenReason` says why (decision 043). */
  status: sellerOfferStatusSchema,
  isActive: z.boolean(),
  hiddenReason: z.string().nullable(),
  /** What the buyer pays (per piece or per lot). */
  price: moneySchema,
  /** What the seller gets of it after the platform fee. */
  sellerNet: moneySchema,
  feeBasisPoints: z.number().int(),
  pricing: pricingModeSchema,
  lotSize: z.number().int(),
  stockMode: stockModeSchema,
  /** Keys are handed over automatically, so stock is uploaded keys; otherwise a quantity or unlimited. */
  autoDelivery: z.boolean(),
  /** Pieces available to buy; null when unlimited. */
  stock: z.number().int().nullable(),
  /** Completed and in-flight sales, in pieces. */
  sold: z.number().int(),
  /** The seller's cap on pieces per order; null: the marketplace's default (decision 020). */
  maxPerOrder: z.number().int().nullable(),
  /** What one order may take now: the seller's cap, or the default for the offer's kind. */
  effectiveMaxPerOrder: z.number().int(),
  deliveryMinutes: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type SellerOffer = z.infer<typeof sellerOfferSchema>;

export const sellerOfferListResponseSchema = z.object({
  items: z.array(sellerOfferSchema),
  total: z.number().int(),
  /** How many of the seller's offers each status filter holds, with the other filters applied. */
  counts: z.object({
    active: z.number().int(),
    paused: z.number().int(),
    out_of_stock: z.number().int(),
    moderation: z.number().int(),
  }),
});
export type SellerOfferList = z.infer<typeof sellerOfferListResponseSchema>;

/** `PATCH offer/change/price`: one offer or many, each to its own price in the offer's currency (minor units). */
export const offerPriceChangeRequestSchema = z.object({
  items: z
    .array(z.object({ offerId: z.uuid(), amount: z.number().int() }))
    .min(1)
    .max(500),
});
/** `PATCH offer/change/max-per-order`: the most one order may take of each offer; null returns to the default. */
export const offerMaxPerOrderChangeRequestSchema = z.object({
  items: z
    .array(
      z.object({
        offerId: z.uuid(),
        maxPerOrder: z
          .number()
          .int(ORDER_LIMIT_MESSAGES.maxPerOrderRange)
          .min(1, ORDER_LIMIT_MESSAGES.maxPerOrderRange)
          .max(MAX_PER_ORDER_CEILING, ORDER_LIMIT_MESSAGES.maxPerOrderRange)
          .nullable(),
      }),
    )
    .min(1)
    .max(500),
});
/** `POST offer/toggle-active`: pauses (`active: false`) or resumes offers, one or many. */
export const offerToggleRequestSchema = z.object({ offerIds: offerIdsSchema, active: z.boolean() });
/** The changed offers as the list shows them. */
export const sellerOfferBatchResponseSchema = z.object({ items: z.array(sellerOfferSchema) });

/** `POST offer/image` (form data, one image file): for a draft or for a published offer. */
export const offerImageUploadQuerySchema = z.union([z.object({ draftId: z.uuid() }), z.object({ offerId: z.uuid() })]);

/** `GET offer/page/{uuidSlug}`: everything the seller set on one offer, for its page and for editing it. */
export const sellerOfferPageSchema = sellerOfferSchema.extend({
  layout: z.enum(PAGE_LAYOUTS),
  buyerInputs: z.array(buyerInputKindSchema),
  rate: z.number().nullable(),
  /** Keys by state; zeros for offers without keys. */
  keys: z.object({ available: z.number().int(), reserved: z.number().int(), sold: z.number().int() }),
});
export type SellerOfferPage = z.infer<typeof sellerOfferPageSchema>;

/** `GET offer/seller/inputs/{uuidSlug}`: what the buyer must fill in for this offer. */
export const offerSellerInputsResponseSchema = z.object({
  offerId: z.uuid(),
  inputs: productInputsResponseSchema.shape.inputs,
});
