import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The sandbox bank's own books: what it would hold on its side. Kept in the database so that payments
 * survive restarts and any server process can show the payment page. Stays empty in production.
 */
export const sandboxAcquirerPayments = pgTable('sandbox_acquirer_payments', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  idempotenceKey: text('idempotence_key').notNull().unique(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency', { enum: ['rub', 'usd', 'kzt'] }).notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  status: text('status', { enum: ['pending', 'succeeded', 'canceled'] })
    .notNull()
    .default('pending'),
  cancellationReason: text('cancellation_reason'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const sandboxAcquirerRefunds = pgTable('sandbox_acquirer_refunds', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  idempotenceKey: text('idempotence_key').notNull().unique(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => sandboxAcquirerPayments.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency', { enum: ['rub', 'usd', 'kzt'] }).notNull(),
  status: text('status', { enum: ['pending', 'succeeded', 'canceled'] })
    .notNull()
    .default('succeeded'),
  createdAt: at('created_at').notNull().defaultNow(),
});
