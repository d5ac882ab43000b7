import type { Db } from '../../db/client';
import { createCoversRepo } from './covers.repo';
import { listingCover, productCover } from './covers.subjects';
import { renderCoverSvg, type CoverInput } from './covers.svg';

export type CoverKind = 'listings' | 'products';
export type CoversService = ReturnType<typeof createCoversService>;

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*(?:--[a-z0-9]+(?:-[a-z0-9]+)*)*)\.svg$/;
const CACHE_LIMIT = 2_000;
// Covers follow a renamed title or a new colour within this time without a restart.
const CACHE_TTL_MS = 5 * 60_000;

/** The slug a cover file stands for (`steam--igry.svg` is `steam/igry`), or null for any other name. */
export function slugFromCoverFile(file: string): string | null {
  const match = FILE.exec(file);
  return match ? match[1]!.replaceAll('--', '/') : null;
}

/**
 * Generated covers of listings and products, drawn from the catalog on demand so they always match it and
 * need no shared disk; a small cache keeps popular ones out of the database.
 */
export function createCoversService({ db, now = Date.now }: { db: Db; now?: () => number }) {
  const repo = createCoversRepo(db);
  const cache = new Map<string, { input: CoverInput | null; at: number }>();

  async function load(kind: CoverKind, slug: string): Promise<CoverInput | null> {
    if (kind === 'listings') {
      const row = await repo.findListing(slug);
      return row ? listingCover(row) : null;
    }
    const row = await repo.findProduct(slug);
    return row ? productCover(row) : null;
  }

  async function input(kind: CoverKind, slug: string): Promise<CoverInput | null> {
    const key = `${kind}/${slug}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < CACHE_TTL_MS) return hit.input;
    const loaded = await load(kind, slug);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, { input: loaded, at: now() });
    return loaded;
  }

  return {
    /** The SVG of `/covers/<kind>/<file>`, or null when the name is malformed or nothing has that slug. */
    async render(
      kind: CoverKind,
      file: string,
      { withText = true }: { withText?: boolean } = {},
    ): Promise<string | null> {
      const slug = slugFromCoverFile(file);
      if (!slug) return null;
      const found = await input(kind, slug);
      return found ? renderCoverSvg({ ...found, withText }) : null;
    },
  };
}
