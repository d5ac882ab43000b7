import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per payment attempt. The caller's idempotency key is unique and the request fingerprint is
 * kept beside it, so a repeated create answers the first result and a different request is refused.
 * Rows are never deleted, which keeps every key far longer than the 24 h the protocol asks for.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    purpose: text('purpose', { enum: ['order', 'donation'] }).notNull(),
    reference: text('reference').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['rub', 'usd', 'kzt'] }).notNull(),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    description: text('description').notNull(),
    customerEmail: text('customer_email'),
    returnUrl: text('return_url').notNull(),
    payeeUserId: bigint('payee_user_id', { mode: 'number' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    confirmationUrl: text('confirmation_url'),
    status: text('status', { enum: ['creating', 'pending', 'succeeded', 'canceled'] })
      .notNull()
      .default('creating'),
    cancellationReason: text('cancellation_reason'),
    providerCancellationReason: text('provider_cancellation_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (table) => [
    unique('payments_provider_payment_unique').on(table.provider, table.providerPaymentId),
    index('payments_reference_idx').on(table.purpose, table.reference),
    // The jobs worker asks the acquirer about payments left unfinished (payments.sync-pending).
    index('payments_unfinished_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} in ('creating', 'pending')`),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check(
      'payments_refunded_within_amount',
      sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.amount}`,
    ),
  ],
);

/** Refunds through the acquirer; their own state, independent of the payment's final status. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['rub', 'usd', 'kzt'] }).notNull(),
    reason: text('reason').notNull(),
    providerRefundId: text('provider_refund_id'),
    status: text('status', { enum: ['creating', 'pending', 'succeeded', 'canceled'] })
      .notNull()
      .default('creating'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (table) => [
    uniqueIndex('payment_refunds_provider_refund_unique').on(table.providerRefundId),
    index('payment_refunds_payment_idx').on(table.paymentId),
    check('payment_refunds_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * Notifications already applied, keyed by provider, event and object: a repeat is answered without
 * asking the acquirer again. Written in the transaction that applies the change it reported.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    provider: text('provider').notNull(),
    event: text('event').notNull(),
    objectId: text('object_id').notNull(),
    /** The status the acquirer's API reported when this notification was applied. */
    status: text('status').notNull(),
    detail: jsonb('detail'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [unique('payment_notifications_dedupe').on(table.provider, table.event, table.objectId)],
);

/**
 * Notifications received and not necessarily applied yet: the answer to the acquirer waits only for this
 * row's commit, the work it names follows from a queue. A repeat of the same event and object is the same
 * row, so replays are no-ops; `locked_until` is the lease of the process applying it.
 */
export const paymentInbox = pgTable(
  'payment_inbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    event: text('event').notNull(),
    objectType: text('object_type', { enum: ['payment', 'refund'] }).notNull(),
    objectId: text('object_id').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    processedAt: at('processed_at'),
  },
  (table) => [
    unique('payment_inbox_dedupe').on(table.provider, table.event, table.objectId),
    index('payment_inbox_waiting_idx')
      .on(table.lockedUntil)
      .where(sql`${table.processedAt} is null`),
  ],
);
