import type { BuyerInputKind, DeliveryKind, ProductAttributeTag, ProductType, RegionGroup } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './catalog.tables';

/** One sellable thing (86 diamonds, one month of Game Pass) inside a listing; sellers make offers for it (the offers module). */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    // What the goods are and how they are delivered; empty means the page shows the text written for the product type.
    description: text('description').notNull().default(''),
    productType: text('product_type').$type<ProductType>().notNull(),
    deliveryKind: text('delivery_kind').$type<DeliveryKind>().notNull(),
    attributeTags: text('attribute_tags')
      .array()
      .$type<ProductAttributeTag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    regionGroups: text('region_groups')
      .array()
      .$type<RegionGroup[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    buyerInputKinds: text('buyer_input_kinds')
      .array()
      .$type<BuyerInputKind[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    popularity: bigint('popularity', { mode: 'number' }).notNull().default(0),
    searchAliases: text('search_aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The game an add-on (DLC) needs, when the catalog sells it (decision 028); null for everything else.
    baseProductId: uuid('base_product_id').references((): AnyPgColumn => products.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_listing_popularity_idx').on(table.listingId, table.popularity),
    index('products_base_product_idx')
      .on(table.baseProductId, table.popularity)
      .where(sql`${table.baseProductId} is not null`),
    check(
      'products_product_type_known',
      sql`${table.productType} in ('game_dlc_gift', 'game_dlc_key', 'game_points_key', 'steam_top_up', 'mobile_top_up', 'gift_card_key', 'subscription_key', 'game_points_manual', 'subscription_manual', 'exchange_rate_manual', 'exchange_rate', 'rmt')`,
    ),
    check(
      'products_delivery_kind_known',
      sql`${table.deliveryKind} in ('gift', 'key', 'top_up', 'manual', 'type_activation', 'account_login')`,
    ),
    // Only a game's add-on names a base game, never itself: the page layout rule of `isGameAddOn`.
    check(
      'products_base_product_of_add_on',
      sql`${table.baseProductId} is null or (${table.baseProductId} <> ${table.id} and 'dlc' = any(${table.attributeTags}) and ${table.productType} in ('game_dlc_gift', 'game_dlc_key'))`,
    ),
  ],
);
