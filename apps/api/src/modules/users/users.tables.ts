import { CONTACT_METHODS, type BlockReasonCode } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const users = pgTable('users', {
  // Numeric ids appear in profile URLs (/1024/orders), see docs/decisions/001-numeric-profile-ids.md.
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  // Null for accounts that only ever signed in through an external provider.
  email: text('email').unique(),
  name: text('name').notNull(),
  avatarColor: text('avatar_color').notNull(),
  avatarLetters: text('avatar_letters').notNull(),
  roles: smallint('roles')
    .array()
    .notNull()
    .default(sql`'{0}'::smallint[]`),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  // Lowercased donation-page slug of a streamer, see docs/decisions/005-donation-page-slugs.md.
  donationSlug: text('donation_slug').unique(),
  // File name under /uploads/avatars/; a new upload gets a new name so caches never show the old one.
  avatarFile: text('avatar_file'),
  // A block by staff (decision 041): set together with its reason code; null for an open account.
  blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }),
  blockReasonCode: text('block_reason_code').$type<BlockReasonCode>(),
  blockReason: text('block_reason'),
  blockedBy: bigint('blocked_by', { mode: 'number' }),
});

/** Re-encoded avatars; kept in the database so every process and backup has them without shared disk. */
export const userAvatars = pgTable('user_avatars', {
  file: text('file').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const SELLER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SellerApplicationStatus = (typeof SELLER_APPLICATION_STATUSES)[number];

export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The contact in `contact_method` (the spec's field name: a Telegram login unless another method). */
    telegramLogin: text('telegram_login').notNull(),
    contactMethod: text('contact_method', { enum: CONTACT_METHODS }).notNull().default('TELEGRAM'),
    status: text('status', { enum: SELLER_APPLICATION_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The database, not a read-then-insert, keeps a user to one pending application under concurrency.
    uniqueIndex('seller_applications_one_pending')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('seller_applications_status_created').on(table.status, table.createdAt),
    check('seller_applications_contact_method', sql`${table.contactMethod} in ('TELEGRAM', 'EMAIL', 'VK')`),
  ],
);
