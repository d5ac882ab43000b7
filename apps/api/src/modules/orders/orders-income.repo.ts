import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orders } from './orders.tables';

/** Rows behind a seller's money: paid orders not yet completed, and the trouble their orders had. */
export function createOrdersIncomeRepo(db: Db) {
  return {
    /** Paid orders of the seller whose money is still in escrow, minus those support holds for a risk check. */
    findOpenPaid: (sellerId: number) =>
      db
        .select({
          id: orders.id,
          offerId: orders.offerId,
          productTitle: orders.productTitle,
          productType: orders.productType,
          amountMinor: orders.amountMinor,
          currency: orders.currency,
          stage: orders.stage,
          sellerClockAt: orders.sellerClockAt,
          deliveredAt: orders.deliveredAt,
        })
        .from(orders)
        .where(and(eq(orders.sellerId, sellerId), eq(orders.status, 'PROCESSING'), ne(orders.stage, 'manual_approve'))),

    /** Disputes opened and refunds after payment on the seller's orders since `since`. */
    async troubleSince(sellerId: number, since: Date): Promise<{ disputes: number; refunds: number }> {
      const [row] = await db
        .select({
          disputes: sql<number>`count(*) filter (where ${orderEvents.type} = 'BUYER_DISPUTED')`.mapWith(Number),
          refunds:
            sql<number>`count(*) filter (where ${orderEvents.fromStatus} = 'PROCESSING' and ${orderEvents.toStatus} = 'CANCELLED')`.mapWith(
              Number,
            ),
        })
        .from(orderEvents)
        .innerJoin(orders, eq(orders.id, orderEvents.orderId))
        .where(and(eq(orders.sellerId, sellerId), gte(orderEvents.at, since)));
      return { disputes: row?.disputes ?? 0, refunds: row?.refunds ?? 0 };
    },
  };
}
