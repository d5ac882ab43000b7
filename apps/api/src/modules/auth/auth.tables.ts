import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One live code per address and sign-in session: a new request replaces that session's code only, so
 * someone asking for codes to the same address elsewhere never cancels the one its owner was sent.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    email: text('email').notNull(),
    sessionId: text('session_id').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (table) => [primaryKey({ columns: [table.email, table.sessionId] })],
);

/** Failed code checks, counted per address and session and per client address for the back-off. */
export const emailCodeFailures = pgTable(
  'email_code_failures',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    sessionId: text('session_id').notNull().default(''),
    clientAddress: text('client_address').notNull().default(''),
    failedAt: at('failed_at').notNull(),
  },
  (table) => [
    index('email_code_failures_session_idx').on(table.email, table.sessionId, table.failedAt),
    index('email_code_failures_client_idx').on(table.clientAddress, table.failedAt),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: text('session_id').notNull(),
    createdAt: at('created_at').notNull(),
    // The family's absolute end: rotation never extends it.
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
    replacedBy: uuid('replaced_by'),
    // The successor's raw token, encrypted, so a retry after a lost response gets the same pair back.
    successorSealed: text('successor_sealed'),
  },
  (table) => [index('refresh_tokens_family_id_idx').on(table.familyId)],
);

/**
 * One live code per user and purpose (a withdrawal, say), bound to exactly what it confirms: `subject_hash`
 * is a hash of the action's parameters, so a code mailed for one amount and destination confirms no other.
 */
export const confirmationCodes = pgTable(
  'confirmation_codes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
);

/** Failed confirmation code checks, counted per user over the last hour. */
export const confirmationCodeFailures = pgTable(
  'confirmation_code_failures',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    failedAt: at('failed_at').notNull(),
  },
  (table) => [index('confirmation_code_failures_user_failed_at_idx').on(table.userId, table.failedAt)],
);
