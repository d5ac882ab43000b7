import type { CurrencyCode, DonationStatus } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One donation to one streamer. Donor name and message are stored already masked with the streamer's
 * ban words as they were at the time: widgets, pages and the dashboard only ever read the masked text.
 */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    streamerId: bigint('streamer_id', { mode: 'number' }).notNull(),
    donorUserId: bigint('donor_user_id', { mode: 'number' }),
    donorEmail: text('donor_email'),
    donorName: text('donor_name').notNull(),
    message: text('message').notNull().default(''),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    status: text('status').$type<DonationStatus>().notNull(),
    /** The payment attempt in flight; events of other payments are refunded, never credited. */
    paymentId: text('payment_id'),
    /** The goal this donation counted towards, when one was active in its currency. */
    goalId: uuid('goal_id'),
    /** What the streamer got after the platform fee, set on completion. */
    streamerAmount: bigint('streamer_amount', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('donations_streamer_completed_idx').on(table.streamerId, table.completedAt),
    index('donations_donor_created_idx').on(table.donorUserId, table.createdAt),
    check('donations_amount_positive', sql`${table.amount} > 0`),
    check('donations_has_donor', sql`${table.donorUserId} is not null or ${table.donorEmail} is not null`),
  ],
);

export const GOAL_STATUSES = ['active', 'completed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

/** A streamer's fundraising goal; at most one is active per streamer. */
export const donationGoals = pgTable(
  'donation_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    streamerId: bigint('streamer_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    target: bigint('target', { mode: 'number' }).notNull(),
    raised: bigint('raised', { mode: 'number' }).notNull().default(0),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    status: text('status', { enum: GOAL_STATUSES }).notNull().default('active'),
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (table) => [
    uniqueIndex('donation_goals_one_active')
      .on(table.streamerId)
      .where(sql`${table.status} = 'active'`),
    index('donation_goals_streamer_closed_idx').on(table.streamerId, table.closedAt),
    check('donation_goals_target_positive', sql`${table.target} > 0`),
    check('donation_goals_raised_non_negative', sql`${table.raised} >= 0`),
  ],
);

/** Words a streamer does not want on stream; stored normalized (folded look-alikes, lower case). */
export const donationBanWords = pgTable(
  'donation_ban_words',
  {
    streamerId: bigint('streamer_id', { mode: 'number' }).notNull(),
    word: text('word').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.streamerId, table.word] })],
);

/** A streamer's own minimum donation per currency; it can only raise the platform floor. */
export const donationMinimums = pgTable(
  'donation_minimums',
  {
    streamerId: bigint('streamer_id', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.streamerId, table.currency] }),
    check('donation_minimums_positive', sql`${table.amount} > 0`),
  ],
);
