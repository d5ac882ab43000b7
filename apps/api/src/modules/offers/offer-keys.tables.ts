import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Keyed hashes (HMAC-SHA-256 with a server secret) of each delivered key, whole and by segment, so staff
 * find an order by a fragment of its key without any key's text being searched or stored again (decision 042).
 */
export const offerKeyFingerprints = pgTable(
  'offer_key_fingerprints',
  {
    hash: text('hash').notNull(),
    keyId: uuid('key_id').notNull(),
    orderId: uuid('order_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'offer_key_fingerprints_pk', columns: [table.hash, table.keyId] }),
    index('offer_key_fingerprints_order_idx').on(table.orderId),
  ],
);
