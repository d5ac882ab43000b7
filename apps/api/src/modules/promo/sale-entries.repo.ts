import type { Db } from '../../db/client';
import { saleEntries } from './sale-entries.tables';

export function createSaleEntriesRepo(db: Db) {
  return {
    /** Adds the entry unless this e-mail already takes part; the first entry keeps its account. */
    async insertOnce(entry: { campaign: string; email: string; userId: number | null }): Promise<void> {
      await db.insert(saleEntries).values(entry).onConflictDoNothing();
    },
  };
}
