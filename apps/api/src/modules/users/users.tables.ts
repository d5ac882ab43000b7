import { sql } from 'drizzle-orm';
import { bigint, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  // Numeric ids appear in profile URLs (/1024/orders), see docs/decisions/001-numeric-profile-ids.md.
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  // Null for accounts that only ever signed in through an external provider.
  email: text('email').unique(),
  name: text('name').notNull(),
  avatarColor: text('avatar_color').notNull(),
  avatarLetters: text('avatar_letters').notNull(),
  roles: smallint('roles').array().notNull().default(sql`'{0}'::smallint[]`),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
