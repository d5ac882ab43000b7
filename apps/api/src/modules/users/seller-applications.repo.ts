import type { ContactMethod } from '@lootmarket/domain';
import { and, count, desc, eq, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellerApplications, users, type SellerApplicationStatus } from './users.tables';

const columns = {
  id: sellerApplications.id,
  userId: sellerApplications.userId,
  email: users.email,
  name: users.name,
  telegramLogin: sellerApplications.telegramLogin,
  contactMethod: sellerApplications.contactMethod,
  status: sellerApplications.status,
  createdAt: sellerApplications.createdAt,
  decidedAt: sellerApplications.decidedAt,
};

/** An application with the applicant's e-mail and name. */
export type SellerApplicationRow = {
  [K in keyof typeof columns]:
    (typeof columns)[K]['_']['data'] | ((typeof columns)[K]['_']['notNull'] extends true ? never : null);
};

export function createSellerApplicationsRepo(db: Db) {
  return {
    /** Pending applications, and since when the oldest waits. */
    pending: async () => {
      const [row] = await db
        .select({ n: count(), oldest: min(sellerApplications.createdAt) })
        .from(sellerApplications)
        .where(eq(sellerApplications.status, 'pending'));
      return { count: row?.n ?? 0, oldestSince: row?.oldest ?? null };
    },

    findById: async (id: number): Promise<SellerApplicationRow | undefined> => {
      const [row] = await db
        .select(columns)
        .from(sellerApplications)
        .innerJoin(users, eq(users.id, sellerApplications.userId))
        .where(eq(sellerApplications.id, id));
      return row;
    },

    /** The user's newest application, whatever its status. */
    findLatestOfUser: async (userId: number): Promise<SellerApplicationRow | undefined> => {
      const [row] = await db
        .select(columns)
        .from(sellerApplications)
        .innerJoin(users, eq(users.id, sellerApplications.userId))
        .where(eq(sellerApplications.userId, userId))
        .orderBy(desc(sellerApplications.createdAt), desc(sellerApplications.id))
        .limit(1);
      return row;
    },

    /** Pending first, then the latest decisions. */
    findLatest: (limit: number): Promise<SellerApplicationRow[]> =>
      db
        .select(columns)
        .from(sellerApplications)
        .innerJoin(users, eq(users.id, sellerApplications.userId))
        .orderBy(
          sql`${sellerApplications.status} = 'pending' desc`,
          desc(sellerApplications.createdAt),
          desc(sellerApplications.id),
        )
        .limit(limit),

    /** The new application's id; a second pending one of a user violates a partial unique index. */
    insert: async (userId: number, contact: { method: ContactMethod; value: string }): Promise<number> => {
      const [row] = await db
        .insert(sellerApplications)
        .values({ userId, telegramLogin: contact.value, contactMethod: contact.method })
        .returning({ id: sellerApplications.id });
      return row!.id;
    },

    /** Moves a pending application to `status`; answers its applicant, or nothing when it was not pending. */
    decidePending: async (
      id: number,
      status: Exclude<SellerApplicationStatus, 'pending'>,
      adminId: number,
    ): Promise<{ userId: number } | undefined> => {
      const [row] = await db
        .update(sellerApplications)
        .set({ status, decidedAt: new Date(), decidedBy: adminId })
        .where(and(eq(sellerApplications.id, id), eq(sellerApplications.status, 'pending')))
        .returning({ userId: sellerApplications.userId });
      return row;
    },
  };
}
