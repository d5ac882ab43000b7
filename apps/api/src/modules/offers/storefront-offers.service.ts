import { coverImagePath, stockSells, type SellerTier, type StorefrontOffer } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { SellerOfferCatalogSql } from './seller-offers.repo';
import { createStorefrontOffersRepo } from './storefront-offers.repo';

export type StorefrontOffersService = ReturnType<typeof createStorefrontOffersService>;

export interface StorefrontOffers {
  badge: { tier: SellerTier; verified: boolean } | undefined;
  activeOffers: number;
  offers: StorefrontOffer[];
}

/** A shop's active offers as its public page lists them. */
export function createStorefrontOffersService({ db, catalog }: { db: Db; catalog: SellerOfferCatalogSql }) {
  const repo = createStorefrontOffersRepo(db, catalog);
  return {
    async forSeller(sellerId: number, limit: number, offset: number): Promise<StorefrontOffers> {
      const [rows, badge, activeOffers] = await Promise.all([
        repo.listActive(sellerId, limit, offset),
        repo.sellerBadge(sellerId),
        repo.countActive(sellerId),
      ]);
      return {
        badge,
        activeOffers,
        offers: rows.map((row) => ({
          id: row.id,
          title: row.product_title,
          product: {
            id: row.product_id,
            slug: row.product_slug,
            title: row.product_title,
            productType: row.product_type,
            cover: coverImagePath('product', row.product_slug),
          },
          price: { amount: Number(row.price_minor), currency: row.currency },
          stock: row.stock,
          inStock: stockSells(
            { productType: row.product_type, title: row.product_title, slug: row.product_slug },
            row.stock,
          ),
          deliveryMinutes: row.delivery_minutes,
        })),
      };
    },
  };
}
