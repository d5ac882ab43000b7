import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One conversation per order, made with its first message. The parties are copied from the order so the
 * unread counters of a user's header are read from this table alone.
 */
export const conversations = pgTable(
  'conversations',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerUserId: bigint('buyer_user_id', { mode: 'number' }),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    buyerUnread: integer('buyer_unread').notNull().default(0),
    sellerUnread: integer('seller_unread').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('conversations_buyer_unread_idx')
      .on(table.buyerUserId)
      .where(sql`${table.buyerUnread} > 0`),
    index('conversations_seller_unread_idx')
      .on(table.sellerId)
      .where(sql`${table.sellerUnread} > 0`),
  ],
);

/**
 * Messages are evidence: written once, never edited or deleted. Masked contacts stay readable for support
 * in `original_text`; a picture is kept re-encoded, like delivery pictures.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => conversations.orderId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    author: text('author').$type<'buyer' | 'seller' | 'support'>().notNull(),
    authorUserId: bigint('author_user_id', { mode: 'number' }),
    text: text('text'),
    originalText: text('original_text'),
    masked: boolean('masked').notNull().default(false),
    imageData: bytea('image_data'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    /** Marks the messages that open or close the order's dispute. */
    notice: text('notice').$type<'dispute_opened' | 'dispute_resolved'>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('conversation_messages_order_seq_idx').on(table.orderId, table.seq),
    check('conversation_messages_has_content', sql`${table.text} is not null or ${table.imageData} is not null`),
    check('conversation_messages_author', sql`${table.author} in ('buyer', 'seller', 'support')`),
    check(
      'conversation_messages_notice',
      sql`${table.notice} is null or ${table.notice} in ('dispute_opened', 'dispute_resolved')`,
    ),
  ],
);
