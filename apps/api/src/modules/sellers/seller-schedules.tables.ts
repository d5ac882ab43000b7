import type { ScheduleDay } from '@lootmarket/domain';
import { bigint, boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A seller's weekly hours and vacation (decision 024). Sellers without a row take orders around the clock. */
export const sellerSchedules = pgTable('seller_schedules', {
  sellerId: bigint('seller_id', { mode: 'number' }).primaryKey(),
  timeZone: text('time_zone').notNull(),
  days: jsonb('days').$type<ScheduleDay[]>().notNull(),
  vacationOn: boolean('vacation_on').notNull().default(false),
  vacationUntil: timestamp('vacation_until', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
