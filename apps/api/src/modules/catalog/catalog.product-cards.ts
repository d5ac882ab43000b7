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

/** A game's products as its pages show them: the base game an add-on needs, and add-ons of the game. */
export interface GameCards {
  baseGame: ProductCardSource | null;
  addOns: ProductCardSource[];
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

/**
 * The cards of a product's game in one query: for an add-on its base game (when it names one) and the other
 * add-ons of that game; for a game its own add-ons. The most popular `limit` add-ons, most popular first.
 */
export async function findGameCards(
  db: Db,
  product: { id: string; baseProductId: string | null },
  limit: number,
  offers: ProductOffersSql,
): Promise<GameCards> {
  const rows = await createProductsRepo(db).findGameCards(
    { gameId: product.baseProductId ?? product.id, productId: product.id, withBase: product.baseProductId !== null },
    limit,
    offers,
  );
  const base = rows.find((row) => row.is_base);
  return { baseGame: base ? toCard(base) : null, addOns: rows.filter((row) => !row.is_base).map(toCard) };
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
