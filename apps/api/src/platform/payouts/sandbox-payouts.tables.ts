import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PayoutDestination } from './types';

/**
 * The sandbox payout provider's own books: the payouts it was asked to make, kept in the database so they
 * survive restarts and any server process can show their page. Stays empty in production.
 */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  idempotenceKey: text('idempotence_key').notNull().unique(),
  amountValue: text('amount_value').notNull(),
  amountCurrency: text('amount_currency').notNull(),
  destination: jsonb('destination').$type<PayoutDestination>().notNull(),
  description: text('description').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  status: text('status', { enum: ['pending', 'succeeded', 'canceled'] })
    .notNull()
    .default('pending'),
  cancellationReason: text('cancellation_reason'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
