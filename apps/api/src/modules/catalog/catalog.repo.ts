import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from './catalog.tables';

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;

export function createCatalogRepo(db: Db) {
  return {
    findTopMenu: (): Promise<ListingRow[]> =>
      db
        .select()
        .from(listings)
        .where(and(isNull(listings.parentId), eq(listings.isInTopMenu, true)))
        .orderBy(asc(listings.position), desc(listings.popularity)),

    findBySlug: async (slug: string): Promise<ListingRow | undefined> => {
      const [row] = await db.select().from(listings).where(eq(listings.slug, slug)).limit(1);
      return row;
    },

    findChildren: (parentId: string): Promise<ListingRow[]> =>
      db.select().from(listings).where(eq(listings.parentId, parentId)).orderBy(asc(listings.position)),

    findAll: (): Promise<ListingRow[]> => db.select().from(listings).orderBy(asc(listings.position)),

    /** Every listing's slug with when it appeared, by slug. */
    findSlugs: (): Promise<{ slug: string; lastmod: Date }[]> =>
      db.select({ slug: listings.slug, lastmod: listings.createdAt }).from(listings).orderBy(asc(listings.slug)),

    insert: async (row: NewListingRow): Promise<ListingRow> => {
      const [inserted] = await db.insert(listings).values(row).returning();
      if (!inserted) throw new Error(`listing ${row.slug} was not inserted`);
      return inserted;
    },

    count: async (): Promise<number> => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(listings);
      return row?.count ?? 0;
    },
  };
}
