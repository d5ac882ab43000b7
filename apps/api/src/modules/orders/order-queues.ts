import type { Db } from '../../db/client';
import { createOrderQueuesRepo } from './order-queues.repo';

const LATEST = 20;

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
          status: row.status,
          stage: row.stage,
          total: { amount: row.amount, currency: row.currency },
          createdAt: row.createdAt.toISOString(),
          disputed: Boolean(row.disputed),
        }));
    },
  };
}
