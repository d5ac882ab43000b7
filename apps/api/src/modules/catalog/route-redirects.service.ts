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

/** Old paths of renamed listings and products in the demo catalog. */
export const DEMO_REDIRECTS = [
  { fromPath: '/ru-ru/stim', toPath: '/ru-ru/steam' },
  { fromPath: '/ru-ru/genshin', toPath: '/ru-ru/genshin-impact' },
  { fromPath: '/ru-ru/mlbb', toPath: '/ru-ru/mobile-legends' },
  { fromPath: '/ru-ru/steam/popolnenie', toPath: '/ru-ru/steam/popolnenie-balansa' },
  { fromPath: '/ru-ru/steam/klyuchi', toPath: '/ru-ru/steam/igry' },
  { fromPath: '/ru-ru/roblox/robuksy', toPath: '/ru-ru/roblox/robux' },
  { fromPath: '/product/roblox-robux-800', toPath: '/product/robux-800' },
  { fromPath: '/product/pubg-uc-660', toPath: '/product/pubg-mobile-uc-660' },
  { fromPath: '/product/genshin-welkin', toPath: '/product/genshin-blagoslovenie' },
];

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
  };
}

/** Adds the demo redirects; existing ones stay. Runs inside the catalog's demo seed transaction. */
export async function seedDemoRedirects(tx: Db): Promise<void> {
  await createRouteRedirectsRepo(tx).insertMissing(DEMO_REDIRECTS);
}

export type RouteRedirectsService = ReturnType<typeof createRouteRedirectsService>;
