import { bigint, customType, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.tables';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Pictures a seller hands over with a manual delivery (screenshots of a top-up, a gift card…), re-encoded to
 * WebP. Kept in the database like avatars, so every process and every backup has them without shared disk.
 */
export const orderImages = pgTable(
  'order_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('order_images_order_idx').on(table.orderId, table.createdAt)],
);
