import type { TranslationsResponse } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { createTranslationsRepo } from './translations.repo';
import { DEFAULT_TRANSLATIONS } from './translations.seed';

export type TranslationsService = ReturnType<typeof createTranslationsService>;

export function createTranslationsService({ db }: { db: Db }) {
  const repo = createTranslationsRepo(db);
  return {
    /** All interface texts grouped as `group → key → text`. */
    async getAll(): Promise<TranslationsResponse> {
      const values: TranslationsResponse['values'] = {};
      for (const row of await repo.findAll()) (values[row.groupName] ??= {})[row.key] = row.value;
      return { params: {}, values };
    },

    /** Adds the built-in texts that are not in the database yet. */
    async seedDefaults(): Promise<void> {
      const rows = Object.entries(DEFAULT_TRANSLATIONS).flatMap(([groupName, group]) =>
        Object.entries(group).map(([key, value]) => ({ groupName, key, value })),
      );
      await repo.insertMissing(rows);
    },
  };
}
