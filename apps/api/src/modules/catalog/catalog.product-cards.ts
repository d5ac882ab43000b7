import type { CurrencyCode, ProductType } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A product with its game or service and its best offer, as search results show it. */
export interface ProductCardSource {
  id: string;
  slug: string;
  title: string;
  productType: ProductType;
  listing: { slug: string; title: string; accentColor: string };
  price: { amount: number; currency: CurrencyCode } | null;
  offersCount: number;
  inStock: boolean;
}

interface Row {
  id: string;
  slug: string;
  title: string;
  product_type: ProductType;
  listing_slug: string;
  listing_title: string;
  accent_color: string;
  price_minor: string | number | null;
  currency: CurrencyCode | null;
  offers_count: number;
  in_stock: boolean;
}

/**
 * The cards of the given products in one query: the top-level listing each belongs to, and the cheapest
 * active offer (one in stock when there is one). Order follows `ids`; unknown ids are left out.
 */
export async function findProductCards(db: Db, ids: string[]): Promise<ProductCardSource[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await db.execute(sql`
    select p.id, p.slug, p.title, p.product_type,
           coalesce(parent.slug, l.slug) as listing_slug,
           coalesce(parent.title, l.title) as listing_title,
           coalesce(parent.accent_color, l.accent_color) as accent_color,
           best.price_minor, best.currency,
           (select count(*)::int from offers o where o.product_id = p.id and o.is_active) as offers_count,
           coalesce(best.stock is null or best.stock > 0, false) as in_stock
      from products p
      join listings l on l.id = p.listing_id
      left join listings parent on parent.id = l.parent_id
      left join lateral (
        select o.price_minor, o.currency, o.stock
          from offers o
         where o.product_id = p.id and o.is_active
         order by (o.stock is null or o.stock > 0) desc, o.price_minor asc, o.id
         limit 1
      ) best on true
     where p.id in (${idList})`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row)] : [];
  });
}

function toCard(row: Row): ProductCardSource {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    productType: row.product_type,
    listing: { slug: row.listing_slug, title: row.listing_title, accentColor: row.accent_color },
    price: row.price_minor === null || row.currency === null ? null : { amount: Number(row.price_minor), currency: row.currency },
    offersCount: row.offers_count,
    inStock: row.in_stock,
  };
}
