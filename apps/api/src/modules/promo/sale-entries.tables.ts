import { bigint, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** Entries to a sale's prize draw: one per e-mail and campaign, however often the form is sent. */
export const saleEntries = pgTable(
  'sale_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaign: text('campaign').notNull(),
    email: text('email').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sale_entries_campaign_email').on(table.campaign, table.email)],
);
