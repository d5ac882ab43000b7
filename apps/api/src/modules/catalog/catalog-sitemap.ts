import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from './catalog.tables';
import { products } from './products.tables';

/** One catalog page as the sitemap lists it: the slug and when it last changed. */
export interface SitemapEntry {
  slug: string;
  lastmod: Date;
}

/**
 * What the sitemap reads: every listing, and products a page at a time so that a catalog of any size is
 * never held in memory at once. Ordered by slug, a unique index, so pages never overlap or skip.
 * Rows record no update time, so `lastmod` is when the page appeared.
 */
export function createCatalogSitemap(db: Db) {
  return {
    async listSitemapListings(): Promise<SitemapEntry[]> {
      return db.select({ slug: listings.slug, lastmod: listings.createdAt }).from(listings).orderBy(asc(listings.slug));
    },

    async countSitemapProducts(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
      return row?.count ?? 0;
    },

    /** A page of products: the first of a chunk by `offset`, the next ones after the last slug seen (no rescans). */
    async listSitemapProducts({ after, offset = 0, limit }: { after?: string; offset?: number; limit: number }): Promise<SitemapEntry[]> {
      return db
        .select({ slug: products.slug, lastmod: products.createdAt })
        .from(products)
        .where(after === undefined ? undefined : gt(products.slug, after))
        .orderBy(asc(products.slug))
        .offset(after === undefined ? offset : 0)
        .limit(limit);
    },
  };
}
