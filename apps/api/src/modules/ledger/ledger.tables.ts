import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HoldReason } from '@lootmarket/domain';
import { users } from '../users/users.tables';

export const LEDGER_ACCOUNT_KINDS = [
  'wallet',
  'wallet_hold',
  'escrow',
  'payout_clearing',
  'platform_revenue',
  'provider_clearing',
] as const;
export const LEDGER_TRANSACTION_KINDS = [
  'payment',
  'escrow_release',
  'escrow_refund',
  'hold_release',
  'payout_reserve',
  'payout_return',
  'payout',
  'adjustment',
] as const;

/**
 * One account per owner and currency. `balance` caches the sum of the account's entries so that a
 * posting can guard it with one conditional UPDATE; `npm run ledger:check` proves the cache right.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    // The user id of a wallet or a hold, the reference of an escrow or a payout clearing, the provider of a
    // clearing account, 'platform'.
    owner: text('owner').notNull(),
    // A wallet's, hold's or payout clearing's owner, or the payee an escrow is held for (when the payer said so).
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    currency: text('currency', { enum: ['rub', 'usd', 'kzt'] }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    // Set when an escrow or a payout clearing is resolved; a closed account takes no more money.
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_owner_idx').on(table.kind, table.owner, table.currency),
    index('ledger_accounts_user_idx').on(table.userId, table.kind),
    check(
      'ledger_accounts_kind_check',
      sql`${table.kind} in ('wallet', 'wallet_hold', 'escrow', 'payout_clearing', 'platform_revenue', 'provider_clearing')`,
    ),
    // The last line of defence behind the conditional UPDATE: owed money never goes below zero.
    check(
      'ledger_accounts_non_negative_check',
      sql`${table.kind} not in ('wallet', 'wallet_hold', 'escrow', 'payout_clearing') or ${table.balance} >= 0`,
    ),
  ],
);

/** One business event that moved money; its entries sum to zero per currency. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: LEDGER_TRANSACTION_KINDS }).notNull(),
    reference: text('reference'),
    source: text('source', { enum: ['order', 'donation'] }),
    memo: text('memo'),
    // The canonical entries of the first posting; a replay with other entries is refused.
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_idempotency_key_idx').on(table.idempotencyKey),
    index('ledger_transactions_reference_idx').on(table.reference),
    // An escrow resolves exactly once: released or refunded, never both, never twice.
    uniqueIndex('ledger_transactions_escrow_resolution_idx')
      .on(table.reference)
      .where(sql`${table.kind} in ('escrow_release', 'escrow_refund')`),
    // A withdrawal's reserve resolves exactly once too: paid out or returned.
    uniqueIndex('ledger_transactions_payout_resolution_idx')
      .on(table.reference)
      .where(sql`${table.kind} in ('payout', 'payout_return') and ${table.reference} like 'outcome:%'`),
  ],
);

/** Append-only (a trigger refuses UPDATE and DELETE); a correction is a new transaction. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check('ledger_entries_non_zero_check', sql`${table.amount} <> 0`),
  ],
);

/**
 * The cached balance of a shared account (platform revenue, provider clearing) spread over a few rows.
 * Every payment moves money through these accounts; one balance row would make concurrent payments wait
 * for each other's commit. A transaction adds to the shard its transaction id picks, so it locks one row
 * per account and concurrent payments usually lock different ones. The account's cached balance is its
 * `balance` plus the sum of its shards.
 */
export const ledgerBalanceShards = pgTable(
  'ledger_balance_shards',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    shard: smallint('shard').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.shard] })],
);

/**
 * Income released to a payee but not yet withdrawable (decision 023): one row per order or donation, its
 * money in the payee's `wallet_hold` account until `available_at`, when a `hold_release` posting moves it
 * to the wallet. A donation cancelled by support while held is taken back from the hold (`cancelled_at`).
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    currency: text('currency', { enum: ['rub', 'usd', 'kzt'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').$type<HoldReason>().notNull(),
    source: text('source', { enum: ['order', 'donation'] }).notNull(),
    availableAt: timestamp('available_at', { withTimezone: true, mode: 'date' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_holds_reference_idx').on(table.reference),
    index('ledger_holds_user_idx')
      .on(table.userId, table.availableAt)
      .where(sql`${table.releasedAt} is null and ${table.cancelledAt} is null`),
    index('ledger_holds_due_idx')
      .on(table.availableAt)
      .where(sql`${table.releasedAt} is null and ${table.cancelledAt} is null`),
    check('ledger_holds_amount_positive', sql`${table.amount} > 0`),
  ],
);
