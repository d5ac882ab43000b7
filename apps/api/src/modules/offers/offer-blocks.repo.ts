import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offers } from './offers.tables';

/** The offers a seller's block takes off the catalog and puts back (decision 041). */
export function createOfferBlocksRepo(db: Db) {
  return {
    /** Pauses the seller's listed offers, marking them as paused by the block; answers their products. */
    async hide(sellerId: number) {
      return db
        .update(offers)
        .set({ isActive: false, hiddenByBlock: true })
        .where(and(eq(offers.sellerId, sellerId), eq(offers.isActive, true)))
        .returning({ productId: offers.productId });
    },

    /** Lists again exactly the offers the block paused; the ones the seller had paused stay paused. */
    async restore(sellerId: number) {
      return db
        .update(offers)
        .set({ isActive: true, hiddenByBlock: false })
        .where(and(eq(offers.sellerId, sellerId), eq(offers.hiddenByBlock, true)))
        .returning({ productId: offers.productId });
    },

    latestOfSeller(sellerId: number, limit: number) {
      return db
        .select({
          id: offers.id,
          title: offers.title,
          priceMinor: offers.priceMinor,
          currency: offers.currency,
          isActive: offers.isActive,
          hiddenByBlock: offers.hiddenByBlock,
        })
        .from(offers)
        .where(eq(offers.sellerId, sellerId))
        .orderBy(desc(offers.createdAt))
        .limit(limit);
    },
  };
}
