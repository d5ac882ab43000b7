import type { CurrencyCode, DeliveryKind, ProductType } from '@lootmarket/domain';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { ProductOffersSql } from './catalog.ports';
import { listings } from './catalog.tables';
import { products } from './products.tables';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/** A product with its top-level listing and its best offer, as search results show it. */
export interface ProductCardRow {
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

/** A product card, and whether it is the base game of the product being shown. */
export type GameCardRow = ProductCardRow & { is_base: boolean };

const parents = alias(listings, 'parents');

/** The columns of a card of product `p`, read through `cardJoins`. */
const cardColumns = (offers: ProductOffersSql) => sql`p.id, p.slug, p.title, p.product_type,
           coalesce(parent.slug, l.slug) as listing_slug,
           coalesce(parent.title, l.title) as listing_title,
           coalesce(parent.accent_color, l.accent_color) as accent_color,
           best.price_minor, best.currency,
           ${offers.activeOffersCount} as offers_count,
           coalesce(best.stock is null or best.stock > 0, false) as in_stock`;

/** Product `p`'s listing `l`, the listing's parent and its best offer. */
const cardJoins = (offers: ProductOffersSql) => sql`join listings l on l.id = p.listing_id
      left join listings parent on parent.id = l.parent_id
      ${offers.bestOfferLateral}`;

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

    findById: async (id: string): Promise<ProductRow | undefined> => {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row;
    },

    findBySlug: async (slug: string): Promise<ProductRow | undefined> => {
      const [row] = await db.select().from(products).where(eq(products.slug, slug)).limit(1);
      return row;
    },

    /**
     * The most popular products of the same type in a listing with their cheapest in-stock price: the
     * pack grid of a product page. Popularity picks the few first, so a huge listing costs the same.
     */
    findVariants: async (
      listingId: string,
      productType: ProductRow['productType'],
      limit: number,
      offers: ProductOffersSql,
    ) =>
      rowsOf<{ slug: string; title: string; price_minor: string | number | null; currency: CurrencyCode | null }>(
        await db.execute(sql`
        select p.slug, p.title, cheapest.price_minor, cheapest.currency
        from (
          select id, slug, title from ${products}
          where listing_id = ${listingId} and product_type = ${productType}
          order by popularity desc, slug limit ${limit}
        ) p
        ${offers.cheapestInStockLateral}`),
      ),

    /**
     * The cards of the given products in one query: the top-level listing each belongs to, and the
     * cheapest active offer (one in stock when there is one). Unknown ids are left out.
     */
    findCards: async (ids: string[], offers: ProductOffersSql): Promise<ProductCardRow[]> =>
      rowsOf<ProductCardRow>(
        await db.execute(sql`
    select ${cardColumns(offers)}
      from products p
      ${cardJoins(offers)}
     where p.id in (${sql.join(
       ids.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})`),
      ),

    /**
     * The cards of a game's products in one query: the base game (`is_base`), when given, and the most
     * popular add-ons naming it, `productId` left out. Pass a base game's own id as `gameId` for its add-ons.
     */
    findGameCards: async (
      { gameId, productId, withBase }: { gameId: string; productId: string; withBase: boolean },
      limit: number,
      offers: ProductOffersSql,
    ): Promise<GameCardRow[]> =>
      rowsOf<GameCardRow>(
        await db.execute(sql`
    select ${cardColumns(offers)}, g.is_base
      from (
        ${withBase ? sql`select id, true as is_base from ${products} where id = ${gameId} union all` : sql``}
        (select id, false as is_base from ${products}
          where base_product_id = ${gameId} and id <> ${productId}
          order by popularity desc, slug limit ${limit})
      ) g
      join products p on p.id = g.id
      ${cardJoins(offers)}
     order by g.is_base desc, p.popularity desc, p.slug`),
      ),

    /** Every product with the titles and aliases of its listing and of the listing's parent. */
    findAllWithListings: () =>
      db
        .select({ product: products, listing: listings, parent: parents })
        .from(products)
        .innerJoin(listings, eq(listings.id, products.listingId))
        .leftJoin(parents, eq(parents.id, listings.parentId)),

    findAll: (): Promise<ProductRow[]> => db.select().from(products).orderBy(asc(products.slug)),

    findIdsByDeliveryKinds: async (kinds: DeliveryKind[]): Promise<string[]> =>
      (await db.select({ id: products.id }).from(products).where(inArray(products.deliveryKind, kinds))).map(
        (row) => row.id,
      ),

    /** A page of slugs with when each product appeared: the first of a chunk by `offset`, the next ones after the last slug seen. */
    findSlugs: ({ after, offset = 0, limit }: { after?: string | undefined; offset?: number; limit: number }) =>
      db
        .select({ slug: products.slug, lastmod: products.createdAt })
        .from(products)
        .where(after === undefined ? undefined : gt(products.slug, after))
        .orderBy(asc(products.slug))
        .offset(after === undefined ? offset : 0)
        .limit(limit),

    insertProducts: async (rows: NewProductRow[]): Promise<ProductRow[]> => {
      const inserted: ProductRow[] = [];
      for (let start = 0; start < rows.length; start += INSERT_SLICE) {
        inserted.push(
          ...(await db
            .insert(products)
            .values(rows.slice(start, start + INSERT_SLICE))
            .returning()),
        );
      }
      return inserted;
    },

    countProducts: async (): Promise<number> => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
      return row?.count ?? 0;
    },

    /** Fresh planner statistics after a bulk load, rather than after autovacuum. */
    analyze: async (): Promise<void> => {
      await db.execute(sql`analyze ${products}`);
    },
  };
}
