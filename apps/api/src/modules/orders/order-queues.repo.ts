import { count, desc, eq, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderDisputes } from './order-disputes.tables';
import { orders } from './orders.tables';

/** Staff's reads of orders: the support queues and one person's latest orders. */
export function createOrderQueuesRepo(db: Db) {
  return {
    /** Orders waiting in one support stage, and since when the oldest waits there. */
    async stage(stage: 'disputed' | 'manual_approve') {
      const [row] = await db
        .select({ n: count(), oldest: min(orders.updatedAt) })
        .from(orders)
        .where(eq(orders.stage, stage));
      return { count: row?.n ?? 0, oldestSince: row?.oldest ?? null };
    },

    /** The person's latest orders on one side of the deal (each side its own index). */
    latestOf(side: 'buyer' | 'seller', userId: number, limit: number) {
      return db
        .select({
          id: orders.id,
          status: orders.status,
          stage: orders.stage,
          amount: orders.amountMinor,
          currency: orders.currency,
          createdAt: orders.createdAt,
          disputed: sql<boolean>`exists (select 1 from ${orderDisputes} d where d.order_id = ${orders.id})`,
        })
        .from(orders)
        .where(eq(side === 'buyer' ? orders.buyerUserId : orders.sellerId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },
  };
}
