import type { BuyerInputKind, ProductType } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './catalog.tables';
import { products } from './products.tables';

/** A product a seller asked for from the wizard; an admin approves it (the product is created) or rejects it. */
export const productProposals = pgTable(
  'product_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    description: text('description').notNull().default(''),
    buyerInputKinds: text('buyer_input_kinds')
      .array()
      .$type<BuyerInputKind[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    reason: text('reason'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('product_proposals_status_idx').on(table.status, table.createdAt),
    index('product_proposals_seller_idx').on(table.sellerId, table.createdAt),
    check('product_proposals_status_known', sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);
