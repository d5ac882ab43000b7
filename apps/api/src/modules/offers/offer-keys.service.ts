import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { KeySealer } from './offer-keys.crypto';
import { offerKeys } from './offer-keys.tables';

/** Both drivers answer raw SQL with `{ rows }`; the shared builder type does not say so. */
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** What the keys need from the catalog: which offers sell keys and how many they have in stock. */
export interface OfferKeysCatalog {
  listKeyOffers(): Promise<{ offerId: string; stock: number }[]>;
}

export type OfferKeysService = ReturnType<typeof createOfferKeysService>;

/** A demo key in the usual 3×5 shape, e.g. "K7Q2M-9XW4A-PL3ZD". */
function demoKey(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(15);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5, 10)}-${chars.slice(10)}`;
}

/** Encrypted auto-delivery keys: adding, reserving at checkout, handing over after payment. */
export function createOfferKeysService({ db, sealer, catalog }: { db: Db; sealer: KeySealer; catalog: OfferKeysCatalog }) {
  return {
    /** Stores keys for an offer, sealed. */
    async addKeys(offerId: string, keys: string[], tx: Db = db): Promise<void> {
      if (keys.length === 0) return;
      await tx.insert(offerKeys).values(keys.map((key) => ({ offerId, secret: sealer.seal(key) })));
    },

    /**
     * Reserves `quantity` keys for an order. `SKIP LOCKED` lets concurrent buyers take different keys
     * without waiting on each other, and the status condition means a key is only ever taken once.
     * Answers how many were reserved and whether the offer sells keys at all, in one statement: the
     * check for any key of the offer runs only when none was reserved.
     */
    async reserveKeys(tx: Db, offerId: string, orderId: string, quantity: number): Promise<{ reserved: number; sellsKeys: boolean }> {
      const [row] = rowsOf<{ reserved: number; sells_keys: boolean }>(
        await tx.execute(sql`
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

    /** Hands the order's reserved keys over (reserved → sold) and answers them in plain text. */
    async sellReservedKeys(tx: Db, orderId: string): Promise<string[]> {
      const rows = await tx
        .update(offerKeys)
        .set({ status: 'sold' })
        .where(and(eq(offerKeys.orderId, orderId), eq(offerKeys.status, 'reserved')))
        .returning({ secret: offerKeys.secret });
      return rows.map((row) => sealer.open(row.secret));
    },

    /** Returns an unpaid order's keys to the shelf. */
    async releaseKeys(tx: Db, orderId: string): Promise<void> {
      await tx
        .update(offerKeys)
        .set({ status: 'available', orderId: null, reservedAt: null })
        .where(and(eq(offerKeys.orderId, orderId), eq(offerKeys.status, 'reserved')));
    },

    /** The keys sold to these orders, decrypted, by order id. */
    async soldKeys(orderIds: string[], tx: Db = db): Promise<Map<string, string[]>> {
      const byOrder = new Map<string, string[]>();
      if (orderIds.length === 0) return byOrder;
      const rows = await tx
        .select({ orderId: offerKeys.orderId, secret: offerKeys.secret })
        .from(offerKeys)
        .where(and(inArray(offerKeys.orderId, orderIds), eq(offerKeys.status, 'sold')))
        .orderBy(offerKeys.createdAt, offerKeys.id);
      for (const row of rows) byOrder.set(row.orderId!, [...(byOrder.get(row.orderId!) ?? []), sealer.open(row.secret)]);
      return byOrder;
    },

    /** Gives each demo key offer as many generated keys as it has stock, once. */
    async seedDemoKeys(): Promise<void> {
      const [any] = await db.select({ id: offerKeys.id }).from(offerKeys).limit(1);
      if (any) return;
      const rows = (await catalog.listKeyOffers()).flatMap(({ offerId, stock }) =>
        Array.from({ length: stock }, () => ({ offerId, secret: sealer.seal(demoKey()) })));
      if (rows.length === 0) return;
      // One statement with two array parameters for the whole demo catalog (thousands of keys), since this
      // runs while the server starts. Uuids and base64url need no quoting inside an array literal.
      const array = (values: string[]) => `{${values.join(',')}}`;
      await db.execute(sql`
        insert into offer_keys (offer_id, secret)
        select * from unnest(${array(rows.map((row) => row.offerId))}::uuid[], ${array(rows.map((row) => row.secret))}::text[])`);
    },
  };
}
