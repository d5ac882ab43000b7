import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translations } from './translations.tables';

export interface TranslationRow {
  groupName: string;
  key: string;
  value: string;
}

export function createTranslationsRepo(db: Db) {
  return {
    findAll: (): Promise<TranslationRow[]> =>
      db
        .select({ groupName: translations.groupName, key: translations.key, value: translations.value })
        .from(translations),

    /** Inserts missing keys and leaves texts an editor already changed untouched. */
    insertMissing: async (rows: TranslationRow[]): Promise<void> => {
      if (rows.length === 0) return;
      await db
        .insert(translations)
        .values(rows)
        .onConflictDoNothing({ target: [translations.groupName, translations.key] });
    },

    count: async (): Promise<number> => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(translations);
      return row?.count ?? 0;
    },
  };
}
