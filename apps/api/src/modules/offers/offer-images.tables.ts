import { bigint, customType, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Pictures a seller adds to an offer in the wizard, re-encoded to WebP and kept in the database like the
 * delivery pictures. Uploaded to a draft first; the offer lists the ids it shows (`offers.image_ids`).
 */
export const offerImages = pgTable(
  'offer_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('offer_images_seller_idx').on(table.sellerId, table.createdAt)],
);
