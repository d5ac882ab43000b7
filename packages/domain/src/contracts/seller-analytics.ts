import { z } from 'zod';
import { currencyCodeSchema } from '../currencies';
import { moneySchema } from '../money';
import { OFFER_TEXT_LIMITS } from '../seller-offers';

/** How the shop's analytics groups sales (spec: categories/brands vs products/offers) and what it counts. */
export const SELLER_STATS_GROUPS = ['categories', 'brands', 'products', 'offers'] as const;
export const SELLER_STATS_METRICS = ['earned', 'sold'] as const;

/**
 * `GET order/seller/stats`: completed sales in [from, to) (ISO dates, the seller's days in UTC), default the
 * last 30 days. `earned` sums the net after the platform fee; `sold` counts pieces.
 */
export const sellerStatsQuerySchema = z.object({
  group: z.enum(SELLER_STATS_GROUPS).default('categories'),
  metric: z.enum(SELLER_STATS_METRICS).default('earned'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  currency: currencyCodeSchema.default('rub'),
});
export type SellerStatsQuery = z.infer<typeof sellerStatsQuerySchema>;

const statsTotalsSchema = z.object({
  orders: z.number().int(),
  sold: z.number().int(),
  gross: moneySchema,
  fees: moneySchema,
  net: moneySchema,
  refunded: z.number().int(),
});

/** The order counts per seller status (the orders page's strip) and the analytics of the period. */
export const sellerStatsResponseSchema = z.object({
  counts: z.object({
    IN_PROGRESS: z.number().int(),
    DELIVERED: z.number().int(),
    COMPLETED: z.number().int(),
    CANCELLED: z.number().int(),
  }),
  period: z.object({ from: z.iso.date(), to: z.iso.date() }),
  totals: statsTotalsSchema,
  /** One point per day of the period: the chosen metric (minor units for `earned`, pieces for `sold`). */
  series: z.array(z.object({ date: z.iso.date(), value: z.number().int() })),
  rows: z.array(statsTotalsSchema.omit({ refunded: true }).extend({ key: z.string(), label: z.string() })),
});
export type SellerStats = z.infer<typeof sellerStatsResponseSchema>;

/** `POST order/seller/refuse`: the seller refuses an order before delivering it; the buyer reads the reason. */
export const sellerRefuseRequestSchema = z.object({
  id: z.uuid(),
  reason: z
    .string()
    .trim()
    .min(OFFER_TEXT_LIMITS.refusalReasonMin, { error: `Не короче ${OFFER_TEXT_LIMITS.refusalReasonMin} символов` })
    .max(OFFER_TEXT_LIMITS.refusalReasonMax),
});
export type SellerRefuseRequest = z.infer<typeof sellerRefuseRequestSchema>;
