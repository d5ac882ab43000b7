import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A game or service (Steam, Genshin Impact) or one of its child categories (currency, top-up, keys). */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => listings.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    image: text('image'),
    accentColor: text('accent_color').notNull().default('#7c5cff'),
    position: integer('position').notNull().default(0),
    popularity: bigint('popularity', { mode: 'number' }).notNull().default(0),
    isInTopMenu: boolean('is_in_top_menu').notNull().default(false),
    // Other names and spellings buyers type for this game or service, for search.
    searchAliases: text('search_aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('listings_parent_position_idx').on(table.parentId, table.position),
    check('listings_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$'`),
  ],
);
