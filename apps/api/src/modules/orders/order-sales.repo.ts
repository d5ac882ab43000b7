import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export function createOrderSalesRepo(db: Db) {
  return {
    /** Pieces of paid orders (in progress or completed) per offer of one seller; the seller's index finds them. */
    soldByOffer: async (sellerId: number, offerIds: string[]): Promise<{ offer_id: string; sold: number }[]> =>
      rowsOf<{ offer_id: string; sold: number }>(
        await db.execute(sql`
          select offer_id, sum(quantity)::int as sold from orders
           where seller_id = ${sellerId} and offer_id = any(${`{${offerIds.join(',')}}`}::uuid[]) and status in ('PROCESSING', 'COMPLETED')
           group by offer_id`),
      ),
  };
}
