import type { TranslationsResponse } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { createTranslationsRepo } from './translations.repo';
import { DEFAULT_TRANSLATIONS } from './translations.seed';

export type TranslationsService = ReturnType<typeof createTranslationsService>;

/** Every page render reads the texts; an edit reaches every process within this long. */
const CACHE_TTL_MS = 30_000;

export function createTranslationsService({ db, now = Date.now }: { db: Db; now?: () => number }) {
  const repo = createTranslationsRepo(db);
  let cached: { value: Promise<TranslationsResponse>; expiresAt: number } | undefined;

  async function loadAll(): Promise<TranslationsResponse> {
    const values: TranslationsResponse['values'] = {};
    for (const row of await repo.findAll()) (values[row.groupName] ??= {})[row.key] = row.value;
    return { params: {}, values };
  }

  return {
    /** All interface texts grouped as `group → key → text`, cached briefly in the process. */
    getAll(): Promise<TranslationsResponse> {
      if (!cached || cached.expiresAt <= now()) {
        const value = loadAll();
        cached = { value, expiresAt: now() + CACHE_TTL_MS };
        // A failed read must not be served from the cache.
        value.catch(() => (cached = undefined));
      }
      return cached.value;
    },

    /** Drops the cached texts after an edit made through this process. */
    invalidate(): void {
      cached = undefined;
    },

    /** Adds the built-in texts that are not in the database yet. */
    async seedDefaults(): Promise<void> {
      const rows = Object.entries(DEFAULT_TRANSLATIONS).flatMap(([groupName, group]) =>
        Object.entries(group).map(([key, value]) => ({ groupName, key, value })),
      );
      await repo.insertMissing(rows);
      cached = undefined;
    },
  };
}
