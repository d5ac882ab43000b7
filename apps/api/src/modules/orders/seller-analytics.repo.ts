import type { CurrencyCode, ProductType } from '@lootmarket/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The catalog's part of a query over orders `o`: the listing of the product sold. */
export interface OrderListingSql {
  join: SQL;
  columns: SQL;
}

export interface CompletedSaleRow {
  offer_id: string;
  product_id: string;
  product_title: string;
  product_type: ProductType;
  listing_id: string | null;
  listing_title: string | null;
  quantity: number;
  amount_minor: string | number;
  day: string;
}

export function createSellerAnalyticsRepo(db: Db, listing: OrderListingSql) {
  return {
    /** The seller's orders completed in [from, to) in one currency: what the ledger paid out for. */
    completedSales: async (
      sellerId: number,
      currency: CurrencyCode,
      from: Date,
      to: Date,
    ): Promise<CompletedSaleRow[]> =>
      rowsOf<CompletedSaleRow>(
        await db.execute(sql`
          select o.offer_id, o.product_id, o.product_title, o.product_type, o.quantity, o.amount_minor,
                 to_char(o.updated_at at time zone 'UTC', 'YYYY-MM-DD') as day, ${listing.columns}
            from orders o ${listing.join}
           where o.seller_id = ${sellerId} and o.status = 'COMPLETED' and o.currency = ${currency}
             and o.updated_at >= ${from.toISOString()} and o.updated_at < ${to.toISOString()}`),
      ),

    /** Paid orders of the seller cancelled in [from, to): refunded to their buyers. */
    refundedCount: async (sellerId: number, currency: CurrencyCode, from: Date, to: Date): Promise<number> => {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n from orders o
           where o.seller_id = ${sellerId} and o.status = 'CANCELLED' and o.seller_clock_at is not null and o.currency = ${currency}
             and o.updated_at >= ${from.toISOString()} and o.updated_at < ${to.toISOString()}`),
      );
      return row?.n ?? 0;
    },
  };
}
