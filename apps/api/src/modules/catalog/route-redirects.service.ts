import type { RouteRedirect } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { createRouteRedirectsRepo } from './route-redirects.repo';

const MAX_SEGMENTS = 8;

/** `/ru-ru/stim/igry/` → `/ru-ru/stim/igry`; null for what is not a page path. */
export function normalizePath(path: string): string | null {
  const bare = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  if (!bare.startsWith('/') || bare.startsWith('//') || bare.length < 2) return null;
  return bare;
}

/** The path and each of its parents, longest first: a renamed listing moves its child categories too. */
function prefixes(path: string): string[] {
  const segments = path.split('/').slice(1, MAX_SEGMENTS + 1);
  return segments.map((_, index) => `/${segments.slice(0, segments.length - index).join('/')}`);
}

/** Where old page paths live now. */
export function createRouteRedirectsService({ db }: { db: Db }) {
  const repo = createRouteRedirectsRepo(db);
  return {
    /** The new path of an old one (or of its renamed parent); 404 when the path never moved. */
    async resolve(path: string): Promise<RouteRedirect> {
      const from = normalizePath(path);
      const found = from ? await repo.findLongest(prefixes(from)) : undefined;
      if (!from || !found) throw new AppError('NOT_FOUND', 'Перенаправление не найдено');
      return { from, to: `${found.toPath}${from.slice(found.fromPath.length)}`, status: 301 };
    },

    /** Adds redirects, in the caller's transaction; existing ones stay as they are. */
    addRedirects: (rows: { fromPath: string; toPath: string }[], tx: Db = db): Promise<void> =>
      createRouteRedirectsRepo(tx).insertMissing(rows),
  };
}

export type RouteRedirectsService = ReturnType<typeof createRouteRedirectsService>;
