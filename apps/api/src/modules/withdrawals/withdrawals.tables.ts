import type { CurrencyCode, PayoutRiskSignal, WithdrawalOutcomeStatus, WithdrawalStage } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Where a withdrawal goes, as stored: the bank's name is kept as it was shown when the user chose it. */
export type StoredDestination =
  | { type: 'sbp'; phone: string; bankId: string; bankName: string }
  | { type: 'crypto'; asset: 'usdt'; network: 'trc20'; address: string };

export interface StoredRisk {
  code: PayoutRiskSignal;
  detail: string | null;
}

/**
 * One withdrawal ("outcome", spec §4): what leaves the wallet, where to, and where its payout stands.
 * The money itself is in the ledger (decision 023); this row says which attempt's reserve is live.
 */
export const withdrawalOutcomes = pgTable(
  'withdrawal_outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    type: text('type').$type<'sbp' | 'crypto'>().notNull(),
    status: text('status').$type<WithdrawalOutcomeStatus>().notNull(),
    stage: text('stage').$type<WithdrawalStage>(),
    attempt: integer('attempt').notNull().default(1),
    /** Taken from the wallet, fee included, in the wallet currency's minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    /** USDT cents the address receives, and the locked rate (units per USDT × 10 000); crypto only. */
    cryptoCents: bigint('crypto_cents', { mode: 'number' }),
    rateScaled: bigint('rate_scaled', { mode: 'number' }),
    destination: jsonb('destination').$type<StoredDestination>().notNull(),
    /** The destination normalised ('sbp:<phone>:<bank>', 'trc20:<address>'), to tell a new one from a known one. */
    destinationKey: text('destination_key').notNull(),
    provider: text('provider').notNull(),
    providerPayoutId: text('provider_payout_id'),
    /** The client's Idempotency-Key and a hash of what it asked for under it. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    risks: jsonb('risks')
      .$type<StoredRisk[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    autoApproved: boolean('auto_approved').notNull().default(false),
    /** Why it was cancelled, rejected or failed, for people. */
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    paidAt: at('paid_at'),
  },
  (table) => [
    uniqueIndex('withdrawal_outcomes_idempotency_idx').on(table.userId, table.idempotencyKey),
    index('withdrawal_outcomes_user_created_idx').on(table.userId, table.createdAt),
    index('withdrawal_outcomes_status_created_idx').on(table.status, table.createdAt),
    index('withdrawal_outcomes_provider_payout_idx').on(table.provider, table.providerPayoutId),
    check(
      'withdrawal_outcomes_stage_iff_approved',
      sql`(${table.status} = 'outcome_status_approved') = (${table.stage} is not null)`,
    ),
    check(
      'withdrawal_outcomes_amount_positive',
      sql`${table.amount} > 0 and ${table.fee} >= 0 and ${table.fee} < ${table.amount}`,
    ),
    check('withdrawal_outcomes_type_known', sql`${table.type} in ('sbp', 'crypto')`),
  ],
);

/** Every accepted transition of a withdrawal: its history, and the record of who decided and when. */
export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outcomeId: uuid('outcome_id')
      .notNull()
      .references(() => withdrawalOutcomes.id),
    type: text('type').notNull(),
    status: text('status').$type<WithdrawalOutcomeStatus>().notNull(),
    stage: text('stage').$type<WithdrawalStage>(),
    /** 'user', 'admin', 'system' (automatic approval, timers), 'provider'. */
    actor: text('actor').$type<'user' | 'admin' | 'system' | 'provider'>().notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    reason: text('reason'),
    details: jsonb('details'),
    at: at('at').notNull(),
  },
  (table) => [index('withdrawal_events_outcome_idx').on(table.outcomeId, table.id)],
);

/** A USDT rate quoted to a user and locked until `expires_at`; a crypto withdrawal names the quote it uses. */
export const withdrawalRateQuotes = pgTable(
  'withdrawal_rate_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    rateScaled: bigint('rate_scaled', { mode: 'number' }).notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('withdrawal_rate_quotes_expires_idx').on(table.expiresAt)],
);
