import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offerKeyFingerprints, offerKeys } from './offer-keys.tables';

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

    /** Marks the order's reserved keys sold; answers their ids and sealed secrets. */
    sellReserved: (orderId: string): Promise<{ id: string; secret: string }[]> =>
      db
        .update(offerKeys)
        .set({ status: 'sold' })
        .where(and(eq(offerKeys.orderId, orderId), eq(offerKeys.status, 'reserved')))
        .returning({ id: offerKeys.id, secret: offerKeys.secret }),

    insertFingerprints: async (rows: { hash: string; keyId: string; orderId: string }[]): Promise<void> => {
      if (rows.length > 0) await db.insert(offerKeyFingerprints).values(rows).onConflictDoNothing();
    },

    /** Sold keys whose fingerprints are not stored yet (sold before they were kept), a batch at a time. */
    soldWithoutFingerprints: (limit: number): Promise<{ id: string; orderId: string | null; secret: string }[]> =>
      db
        .select({ id: offerKeys.id, orderId: offerKeys.orderId, secret: offerKeys.secret })
        .from(offerKeys)
        .where(
          and(
            eq(offerKeys.status, 'sold'),
            sql`not exists (select 1 from offer_key_fingerprints f where f.order_id = ${offerKeys.orderId} and f.key_id = ${offerKeys.id})`,
          ),
        )
        .limit(limit),

    /**
     * Orders sold a key holding the whole query's hash, or every one of its segments' hashes, newest key
     * first; at most `limit`.
     */
    ordersByFingerprints: async (
      query: { whole: string | null; segments: string[] },
      limit: number,
    ): Promise<string[]> => {
      const all = [...new Set([...(query.whole ? [query.whole] : []), ...query.segments])];
      if (all.length === 0) return [];
      const list = (values: string[]) => `{${values.join(',')}}`;
      const rows = rowsOf<{ order_id: string }>(
        await db.execute(sql`
          select order_id from offer_key_fingerprints
          where hash = any(${list(all)}::text[])
          group by key_id, order_id
          having bool_or(hash = ${query.whole ?? ''})
            or (${query.segments.length} > 0 and count(*) filter (where hash = any(${list(query.segments)}::text[])) = ${query.segments.length})
          limit ${limit}`),
      );
      return [...new Set(rows.map((row) => row.order_id))];
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
