import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellerDeals, sellerStats } from './seller-stats.tables';

export type SellerStatsRow = typeof sellerStats.$inferSelect;
export type NewSellerDeal = typeof sellerDeals.$inferInsert;
export type NewSellerStats = typeof sellerStats.$inferInsert;

/** The median is taken over this many latest deliveries: recent behaviour is what buyers care about. */
const MEDIAN_WINDOW = 200;

export function createSellerStatsRepo(db: Db) {
  return {
    findMany: (sellerIds: number[]): Promise<SellerStatsRow[]> =>
      sellerIds.length === 0
        ? Promise.resolve([])
        : db.select().from(sellerStats).where(inArray(sellerStats.sellerId, sellerIds)),

    /** Inserts the deal unless this order was recorded already; true when it was new. */
    insertDeal: async (deal: NewSellerDeal): Promise<boolean> =>
      (
        await db
          .insert(sellerDeals)
          .values(deal)
          .onConflictDoNothing({ target: sellerDeals.orderId })
          .returning({ orderId: sellerDeals.orderId })
      ).length > 0,

    medianDelivery: async (sellerId: number): Promise<number | null> => {
      const latest = db
        .select({ minutes: sellerDeals.deliveryMinutes })
        .from(sellerDeals)
        .where(
          and(
            eq(sellerDeals.sellerId, sellerId),
            eq(sellerDeals.outcome, 'completed'),
            isNotNull(sellerDeals.deliveryMinutes),
          ),
        )
        .orderBy(desc(sellerDeals.recordedAt))
        .limit(MEDIAN_WINDOW)
        .as('latest');
      const [row] = await db
        .select({ median: sql<number | null>`percentile_disc(0.5) within group (order by ${latest.minutes})` })
        .from(latest);
      return row?.median ?? null;
    },

    /** Adds one finished deal to the seller's counters, creating the row on the first deal. */
    addDeal: async (sellerId: number, refunded: boolean, medianDeliveryMinutes: number | null): Promise<void> => {
      const completed = refunded ? 0 : 1;
      const refund = refunded ? 1 : 0;
      await db
        .insert(sellerStats)
        .values({ sellerId, completedDeals: completed, refundedDeals: refund, medianDeliveryMinutes })
        .onConflictDoUpdate({
          target: sellerStats.sellerId,
          set: {
            completedDeals: sql`${sellerStats.completedDeals} + ${completed}`,
            refundedDeals: sql`${sellerStats.refundedDeals} + ${refund}`,
            medianDeliveryMinutes: sql`coalesce(${medianDeliveryMinutes}::int, ${sellerStats.medianDeliveryMinutes})`,
            updatedAt: sql`now()`,
          },
        });
    },

    insertMany: async (rows: NewSellerStats[]): Promise<void> => {
      if (rows.length > 0) await db.insert(sellerStats).values(rows).onConflictDoNothing();
    },
  };
}
