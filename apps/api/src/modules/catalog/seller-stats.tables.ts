import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The trust figures a product page shows beside a seller's offers, kept current as deals finish. */
export const sellerStats = pgTable(
  'seller_stats',
  {
    sellerId: bigint('seller_id', { mode: 'number' }).primaryKey(),
    completedDeals: integer('completed_deals').notNull().default(0),
    refundedDeals: integer('refunded_deals').notNull().default(0),
    medianDeliveryMinutes: integer('median_delivery_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('seller_stats_counts_not_negative', sql`${table.completedDeals} >= 0 and ${table.refundedDeals} >= 0`),
  ],
);

/** Each finished deal once (keyed by order), so a retried call never counts a deal twice. */
export const sellerDeals = pgTable(
  'seller_deals',
  {
    orderId: text('order_id').primaryKey(),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    outcome: text('outcome').$type<'completed' | 'refunded'>().notNull(),
    deliveryMinutes: integer('delivery_minutes'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('seller_deals_seller_recorded_idx').on(table.sellerId, table.recordedAt),
    check('seller_deals_outcome_known', sql`${table.outcome} in ('completed', 'refunded')`),
    check('seller_deals_delivery_not_negative', sql`${table.deliveryMinutes} >= 0`),
  ],
);
