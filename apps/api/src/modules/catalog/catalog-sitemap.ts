import type { Db } from '../../db/client';
import { createCatalogRepo } from './catalog.repo';
import { createProductsRepo } from './products.repo';

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
  const listings = createCatalogRepo(db);
  const products = createProductsRepo(db);
  return {
    listSitemapListings: (): Promise<SitemapEntry[]> => listings.findSlugs(),

    countSitemapProducts: (): Promise<number> => products.countProducts(),

    /** A page of products: the first of a chunk by `offset`, the next ones after the last slug seen (no rescans). */
    listSitemapProducts: (page: { after?: string; offset?: number; limit: number }): Promise<SitemapEntry[]> =>
      products.findSlugs(page),
  };
}
