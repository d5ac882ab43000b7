import type { Db } from '../../db/client';
import { productTag, sellerTag, type CatalogAnswers } from '../../platform/cache/answer-cache';
import { createOfferBlocksRepo } from './offer-blocks.repo';

/**
 * A blocked seller's offers leave the catalog and come back on the unblock (decision 041): the block
 * pauses only what was listed and marks it, so the seller's own pauses survive both.
 */
export function createOfferBlocksService({ db, answers }: { db: Db; answers?: CatalogAnswers }) {
  async function forget(tx: Db, sellerId: number, rows: { productId: string }[]): Promise<number> {
    await answers?.invalidate([...new Set(rows.map((row) => productTag(row.productId))), sellerTag(sellerId)], tx);
    return rows.length;
  }

  return {
    /** In the block's transaction; answers how many offers left the catalog. */
    hideForBlock: async (sellerId: number, tx: Db): Promise<number> =>
      forget(tx, sellerId, await createOfferBlocksRepo(tx).hide(sellerId)),

    /** In the unblock's transaction; answers how many offers are listed again. */
    restoreAfterBlock: async (sellerId: number, tx: Db): Promise<number> =>
      forget(tx, sellerId, await createOfferBlocksRepo(tx).restore(sellerId)),

    /** The seller's latest offers, for staff. */
    async latestOfSeller(sellerId: number) {
      const rows = await createOfferBlocksRepo(db).latestOfSeller(sellerId, 20);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        price: { amount: row.priceMinor, currency: row.currency },
        active: row.isActive,
        hiddenByBlock: row.hiddenByBlock,
      }));
    },
  };
}
export type OfferBlocksService = ReturnType<typeof createOfferBlocksService>;
