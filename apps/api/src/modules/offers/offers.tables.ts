import type { BuyerInputKind, CurrencyCode, PricingMode, SellerTier } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/products.tables';

/** One seller's price and stock for a product. Sellers are users (ids from the users module). */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    // Null means unlimited: a seller who delivers by hand is never out of stock.
    stock: integer('stock'),
    deliveryMinutes: integer('delivery_minutes').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sellerTier: text('seller_tier').$type<SellerTier>().notNull(),
    sellerVerified: boolean('seller_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // What the seller wrote in the wizard; offers listed before it have none.
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    imageIds: uuid('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    // A price is per piece, or per lot of `lot_size` pieces sold together.
    pricing: text('pricing').$type<PricingMode>().notNull().default('piece'),
    lotSize: integer('lot_size').notNull().default(1),
    // The seller's cap on pieces one order may take; null: the marketplace's default (decision 020).
    maxPerOrder: integer('max_per_order'),
    // What the buyer types in at checkout beside the product's own inputs.
    buyerInputs: text('buyer_inputs')
      .array()
      .$type<BuyerInputKind[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Units of the game's currency per unit of money (exchange-rate offers); a ratio, never an amount of money.
    rate: doublePrecision('rate'),
    // Taken off the catalog (is_active false) by the seller's block; the unblock resumes exactly these (decision 041).
    hiddenByBlock: boolean('hidden_by_block').notNull().default(false),
    // Hidden by a moderator (decision 043): off the catalog and not for sale until restored; the seller sees
    // the reason and cannot resume it. `active_before_hide` is what a restore returns the offer to.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: bigint('hidden_by', { mode: 'number' }),
    activeBeforeHide: boolean('active_before_hide'),
  },
  (table) => [
    index('offers_product_price_idx')
      .on(table.productId, table.priceMinor)
      .where(sql`${table.isActive}`),
    // Listing pages read every active offer of each product in scope; with all the columns they filter,
    // sort and show in the key, those reads are index-only scans in price order.
    index('offers_browse_idx')
      .on(
        table.productId,
        table.currency,
        table.priceMinor,
        table.id,
        table.stock,
        table.deliveryMinutes,
        table.sellerTier,
        table.sellerVerified,
      )
      .where(sql`${table.isActive}`),
    index('offers_seller_idx').on(table.sellerId),
    check('offers_price_positive', sql`${table.priceMinor} > 0`),
    check('offers_stock_not_negative', sql`${table.stock} >= 0`),
    check('offers_currency_known', sql`${table.currency} in ('rub', 'usd', 'kzt')`),
    check('offers_lot_size_positive', sql`${table.lotSize} > 0`),
    check('offers_max_per_order_positive', sql`${table.maxPerOrder} > 0`),
    check('offers_hidden_with_reason', sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null)`),
    check('offers_hidden_not_active', sql`${table.hiddenAt} is null or not ${table.isActive}`),
    check('offers_seller_tier_known', sql`${table.sellerTier} in ('gold', 'silver', 'bronze')`),
  ],
);
