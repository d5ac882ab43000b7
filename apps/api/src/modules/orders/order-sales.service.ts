import type { Db } from '../../db/client';
import { createOrderSalesRepo } from './order-sales.repo';

export type OrderSalesService = ReturnType<typeof createOrderSalesService>;

/** What the orders say about the sales of offers, for the seller's offer list. */
export function createOrderSalesService({ db }: { db: Db }) {
  return {
    /** Takes the caller's transaction, so a change and the list it answers read the same state. */
    async soldByOffer(sellerId: number, offerIds: string[], tx: Db = db): Promise<Map<string, number>> {
      if (offerIds.length === 0) return new Map();
      return new Map(
        (await createOrderSalesRepo(tx).soldByOffer(sellerId, offerIds)).map((row) => [row.offer_id, row.sold]),
      );
    },
  };
}
