import type { NotificationListResponse, NotificationView } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { createNotificationsRepo, type NotificationRow } from './notifications.repo';

export interface NewNotification {
  userId: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  orderId?: string | null;
  /** Names the event behind the notification; the same key for the same user is stored once. */
  sourceKey: string;
  /** What the notice is about where its kind is broad (an order status: `order.paid`, `order.dispute`); not stored. */
  topic?: string | null;
}

/** Hears each new notice inside the transaction that stores it (the Telegram chat's queue). */
export type NotificationRelay = (tx: Db, notification: NewNotification) => Promise<void>;

export type NotificationsService = ReturnType<typeof createNotificationsService>;

const toView = (row: NotificationRow): NotificationView => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** In-app notifications: other modules add them, their owner reads and dismisses them. */
export function createNotificationsService({
  db,
  now = Date.now,
  relay,
}: {
  db: Db;
  now?: () => number;
  relay?: NotificationRelay;
}) {
  const repo = createNotificationsRepo(db);
  const unreadOf = (userId: number): Promise<number> => repo.countUnread(userId);

  return {
    /** Adds a notification; a repeated source key (a retried job) changes nothing. Returns whether it was new. */
    async notify(notification: NewNotification, tx: Db = db): Promise<boolean> {
      const { topic: _topic, ...row } = notification;
      const store = (inner: Db) =>
        createNotificationsRepo(inner).insertIfNew({
          ...row,
          orderId: row.orderId ?? null,
          createdAt: new Date(now()),
        });
      if (!relay) return store(tx);
      // The relay's job commits with the notice: a retried notice is neither stored nor relayed twice.
      return inTransaction(tx, async (inner) => {
        const isNew = await store(inner);
        if (isNew) await relay(inner, notification);
        return isNew;
      });
    },

    /** The user's notifications, newest first, with how many are unread. */
    async list(userId: number, limit: number, offset: number): Promise<NotificationListResponse> {
      const [rows, total, unread] = await Promise.all([
        repo.findByUser(userId, limit, offset),
        repo.countByUser(userId),
        unreadOf(userId),
      ]);
      return { items: rows.map(toView), total, unread };
    },

    unreadCount: unreadOf,

    /** Marks the given notifications (or all) of the user read; others' ids are ignored. */
    async markRead(userId: number, ids: number[] | undefined): Promise<{ unread: number }> {
      if (!ids || ids.length > 0) await repo.markRead(userId, ids, new Date(now()));
      return { unread: await unreadOf(userId) };
    },
  };
}
