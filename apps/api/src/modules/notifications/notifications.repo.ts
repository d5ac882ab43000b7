import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from './notifications.tables';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = Omit<typeof notifications.$inferInsert, 'id'>;

export function createNotificationsRepo(db: Db) {
  return {
    /** Adds a notification unless the user has one with its source key; true when it was new. */
    insertIfNew: async (row: NewNotificationRow): Promise<boolean> =>
      (
        await db
          .insert(notifications)
          .values(row)
          .onConflictDoNothing({ target: [notifications.userId, notifications.sourceKey] })
          .returning({ id: notifications.id })
      ).length > 0,

    /** The user's notifications, newest first. */
    findByUser: (userId: number, limit: number, offset: number): Promise<NotificationRow[]> =>
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id))
        .limit(limit)
        .offset(offset),

    countByUser: async (userId: number): Promise<number> =>
      (await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)))[0]?.n ?? 0,

    countUnread: async (userId: number): Promise<number> =>
      (
        await db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      )[0]?.n ?? 0,

    /** Marks the user's unread notifications read: the given ones, or all; others' ids are ignored. */
    markRead: async (userId: number, ids: number[] | undefined, at: Date): Promise<void> => {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        );
    },
  };
}
