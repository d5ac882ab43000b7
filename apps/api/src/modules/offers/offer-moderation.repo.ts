import type { CurrencyCode } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { SellerOfferCatalogSql } from './seller-offers.repo';

export interface ModerationOfferRow {
  id: string;
  product_id: string;
  product_slug: string;
  product_title: string;
  offer_title: string;
  seller_id: string | number;
  price_minor: string | number;
  currency: CurrencyCode;
  is_active: boolean;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  hidden_by: string | number | null;
  active_before_hide: boolean | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a moderator searches by: an offer's id, a seller's id, or a product's slug. */
function matching(q: string | undefined) {
  if (!q) return sql`o.hidden_at is not null`;
  if (UUID.test(q)) return sql`o.id = ${q.toLowerCase()}::uuid`;
  if (/^\d{1,15}$/.test(q)) return sql`o.seller_id = ${Number(q)}`;
  return sql`p.slug = ${q.toLowerCase()}`;
}

export function createOfferModerationRepo(db: Db, catalog: Pick<SellerOfferCatalogSql, 'product'>) {
  const select = sql`select o.id, o.product_id, o.title as offer_title, o.seller_id, o.price_minor, o.currency, o.is_active,
                            o.hidden_at, o.hidden_reason, o.hidden_by, o.active_before_hide, ${catalog.product.columns}
                       from offers o ${catalog.product.join}`;
  return {
    /** Hidden offers newest first, or the ones the search names. */
    list: async (q: string | undefined, limit: number): Promise<ModerationOfferRow[]> =>
      rowsOf<ModerationOfferRow>(
        await db.execute(
          sql`${select} where ${matching(q)} order by o.hidden_at desc nulls last, o.created_at desc limit ${limit}`,
        ),
      ),

    lock: async (id: string): Promise<ModerationOfferRow | undefined> =>
      rowsOf<ModerationOfferRow>(await db.execute(sql`${select} where o.id = ${id} for update of o`))[0],

    /** Off the catalog: not active, with the reason; what it was before is kept for a restore. */
    hide: async (id: string, reason: string, staffId: number, at: Date): Promise<void> => {
      await db.execute(sql`
        update offers set active_before_hide = is_active, is_active = false,
                          hidden_at = ${at}, hidden_reason = ${reason}, hidden_by = ${staffId}
         where id = ${id}`);
    },

    restore: async (id: string): Promise<void> => {
      await db.execute(sql`
        update offers set is_active = coalesce(active_before_hide, true), active_before_hide = null,
                          hidden_at = null, hidden_reason = null, hidden_by = null
         where id = ${id}`);
    },
  };
}
