import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentBlocks, contentOfferTabs, contentTabs } from './content.tables';

export type ContentTabRow = typeof contentTabs.$inferSelect;
export type ContentBlockRow = typeof contentBlocks.$inferSelect;
export type OfferTabRow = typeof contentOfferTabs.$inferSelect;

export function createContentRepo(db: Db) {
  return {
    /** Processes starting together on one PostgreSQL take turns seeding, until the caller's transaction ends. */
    lockSeeding: async (): Promise<void> => {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('lootmarket:content-seed'))`);
    },

    /** Every tab with the number of its blocks, in editorial order. */
    findTabs: () =>
      db
        .select({
          tab: contentTabs,
          blocksCount: sql<number>`(select count(*)::int from ${contentBlocks} where ${contentBlocks.tabName} = ${contentTabs.name})`,
        })
        .from(contentTabs)
        .orderBy(asc(contentTabs.position), asc(contentTabs.name)),

    findTab: async (name: string): Promise<ContentTabRow | undefined> =>
      (await db.select().from(contentTabs).where(eq(contentTabs.name, name)).limit(1))[0],

    findBlocks: (tabName: string): Promise<ContentBlockRow[]> =>
      db
        .select()
        .from(contentBlocks)
        .where(eq(contentBlocks.tabName, tabName))
        .orderBy(asc(contentBlocks.position), asc(contentBlocks.createdAt)),

    findActiveOfferTabs: (): Promise<OfferTabRow[]> =>
      db
        .select()
        .from(contentOfferTabs)
        .where(eq(contentOfferTabs.isActive, true))
        .orderBy(asc(contentOfferTabs.position)),

    findOfferTab: async (type: string): Promise<OfferTabRow | undefined> =>
      (
        await db
          .select()
          .from(contentOfferTabs)
          .where(eq(contentOfferTabs.type, type as OfferTabRow['type']))
          .limit(1)
      )[0],

    countTabs: async (): Promise<number> =>
      (await db.select({ count: sql<number>`count(*)::int` }).from(contentTabs))[0]?.count ?? 0,

    countOfferTabs: async (): Promise<number> =>
      (await db.select({ count: sql<number>`count(*)::int` }).from(contentOfferTabs))[0]?.count ?? 0,

    insertTab: (row: typeof contentTabs.$inferInsert) => db.insert(contentTabs).values(row).onConflictDoNothing(),

    insertBlocks: (rows: (typeof contentBlocks.$inferInsert)[]) =>
      rows.length === 0 ? Promise.resolve() : db.insert(contentBlocks).values(rows),

    insertOfferTabs: (rows: (typeof contentOfferTabs.$inferInsert)[]) =>
      db.insert(contentOfferTabs).values(rows).onConflictDoNothing(),
  };
}
