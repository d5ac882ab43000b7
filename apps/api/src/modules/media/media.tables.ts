import type { CurrencyCode, MediaApproval, MediaProvider, MediaRequestStatus } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
type MinorAmounts = Partial<Record<CurrencyCode, number>>;

/** A streamer's media prices and approval, and the media widget's player state (paused, volume). */
export const mediaSettings = pgTable(
  'media_settings',
  {
    streamerId: bigint('streamer_id', { mode: 'number' }).primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    pricePerSecond: jsonb('price_per_second').$type<MinorAmounts>().notNull().default({}),
    minAmount: jsonb('min_amount').$type<MinorAmounts>().notNull().default({}),
    maxDurationSeconds: integer('max_duration_seconds').notNull().default(60),
    approval: text('approval').$type<MediaApproval>().notNull().default('manual'),
    paused: boolean('paused').notNull().default(false),
    volume: integer('volume').notNull().default(70),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('media_settings_volume_range', sql`${table.volume} between 0 and 100`),
    check('media_settings_approval_known', sql`${table.approval} in ('auto', 'manual')`),
  ],
);

/**
 * A video bought with a donation. It is written `unpaid` with the donation and becomes a request
 * (`pending` or `approved`) in the transaction that completes the donation's payment.
 */
export const mediaRequests = pgTable(
  'media_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    streamerId: bigint('streamer_id', { mode: 'number' }).notNull(),
    donationId: uuid('donation_id').notNull(),
    provider: text('provider').$type<MediaProvider>().notNull(),
    videoId: text('video_id').notNull(),
    /** Masked with the streamer's ban words when the request was made. */
    title: text('title').notNull(),
    startSeconds: integer('start_seconds').notNull().default(0),
    seconds: integer('seconds').notNull(),
    donorName: text('donor_name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    status: text('status').$type<MediaRequestStatus>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    /** Approved requests play in this order. */
    approvedAt: at('approved_at'),
    finishedAt: at('finished_at'),
    /** Who approved, rejected or skipped it; null for automatic approval and the widget finishing it. */
    decidedBy: bigint('decided_by', { mode: 'number' }),
  },
  (table) => [
    unique('media_requests_donation').on(table.donationId),
    index('media_requests_streamer_status').on(table.streamerId, table.status, table.approvedAt),
    check('media_requests_seconds_positive', sql`${table.seconds} > 0`),
  ],
);
