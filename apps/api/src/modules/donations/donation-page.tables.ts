import type { DonationPageAccent, DonationPageBackground } from '@lootmarket/domain';
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** How a streamer's donate page looks: one row per streamer, absent until they save a design. */
export const donationPageSettings = pgTable('donation_page_settings', {
  streamerId: bigint('streamer_id', { mode: 'number' }).primaryKey(),
  accent: text('accent').$type<DonationPageAccent>().notNull(),
  background: text('background').$type<DonationPageBackground>().notNull(),
  headline: text('headline').notNull().default(''),
  about: text('about').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
