import { z } from 'zod';
import { productTypeSchema, sellerTierSchema } from '../catalog';
import { moneySchema } from '../money';
import { sellerRatingSchema } from './catalog';
import { scheduleNowSchema } from './seller-schedule';

/** `GET seller/{seller_id}` (public): a shop as buyers see it. */
export const storefrontQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(48),
  offset: z.coerce.number().int().min(0).default(0),
});

const storefrontOfferSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  product: z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    productType: productTypeSchema,
    cover: z.string(),
  }),
  price: moneySchema,
  stock: z.number().int().nullable(),
  inStock: z.boolean(),
  deliveryMinutes: z.number().int(),
});
export type StorefrontOffer = z.infer<typeof storefrontOfferSchema>;

export const storefrontResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  avatarLetters: z.string(),
  avatarColor: z.string(),
  tier: sellerTierSchema,
  verified: z.boolean(),
  completedDeals: z.number().int(),
  /** Refunded deals per 10 000 finished ones. */
  refundShareBp: z.number().int().min(0).max(10_000),
  medianDeliveryMinutes: z.number().int().nullable(),
  rating: sellerRatingSchema,
  memberSince: z.iso.datetime(),
  /** Whether manual offers are taken now (the seller's schedule). */
  now: scheduleNowSchema,
  activeOffers: z.number().int(),
  offers: z.array(storefrontOfferSchema),
});
export type Storefront = z.infer<typeof storefrontResponseSchema>;
