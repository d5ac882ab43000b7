import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sliding windows of the route budgets, shared by every server process (decision 022): per budget and
 * client, the times (ms) of the requests let through within the window, at most the budget's size.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  hits: bigint('hits', { mode: 'number' }).array().notNull(),
  /** Whether the request that last touched the row was let through. */
  lastAllowed: boolean('last_allowed').notNull(),
  /** When the newest hit leaves the window: the row is then worthless and pruned. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
