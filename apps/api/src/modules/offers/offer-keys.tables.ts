import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Auto-delivery keys (and gift links) of an offer, encrypted at rest with AES-256-GCM. A key moves
 * available → reserved (by one order, at checkout) → sold (once that order is paid), or back to
 * available when the order is not paid; the conditional updates make sure no key is ever sold twice.
 */
export const offerKeys = pgTable(
  'offer_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id').notNull(),
    /** base64url of iv (12 bytes) ‖ auth tag (16 bytes) ‖ ciphertext. */
    secret: text('secret').notNull(),
    status: text('status', { enum: ['available', 'reserved', 'sold'] })
      .notNull()
      .default('available'),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reservedAt: timestamp('reserved_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('offer_keys_available_idx')
      .on(table.offerId, table.createdAt)
      .where(sql`${table.status} = 'available'`),
    index('offer_keys_order_idx').on(table.orderId),
    /** Whether an offer sells keys at all (any status), asked at every checkout: without it, a scan of all keys ever sold. */
    index('offer_keys_offer_idx').on(table.offerId),
    check('offer_keys_order_iff_taken', sql`(${table.status} = 'available') = (${table.orderId} is null)`),
  ],
);
