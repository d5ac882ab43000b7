import type { BuyerInputKind, CurrencyCode, DeliveryKind, ProductAttributeTag, ProductType, RegionGroup, SellerTier } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './catalog.tables';

/** One sellable thing (86 diamonds, one month of Game Pass) inside a listing; sellers make offers for it. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    listingId: uuid('listing_id').notNull().references(() => listings.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    // What the goods are and how they are delivered; empty means the page shows the text written for the product type.
    description: text('description').notNull().default(''),
    productType: text('product_type').$type<ProductType>().notNull(),
    deliveryKind: text('delivery_kind').$type<DeliveryKind>().notNull(),
    attributeTags: text('attribute_tags').array().$type<ProductAttributeTag[]>().notNull().default(sql`'{}'::text[]`),
    regionGroups: text('region_groups').array().$type<RegionGroup[]>().notNull().default(sql`'{}'::text[]`),
    buyerInputKinds: text('buyer_input_kinds').array().$type<BuyerInputKind[]>().notNull().default(sql`'{}'::text[]`),
    popularity: bigint('popularity', { mode: 'number' }).notNull().default(0),
    searchAliases: text('search_aliases').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_listing_popularity_idx').on(table.listingId, table.popularity),
    check(
      'products_product_type_known',
      sql`${table.productType} in ('game_dlc_gift', 'game_dlc_key', 'game_points_key', 'steam_top_up', 'mobile_top_up', 'gift_card_key', 'subscription_key', 'game_points_manual', 'subscription_manual', 'exchange_rate_manual', 'exchange_rate', 'rmt')`,
    ),
    check('products_delivery_kind_known', sql`${table.deliveryKind} in ('gift', 'key', 'top_up', 'manual', 'type_activation', 'account_login')`),
  ],
);

/** One seller's price and stock for a product. Sellers are users (ids from the users module). */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
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
  },
  (table) => [
    index('offers_product_price_idx').on(table.productId, table.priceMinor).where(sql`${table.isActive}`),
    // Listing pages read every active offer of each product in scope; with all the columns they filter,
    // sort and show in the key, those reads are index-only scans in price order.
    index('offers_browse_idx')
      .on(table.productId, table.currency, table.priceMinor, table.id, table.stock, table.deliveryMinutes, table.sellerTier, table.sellerVerified)
      .where(sql`${table.isActive}`),
    index('offers_seller_idx').on(table.sellerId),
    check('offers_price_positive', sql`${table.priceMinor} > 0`),
    check('offers_stock_not_negative', sql`${table.stock} >= 0`),
    check('offers_currency_known', sql`${table.currency} in ('rub', 'usd', 'kzt')`),
    check('offers_seller_tier_known', sql`${table.sellerTier} in ('gold', 'silver', 'bronze')`),
  ],
);
