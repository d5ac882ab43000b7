import type { NotificationListResponse, NotificationView } from '@lootmarket/domain';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from './notifications.tables';

export interface NewNotification {
  userId: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  orderId?: string | null;
  /** Names the event behind the notification; the same key for the same user is stored once. */
  sourceKey: string;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

const toView = (row: typeof notifications.$inferSelect): NotificationView => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** In-app notifications: other modules add them, their owner reads and dismisses them. */
export function createNotificationsService({ db, now = Date.now }: { db: Db; now?: () => number }) {
  const unreadOf = async (userId: number): Promise<number> => {
    const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  };

  return {
    /** Adds a notification; a repeated source key (a retried job) changes nothing. Returns whether it was new. */
    async notify(notification: NewNotification, tx: Db = db): Promise<boolean> {
      const inserted = await tx
        .insert(notifications)
        .values({ ...notification, orderId: notification.orderId ?? null, createdAt: new Date(now()) })
        .onConflictDoNothing({ target: [notifications.userId, notifications.sourceKey] })
        .returning({ id: notifications.id });
      return inserted.length > 0;
    },

    /** The user's notifications, newest first, with how many are unread. */
    async list(userId: number, limit: number, offset: number): Promise<NotificationListResponse> {
      const [rows, [total], unread] = await Promise.all([
        db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
        unreadOf(userId),
      ]);
      return { items: rows.map(toView), total: total?.n ?? 0, unread };
    },

    unreadCount: unreadOf,

    /** Marks the given notifications (or all) of the user read; others' ids are ignored. */
    async markRead(userId: number, ids: number[] | undefined): Promise<{ unread: number }> {
      const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined);
      if (!ids || ids.length > 0) await db.update(notifications).set({ readAt: new Date(now()) }).where(mine);
      return { unread: await unreadOf(userId) };
    },
  };
}
