import type { SellerTier } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables';

/**
 * One review per order, by its buyer, with the seller's one answer. The buyer's public name and the
 * product are copied when it is written, as the order copies them. A review of an order refunded later
 * is removed (FunPay's rule) but kept, with `removed_at`, for support. Reviews without an order were
 * carried over from elsewhere (the demo shops' history).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .unique('reviews_order_id_unique')
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    authorUserId: bigint('author_user_id', { mode: 'number' }),
    authorName: text('author_name').notNull(),
    authorAvatarLetters: text('author_avatar_letters').notNull(),
    authorAvatarColor: text('author_avatar_color').notNull(),
    productTitle: text('product_title').notNull(),
    productSlug: text('product_slug'),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    answerText: text('answer_text'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    // Hidden by a moderator (decision 043): off every page and rating; its author sees why.
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: bigint('hidden_by', { mode: 'number' }),
  },
  (table) => [
    index('reviews_seller_created_idx')
      .on(table.sellerId, table.createdAt)
      .where(sql`${table.removedAt} is null`),
    index('reviews_author_created_idx')
      .on(table.authorUserId, table.createdAt)
      .where(sql`${table.removedAt} is null`),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_hidden_with_reason', sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null)`),
    check('reviews_answer_dated', sql`(${table.answerText} is null) = (${table.answeredAt} is null)`),
  ],
);

/**
 * A seller's earned tier with the figures it was judged by (decision 025), and the verified flag support
 * sets with a reason. The offers module carries tier and flag on each offer for the catalog's filters.
 */
export const sellerReputation = pgTable(
  'seller_reputation',
  {
    sellerId: bigint('seller_id', { mode: 'number' }).primaryKey(),
    tier: text('tier').$type<SellerTier>().notNull(),
    verified: boolean('verified').notNull().default(false),
    verifiedReason: text('verified_reason'),
    verifiedBy: bigint('verified_by', { mode: 'number' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    completedDeals: integer('completed_deals').notNull().default(0),
    refundedDeals: integer('refunded_deals').notNull().default(0),
    disputes: integer('disputes').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** The smoothed rating in hundredths (465 = 4.65). */
    ratingCenti: integer('rating_centi').notNull(),
    refundBp: integer('refund_bp').notNull().default(0),
    disputeBp: integer('dispute_bp').notNull().default(0),
    ageDays: integer('age_days').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [check('seller_reputation_tier_known', sql`${table.tier} in ('gold', 'silver', 'bronze')`)],
);
