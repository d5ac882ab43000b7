import type { CurrencyCode, ProductType } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { ProductOffersSql } from './catalog.ports';
import { createProductsRepo, type ProductCardRow } from './products.repo';

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

/**
 * The cards of the given products in one query: the top-level listing each belongs to, and the cheapest
 * active offer (one in stock when there is one). Order follows `ids`; unknown ids are left out.
 */
export async function findProductCards(db: Db, ids: string[], offers: ProductOffersSql): Promise<ProductCardSource[]> {
  if (ids.length === 0) return [];
  const rows = await createProductsRepo(db).findCards(ids, offers);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row)] : [];
  });
}

function toCard(row: ProductCardRow): ProductCardSource {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    productType: row.product_type,
    listing: { slug: row.listing_slug, title: row.listing_title, accentColor: row.accent_color },
    price:
      row.price_minor === null || row.currency === null
        ? null
        : { amount: Number(row.price_minor), currency: row.currency },
    offersCount: row.offers_count,
    inStock: row.in_stock,
  };
}
