import type { SellerTrust } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { sellerTag } from '../../platform/cache/answer-cache';
import { AppError } from '../../platform/http/app-error';
import type { CatalogAnswers } from '../../platform/cache/answer-cache';
import { createSellerStatsRepo, type NewSellerStats, type SellerStatsRow } from './seller-stats.repo';

const BASIS_POINTS = 10_000;

export interface FinishedDeal {
  orderId: string;
  sellerId: number;
  outcome: 'completed' | 'refunded';
  /** Minutes from payment to delivery; null when the goods never arrived. */
  deliveryMinutes: number | null;
}

/** Refunded share of finished deals in basis points, rounded to the nearest. */
export function refundShareBp(completed: number, refunded: number): number {
  const finished = completed + refunded;
  return finished === 0 ? 0 : Math.round((refunded * BASIS_POINTS) / finished);
}

export function toTrust(row: SellerStatsRow | undefined): SellerTrust {
  if (!row) return { completedDeals: 0, refundShareBp: 0, medianDeliveryMinutes: null };
  return {
    completedDeals: row.completedDeals,
    refundShareBp: refundShareBp(row.completedDeals, row.refundedDeals),
    medianDeliveryMinutes: row.medianDeliveryMinutes,
  };
}

/** Seller trust figures: read in bulk for product pages, updated by orders as deals finish. */
export function createSellerStatsService({ db, answers }: { db: Db; answers?: CatalogAnswers }) {
  return {
    /** Trust figures of many sellers in one query; sellers without deals get zeros. */
    async getSellerTrust(sellerIds: number[]): Promise<Map<number, SellerTrust>> {
      const rows = await createSellerStatsRepo(db).findMany([...new Set(sellerIds)]);
      const byId = new Map(rows.map((row) => [row.sellerId, row]));
      return new Map(sellerIds.map((id) => [id, toTrust(byId.get(id))]));
    },

    /**
     * Counts one finished deal for its seller: the orders module calls it when an order is completed
     * or refunded, inside the order's own transaction when given one. Idempotent per order: repeating the
     * call changes nothing. Returns whether it counted.
     */
    async recordSellerDeal(deal: FinishedDeal, outer: Db = db): Promise<boolean> {
      if (deal.deliveryMinutes !== null && (!Number.isInteger(deal.deliveryMinutes) || deal.deliveryMinutes < 0)) {
        throw new AppError('VALIDATION_FAILED', 'Некорректное время доставки');
      }
      return inTransaction(outer, async (tx) => {
        const repo = createSellerStatsRepo(tx);
        const inserted = await repo.insertDeal(deal);
        if (!inserted) return false;
        const counted = deal.outcome === 'completed' && deal.deliveryMinutes !== null;
        const median = counted ? await repo.medianDelivery(deal.sellerId) : null;
        await repo.addDeal(deal.sellerId, deal.outcome === 'refunded', median);
        await answers?.invalidate([sellerTag(deal.sellerId)], tx);
        return true;
      });
    },

    /** Sets sellers' figures where they have none yet (the demo catalog), in the caller's transaction. */
    addSellerStats: (rows: NewSellerStats[], tx: Db = db): Promise<void> => createSellerStatsRepo(tx).insertMany(rows),
  };
}
