import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const translations = pgTable(
  'translations',
  {
    groupName: text('group_name').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupName, table.key] })],
);
