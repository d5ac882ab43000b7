import type { DonationPageAccent, DonationPageBackground, DonationPageReportReason } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** How a streamer's donate page looks: one row per streamer, absent until they save a design. */
export const donationPageSettings = pgTable('donation_page_settings', {
  streamerId: bigint('streamer_id', { mode: 'number' }).primaryKey(),
  accent: text('accent').$type<DonationPageAccent>().notNull(),
  background: text('background').$type<DonationPageBackground>().notNull(),
  headline: text('headline').notNull().default(''),
  about: text('about').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A donate page a moderator hid (decision 043): it says «Страница скрыта» and takes no donations. */
export const donationPageHides = pgTable('donation_page_hides', {
  streamerId: bigint('streamer_id', { mode: 'number' }).primaryKey(),
  reason: text('reason').notNull(),
  hiddenBy: bigint('hidden_by', { mode: 'number' }).notNull(),
  hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A complaint about a donate page, by anyone (guests too); open until staff hide the page or dismiss it. */
export const donationPageReports = pgTable(
  'donation_page_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    streamerId: bigint('streamer_id', { mode: 'number' }).notNull(),
    reason: text('reason').$type<DonationPageReportReason>().notNull(),
    text: text('text').notNull().default(''),
    reporterUserId: bigint('reporter_user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('donation_page_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
    index('donation_page_reports_streamer_idx').on(table.streamerId, table.createdAt),
    check('donation_page_reports_reason', sql`${table.reason} in ('fraud', 'offensive', 'impersonation', 'other')`),
  ],
);
