import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offerKeys } from './offer-keys.tables';

export function createOfferKeysRepo(db: Db) {
  return {
    insertMany: async (rows: { offerId: string; secret: string }[]): Promise<void> => {
      await db.insert(offerKeys).values(rows);
    },

    /**
     * Many keys in one statement with two array parameters, whatever their number (thousands of demo
     * keys while the server starts). Uuids and base64url need no quoting inside an array literal.
     */
    insertAll: async (rows: { offerId: string; secret: string }[]): Promise<void> => {
      const array = (values: string[]) => `{${values.join(',')}}`;
      await db.execute(sql`
        insert into offer_keys (offer_id, secret)
        select * from unnest(${array(rows.map((row) => row.offerId))}::uuid[], ${array(rows.map((row) => row.secret))}::text[])`);
    },

    /**
     * Reserves up to `quantity` available keys of an offer for an order. `SKIP LOCKED` lets concurrent
     * buyers take different keys without waiting on each other, and the status condition means a key is
     * only ever taken once. Answers how many were reserved and whether the offer has keys at all, in one
     * statement: the check for any key of the offer runs only when none was reserved.
     */
    reserve: async (
      offerId: string,
      orderId: string,
      quantity: number,
    ): Promise<{ reserved: number; sellsKeys: boolean }> => {
      const [row] = rowsOf<{ reserved: number; sells_keys: boolean }>(
        await db.execute(sql`
          with taken as (
            update offer_keys set status = 'reserved', order_id = ${orderId}, reserved_at = now()
            where id in (
              select id from offer_keys where offer_id = ${offerId} and status = 'available'
              order by created_at, id limit ${quantity} for update skip locked
            ) and status = 'available'
            returning id
          ), counted as (select count(*)::int as reserved from taken)
          select reserved, reserved > 0 or exists (select 1 from offer_keys where offer_id = ${offerId}) as sells_keys from counted`),
      );
      return { reserved: row!.reserved, sellsKeys: row!.sells_keys };
    },

    /** Marks the order's reserved keys sold; answers their sealed secrets. */
    sellReserved: async (orderId: string): Promise<string[]> => {
      const rows = await db
        .update(offerKeys)
        .set({ status: 'sold' })
        .where(and(eq(offerKeys.orderId, orderId), eq(offerKeys.status, 'reserved')))
        .returning({ secret: offerKeys.secret });
      return rows.map((row) => row.secret);
    },

    releaseReserved: async (orderId: string): Promise<void> => {
      await db
        .update(offerKeys)
        .set({ status: 'available', orderId: null, reservedAt: null })
        .where(and(eq(offerKeys.orderId, orderId), eq(offerKeys.status, 'reserved')));
    },

    /** The sealed secrets sold to these orders, oldest first. */
    findSold: (orderIds: string[]): Promise<{ orderId: string | null; secret: string }[]> =>
      db
        .select({ orderId: offerKeys.orderId, secret: offerKeys.secret })
        .from(offerKeys)
        .where(and(inArray(offerKeys.orderId, orderIds), eq(offerKeys.status, 'sold')))
        .orderBy(offerKeys.createdAt, offerKeys.id),

    hasAny: async (): Promise<boolean> => {
      const [row] = await db.select({ id: offerKeys.id }).from(offerKeys).limit(1);
      return row !== undefined;
    },
  };
}
