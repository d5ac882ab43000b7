import type { CurrencyCode, ProductType, SellerTier } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { SellerOfferCatalogSql } from './seller-offers.repo';

export interface StorefrontOfferRow {
  id: string;
  product_id: string;
  product_slug: string;
  product_title: string;
  product_type: ProductType;
  price_minor: string | number;
  currency: CurrencyCode;
  stock: number | null;
  delivery_minutes: number;
  total: number;
}

export function createStorefrontOffersRepo(db: Db, catalog: SellerOfferCatalogSql) {
  return {
    /** A page of the seller's active offers, in stock first, the most popular products first. */
    listActive: async (sellerId: number, limit: number, offset: number): Promise<StorefrontOfferRow[]> =>
      rowsOf<StorefrontOfferRow>(
        await db.execute(sql`
          select o.id, o.product_id, o.price_minor, o.currency, o.stock, o.delivery_minutes, count(*) over ()::int as total, ${catalog.product.columns}
            from offers o ${catalog.product.join}
           where o.seller_id = ${sellerId} and o.is_active
           order by coalesce(o.stock, 1) = 0, p.popularity desc, o.id
           limit ${limit} offset ${offset}`),
      ),

    /** The tier and verified flag the seller's offers carry; undefined for a seller without offers. */
    sellerBadge: async (sellerId: number): Promise<{ tier: SellerTier; verified: boolean } | undefined> => {
      const [row] = rowsOf<{ seller_tier: SellerTier; seller_verified: boolean }>(
        await db.execute(
          sql`select seller_tier, seller_verified from offers where seller_id = ${sellerId} order by created_at desc limit 1`,
        ),
      );
      return row && { tier: row.seller_tier, verified: row.seller_verified };
    },

    countActive: async (sellerId: number): Promise<number> => {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from offers where seller_id = ${sellerId} and is_active`),
      );
      return row?.n ?? 0;
    },
  };
}
