import type { ContentAction, ContentIcon, OfferListType } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Editorial sections of the home page (popular categories, services…), each a list of blocks. */
export const contentTabs = pgTable(
  'content_tabs',
  {
    name: text('name').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('content_tabs_name_format', sql`${table.name} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tabName: text('tab_name')
      .notNull()
      .references(() => contentTabs.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    href: text('href'),
    action: text('action').$type<ContentAction>(),
    image: text('image'),
    icon: text('icon').$type<ContentIcon>(),
    accentColor: text('accent_color').notNull().default('#7c5cff'),
    badge: text('badge'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_blocks_tab_position_idx').on(table.tabName, table.position),
    // A block leads somewhere: a link or an action.
    check('content_blocks_target', sql`${table.href} is not null or ${table.action} is not null`),
    check(
      'content_blocks_action_known',
      sql`${table.action} is null or ${table.action} in ('connect-donations', 'connect-shop')`,
    ),
  ],
);

/** The offer tabs of the home page: which lists, in which order, under which titles. */
export const contentOfferTabs = pgTable(
  'content_offer_tabs',
  {
    type: text('type').$type<OfferListType>().primaryKey(),
    title: text('title').notNull(),
    moreHref: text('more_href'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    check(
      'content_offer_tabs_type_known',
      sql`${table.type} in ('popular', 'new', 'cheap', 'top-ups', 'currency', 'games', 'subscriptions', 'gift-cards')`,
    ),
  ],
);
