import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { Listing, ListingWithChildren } from '@lootmarket/domain';
import { createCatalogRepo, type ListingRow, type NewListingRow } from './catalog.repo';
import { listSearchSources } from './catalog.search-sources';
import { findProductCards } from './catalog.product-cards';
import type { CatalogOffers, CatalogRatings, CatalogSchedules, CatalogUsers } from './catalog.ports';
import { createProductsService } from './products.service';
import { createCatalogSitemap } from './catalog-sitemap';
import type { CatalogAnswers } from '../../platform/cache/answer-cache';

export type { ListingRow, NewListingRow } from './catalog.repo';
export type { NewProductRow, ProductRow } from './products.repo';

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

export function createCatalogService({
  db,
  users,
  offers,
  answers,
  schedules,
  ratings,
}: {
  db: Db;
  users: CatalogUsers;
  offers: CatalogOffers;
  answers?: CatalogAnswers;
  schedules?: CatalogSchedules;
  ratings?: CatalogRatings;
}) {
  const repo = createCatalogRepo(db);
  return {
    ...createProductsService({ db, users, offers, answers, schedules, ratings }),
    // Sitemap pages (catalog-sitemap.ts).
    ...createCatalogSitemap(db),

    /** Listings and products with the names buyers search them by, for the search index. */
    listSearchSources: () => listSearchSources(db),

    /** Search result cards of the given products, in the given order. */
    findProductCards: (ids: string[]) => findProductCards(db, ids, offers.productOffersSql),

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

    /** Whether the catalog has no listings yet, in the caller's transaction. */
    async isEmpty(tx: Db = db): Promise<boolean> {
      return (await createCatalogRepo(tx).count()) === 0;
    },

    /** Adds one listing, in the caller's transaction. */
    insertListing: (row: NewListingRow, tx: Db = db): Promise<ListingRow> => createCatalogRepo(tx).insert(row),
  };
}
