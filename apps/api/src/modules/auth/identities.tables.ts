import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An external account (Telegram, VK ID, Twitch) linked to one of our users. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.providerUserId] }),
    index('user_identities_user_id_idx').on(table.userId),
  ],
);

/**
 * A pending authorization: the `state` (stored hashed) ties the provider's redirect to the sign-in
 * session and to the browser that started it, and keeps the PKCE verifier off the client.
 */
export const providerStates = pgTable('provider_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  sessionId: text('session_id').notNull(),
  browserHash: text('browser_hash').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
});

/**
 * Telegram Login Widget results already used to sign in, by their signature. A result stays valid for
 * its freshness window, so without this record a captured one could be replayed until it goes stale.
 */
export const usedTelegramResults = pgTable('used_telegram_results', {
  signature: text('signature').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});
