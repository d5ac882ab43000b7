import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { listings } from './catalog.tables';
import { products } from './products.tables';

const parents = alias(listings, 'parents');
const cover = { title: listings.title, accentColor: listings.accentColor };
const parentCover = { title: parents.title, accentColor: parents.accentColor };

/** The few columns a cover is drawn from, one query per cover. */
export function createCoversRepo(db: Db) {
  return {
    findListing: async (slug: string) => {
      const [row] = await db
        .select({ slug: listings.slug, subtitle: listings.subtitle, ...cover, parent: parentCover })
        .from(listings)
        .leftJoin(parents, eq(parents.id, listings.parentId))
        .where(eq(listings.slug, slug))
        .limit(1);
      return row;
    },

    findProduct: async (slug: string) => {
      const [row] = await db
        .select({
          slug: products.slug,
          title: products.title,
          productType: products.productType,
          listing: cover,
          parent: parentCover,
        })
        .from(products)
        .innerJoin(listings, eq(listings.id, products.listingId))
        .leftJoin(parents, eq(parents.id, listings.parentId))
        .where(eq(products.slug, slug))
        .limit(1);
      return row;
    },
  };
}
