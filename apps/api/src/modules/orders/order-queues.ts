import { ORDER_DISPLAY_STATUS_TEXT, orderDisplayStatus, type OrderStage, type OrderStatus } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { createOrderQueuesRepo } from './order-queues.repo';

const LATEST = 20;

/** The status as the buyer reads it; only status and stage decide it. */
const statusOf = (row: { status: OrderStatus; stage: OrderStage | null }) =>
  orderDisplayStatus({ ...row, createdAt: 0, sellerClockAt: null, deliveredAt: null });

/** What the console asks of orders: the disputes and flagged orders waiting, and one person's orders. */
export function createOrderQueues(db: Db) {
  const repo = createOrderQueuesRepo(db);
  return {
    /** Disputes open, and orders held for manual approval by the risk rules. */
    async queueStats() {
      const [disputes, flagged] = await Promise.all([repo.stage('disputed'), repo.stage('manual_approve')]);
      return { disputes, flagged };
    },

    /** The person's latest orders, bought or sold, newest first. */
    async latestOf(userId: number) {
      const [bought, sold] = await Promise.all([
        repo.latestOf('buyer', userId, LATEST),
        repo.latestOf('seller', userId, LATEST),
      ]);
      return [
        ...bought.map((row) => ({ ...row, side: 'buyer' as const })),
        ...sold.map((row) => ({ ...row, side: 'seller' as const })),
      ]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, LATEST)
        .map((row) => ({
          id: row.id,
          side: row.side,
          status: ORDER_DISPLAY_STATUS_TEXT[statusOf(row)].title,
          stage: row.stage,
          total: { amount: row.amount, currency: row.currency },
          createdAt: row.createdAt.toISOString(),
          disputed: Boolean(row.disputed),
        }));
    },
  };
}
