import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { Listing, ListingWithChildren } from './catalog.contracts';
import { createCatalogRepo, type ListingRow } from './catalog.repo';
import { DEMO_LISTINGS } from './catalog.seed';

export type CatalogService = ReturnType<typeof createCatalogService>;

function toListing(row: ListingRow): Listing {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    accentColor: row.accentColor,
    popularity: row.popularity,
  };
}

export function createCatalogService({ db }: { db: Db }) {
  const repo = createCatalogRepo(db);
  return {
    /** Games and services shown in the main menu and on the home page, in editorial order. */
    async getMainTopMenu(): Promise<Listing[]> {
      return (await repo.findTopMenu()).map(toListing);
    },

    /** One listing with its child categories; 404 when the slug is unknown. */
    async getListing(slug: string): Promise<ListingWithChildren> {
      const row = await repo.findBySlug(slug);
      if (!row) throw new AppError('NOT_FOUND', 'Раздел каталога не найден');
      const children = await repo.findChildren(row.id);
      return { ...toListing(row), children: children.map(toListing) };
    },

    async isEmpty(): Promise<boolean> {
      return (await repo.count()) === 0;
    },

    /** Fills an empty catalog with the demo games, services and their categories, in one transaction. */
    async seedDemo(): Promise<void> {
      await db.transaction(async (tx) => {
        const txRepo = createCatalogRepo(tx as unknown as Db);
        if ((await txRepo.count()) > 0) return;
        for (const [position, demo] of DEMO_LISTINGS.entries()) {
          const { children = [], ...listing } = demo;
          const parent = await txRepo.insert({ ...listing, position });
          for (const [childPosition, child] of children.entries()) {
            await txRepo.insert({ ...child, slug: `${listing.slug}/${child.slug}`, parentId: parent.id, position: childPosition });
          }
        }
      });
    },
  };
}
