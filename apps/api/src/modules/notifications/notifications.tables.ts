import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * What a signed-in user is told in the app (the list at /{ProfileId}/notifications and the unread count in the
 * header). `source_key` names the event that caused the row, so a retried delivery never notifies twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A site path the notification opens, e.g. the order page. */
    link: text('link'),
    orderId: uuid('order_id'),
    sourceKey: text('source_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('notifications_user_source_idx').on(table.userId, table.sourceKey),
    index('notifications_user_id_idx').on(table.userId, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
