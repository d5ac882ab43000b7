import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAvatars, users } from './users.tables';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id'>;

export function createUsersRepo(db: Db) {
  return {
    findById: async (id: number): Promise<UserRow | undefined> =>
      (await db.select().from(users).where(eq(users.id, id)))[0],

    /** Many users in one query (product pages show every seller of a product at once). */
    /** Accounts whose e-mail is exactly `email` or whose name holds `fragment`, for staff search; at most `limit`. */
    idsMatching: async (text: string, limit: number): Promise<number[]> => {
      const like = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${text.toLowerCase()} or ${users.name} ilike ${like}`)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    findByIds: async (ids: number[]): Promise<UserRow[]> =>
      ids.length === 0 ? [] : db.select().from(users).where(inArray(users.id, ids)),

    findByEmail: async (email: string): Promise<UserRow | undefined> =>
      (await db.select().from(users).where(eq(users.email, email)))[0],

    findBySlug: async (slug: string): Promise<UserRow | undefined> =>
      (await db.select().from(users).where(eq(users.donationSlug, slug)))[0],

    /** Streamers with a donation page, oldest first. */
    findStreamers: (limit: number): Promise<UserRow[]> =>
      db
        .select()
        .from(users)
        .where(sql`${users.donationSlug} is not null and 9 = any(${users.roles})`)
        .orderBy(users.createdAt, users.id)
        .limit(limit),

    /** Everyone holding a role, by name; for staff pickers. */
    findWithRole: (role: number): Promise<UserRow[]> =>
      db
        .select()
        .from(users)
        .where(sql`${role} = any(${users.roles})`)
        .orderBy(users.name, users.id)
        .limit(500),

    /** Inserts unless the e-mail or the slug is taken by anyone. */
    insertUnlessTaken: async (user: NewUser): Promise<void> => {
      await db.insert(users).values(user).onConflictDoNothing();
    },

    /** Inserts unless the e-mail is taken; answers the new row, or nothing when another request won. */
    insertIfAbsent: async (user: NewUser): Promise<UserRow | undefined> =>
      (await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning())[0],

    count: async (): Promise<number> => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      return row?.count ?? 0;
    },

    update: async (
      id: number,
      patch: Partial<Pick<UserRow, 'name' | 'avatarLetters' | 'avatarFile'>>,
    ): Promise<UserRow | undefined> => (await db.update(users).set(patch).where(eq(users.id, id)).returning())[0],

    /** Claims the slug and the streamer role together; nothing when the slug belongs to someone else. */
    claimSlug: async (id: number, slug: string, role: number): Promise<UserRow | undefined> =>
      (
        await db
          .update(users)
          .set({ donationSlug: slug, roles: withRole(role) })
          .where(
            sql`${users.id} = ${id} and not exists (select 1 from users other where other.donation_slug = ${slug} and other.id <> ${id})`,
          )
          .returning()
      )[0],

    /** Adds a role to the user's roles; adding it twice changes nothing. */
    addRole: async (id: number, role: number): Promise<void> => {
      await db
        .update(users)
        .set({ roles: withRole(role) })
        .where(eq(users.id, id));
    },

    insertAvatar: async (userId: number, file: string, data: Buffer): Promise<void> => {
      await db.insert(userAvatars).values({ userId, file, data });
    },

    findAvatar: async (file: string): Promise<Buffer | undefined> =>
      (await db.select({ data: userAvatars.data }).from(userAvatars).where(eq(userAvatars.file, file)))[0]?.data,

    /** Old avatars are unreachable once replaced; dropping them keeps the table to one per user. */
    deleteAvatarsExcept: async (userId: number, keep: string): Promise<void> => {
      await db.delete(userAvatars).where(sql`${userAvatars.userId} = ${userId} and ${userAvatars.file} <> ${keep}`);
    },
  };
}

/** The roles column with `role` added once; adding it twice changes nothing. */
export function withRole(role: number) {
  return sql`case when ${role}::smallint = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, ${role}::smallint) end`;
}
