import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './users.tables';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id'>;

export function createUsersRepo(db: Db) {
  return {
    findById: async (id: number): Promise<UserRow | undefined> => (await db.select().from(users).where(eq(users.id, id)))[0],

    findByEmail: async (email: string): Promise<UserRow | undefined> =>
      (await db.select().from(users).where(eq(users.email, email)))[0],

    /** Inserts unless the e-mail is taken; answers the new row, or nothing when another request won. */
    insertIfAbsent: async (user: NewUser): Promise<UserRow | undefined> =>
      (await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning())[0],

    count: async (): Promise<number> => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      return row?.count ?? 0;
    },
  };
}
