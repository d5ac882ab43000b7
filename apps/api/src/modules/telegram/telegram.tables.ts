import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** A user's linked Telegram chat; `blocked_at` is set when the bot may no longer write there (403). */
export const telegramLinks = pgTable(
  'telegram_links',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    username: text('username'),
    linkedAt: timestamp('linked_at', { withTimezone: true, mode: 'date' }).notNull(),
    blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('telegram_links_chat_idx').on(table.chatId)],
);

/** One-time deep-link tokens (`/start <token>`), kept only as SHA-256 hashes. */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('telegram_link_tokens_user_idx').on(table.userId)],
);

/** The per-event switches; a user without a row is told about everything. They outlive an unlink. */
export const telegramPreferences = pgTable(
  'telegram_preferences',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    disabledEvents: text('disabled_events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    donationMinMinor: bigint('donation_min_minor', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('telegram_preferences_donation_min', sql`${table.donationMinMinor} >= 0`)],
);
