import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type KeyStatus = 'available' | 'reserved' | 'sold';

export interface SellerStockOfferRow {
  id: string;
  productId: string;
  stock: number | null;
}

export interface KeyCounts {
  available: number;
  reserved: number;
  sold: number;
}

/** SQL of a seller's stock: their offer locked for a change, its keys counted, listed, added and removed. */
export function createOfferStockRepo(db: Db) {
  return {
    /** The seller's offer, locked until the transaction ends; undefined when it is someone else's or unknown. */
    lockSellerOffer: async (offerId: string, sellerId: number): Promise<SellerStockOfferRow | undefined> => {
      const [row] = rowsOf<{ id: string; product_id: string; stock: number | null }>(
        await db.execute(
          sql`select id, product_id, stock from offers where id = ${offerId} and seller_id = ${sellerId} for update`,
        ),
      );
      return row && { id: row.id, productId: row.product_id, stock: row.stock };
    },

    /** The seller's offer without a lock, for reads. */
    findSellerOffer: async (offerId: string, sellerId: number): Promise<SellerStockOfferRow | undefined> => {
      const [row] = rowsOf<{ id: string; product_id: string; stock: number | null }>(
        await db.execute(
          sql`select id, product_id, stock from offers where id = ${offerId} and seller_id = ${sellerId}`,
        ),
      );
      return row && { id: row.id, productId: row.product_id, stock: row.stock };
    },

    /** Sealed secrets of the offer's unsold keys (available or reserved): what a new upload must not repeat. */
    liveSecrets: async (offerId: string): Promise<string[]> =>
      rowsOf<{ secret: string }>(
        await db.execute(sql`select secret from offer_keys where offer_id = ${offerId} and status <> 'sold'`),
      ).map((row) => row.secret),

    /** Many sealed keys of one offer in one statement. */
    insertKeys: async (offerId: string, secrets: string[]): Promise<void> => {
      if (secrets.length === 0) return;
      await db.execute(sql`
        insert into offer_keys (offer_id, secret)
        select ${offerId}::uuid, secret from unnest(${`{${secrets.join(',')}}`}::text[]) as secret`);
    },

    countKeys: async (offerId: string): Promise<KeyCounts> => {
      const [row] = rowsOf<KeyCounts>(
        await db.execute(sql`
          select count(*) filter (where status = 'available')::int as available,
                 count(*) filter (where status = 'reserved')::int as reserved,
                 count(*) filter (where status = 'sold')::int as sold
            from offer_keys where offer_id = ${offerId}`),
      );
      return row ?? { available: 0, reserved: 0, sold: 0 };
    },

    setStock: async (offerId: string, stock: number | null): Promise<void> => {
      await db.execute(sql`update offers set stock = ${stock} where id = ${offerId}`);
    },

    /** A page of the offer's keys, newest first, sealed. */
    listKeys: async (offerId: string, status: KeyStatus | undefined, limit: number, offset: number) => {
      const where = status ? sql`offer_id = ${offerId} and status = ${status}` : sql`offer_id = ${offerId}`;
      const rows = rowsOf<{ id: string; secret: string; status: KeyStatus; created_at: Date | string; total: number }>(
        await db.execute(sql`
          select id, secret, status, created_at, count(*) over ()::int as total
            from offer_keys where ${where}
           order by created_at desc, id limit ${limit} offset ${offset}`),
      );
      return { total: rows[0]?.total ?? (offset > 0 ? await countWhere(db, where) : 0), rows };
    },

    /** How many of these keys of the offer are not available (reserved or sold), and how many exist at all. */
    countRemovable: async (offerId: string, keyIds: string[]): Promise<{ found: number; taken: number }> => {
      const [row] = rowsOf<{ found: number; taken: number }>(
        await db.execute(sql`
          select count(*)::int as found, count(*) filter (where status <> 'available')::int as taken
            from offer_keys where offer_id = ${offerId} and id = any(${`{${keyIds.join(',')}}`}::uuid[])`),
      );
      return row ?? { found: 0, taken: 0 };
    },

    deleteAvailableKeys: async (offerId: string, keyIds: string[]): Promise<number> =>
      rowsOf<{ id: string }>(
        await db.execute(sql`
          delete from offer_keys
           where offer_id = ${offerId} and status = 'available' and id = any(${`{${keyIds.join(',')}}`}::uuid[])
          returning id`),
      ).length,
  };
}

async function countWhere(db: Db, where: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from offer_keys where ${where}`),
  );
  return row?.count ?? 0;
}
