import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { listings } from './catalog.tables';
import { offers, products } from './products.tables';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type OfferRow = typeof offers.$inferSelect;
export type NewOfferRow = typeof offers.$inferInsert;

const parents = alias(listings, 'parents');

/** Bulk inserts go in slices so that one statement never exceeds the protocol's parameter limit. */
const INSERT_SLICE = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createProductsRepo(db: Db) {
  return {
    /** A product with its listing and the listing's parent, by slug or by id. */
    findProduct: async (slugOrId: string) => {
      const where = UUID.test(slugOrId) ? eq(products.id, slugOrId) : eq(products.slug, slugOrId);
      const [row] = await db
        .select({ product: products, listing: listings, parent: parents })
        .from(products)
        .innerJoin(listings, eq(listings.id, products.listingId))
        .leftJoin(parents, eq(parents.id, listings.parentId))
        .where(where)
        .limit(1);
      return row;
    },

    findActiveOffers: (productId: string): Promise<OfferRow[]> =>
      db
        .select()
        .from(offers)
        .where(and(eq(offers.productId, productId), eq(offers.isActive, true)))
        // Sold-out offers go last however cheap they are: buyers compare what they can buy now.
        .orderBy(sql`coalesce(${offers.stock}, 1) = 0`, asc(offers.priceMinor), asc(offers.id)),

    /**
     * The most popular products of the same type in a listing with their cheapest in-stock price: the
     * pack grid of a product page. Popularity picks the few first, so a huge listing costs the same.
     */
    findVariants: async (listingId: string, productType: ProductRow['productType'], limit: number) => {
      const result = await db.execute(sql`
        select p.slug, p.title, cheapest.price_minor, cheapest.currency
        from (
          select id, slug, title from ${products}
          where listing_id = ${listingId} and product_type = ${productType}
          order by popularity desc, slug limit ${limit}
        ) p
        left join lateral (
          select o.price_minor, o.currency from ${offers} o
          where o.product_id = p.id and o.is_active and coalesce(o.stock, 1) > 0
          order by o.price_minor limit 1
        ) cheapest on true`);
      return (result as unknown as { rows: { slug: string; title: string; price_minor: string | number | null; currency: OfferRow['currency'] | null }[] }).rows;
    },

    findOfferWithProduct: async (offerId: string) => {
      const [row] = await db
        .select({ offer: offers, product: products })
        .from(offers)
        .innerJoin(products, eq(products.id, offers.productId))
        .where(eq(offers.id, offerId))
        .limit(1);
      return row;
    },

    /** Every product with the titles and aliases of its listing and of the listing's parent. */
    findAllWithListings: () =>
      db
        .select({ product: products, listing: listings, parent: parents })
        .from(products)
        .innerJoin(listings, eq(listings.id, products.listingId))
        .leftJoin(parents, eq(parents.id, listings.parentId)),

    insertProducts: async (rows: NewProductRow[]): Promise<ProductRow[]> => {
      const inserted: ProductRow[] = [];
      for (let start = 0; start < rows.length; start += INSERT_SLICE) {
        inserted.push(...(await db.insert(products).values(rows.slice(start, start + INSERT_SLICE)).returning()));
      }
      return inserted;
    },

    insertOffers: async (rows: NewOfferRow[]): Promise<void> => {
      for (let start = 0; start < rows.length; start += INSERT_SLICE) {
        await db.insert(offers).values(rows.slice(start, start + INSERT_SLICE));
      }
    },

    countProducts: async (): Promise<number> => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
      return row?.count ?? 0;
    },
  };
}
