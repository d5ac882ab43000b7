import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { Listing, ListingWithChildren } from '@lootmarket/domain';
import { createCatalogRepo, type ListingRow } from './catalog.repo';
import { DEMO_SELLERS, type OfferSeller } from './catalog.demo-offers';
import { DEMO_LISTINGS } from './catalog.seed';
import { listSearchSources } from './catalog.search-sources';
import { findProductCards } from './catalog.product-cards';
import { createProductsService, insertDemoProducts } from './products.service';
import { seedDemoRedirects } from './route-redirects.service';
import { DEMO_SELLER_NAMES } from './seller-stats.demo';
import { createOfferStock } from './offer-stock';
import { createCatalogSitemap } from './catalog-sitemap';
import { createCatalogGenerator } from './catalog-generator';
import type { CatalogAnswers } from '../../platform/cache/answer-cache';

/** What the catalog needs from the users module: seller accounts for the demo offers. */
export interface CatalogUsers {
  findOrCreateSeller(email: string, name?: string): Promise<number>;
  /** Names and avatars of sellers, in one query, for product pages. */
  findPublicCards(ids: number[]): Promise<Map<number, { name: string; avatar: string | null; avatarLetters: string; avatarColor: string }>>;
}

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

export function createCatalogService({ db, users, answers }: { db: Db; users: CatalogUsers; answers?: CatalogAnswers }) {
  const repo = createCatalogRepo(db);
  return {
    ...createProductsService({ db, users, answers }),
    ...createOfferStock(db, answers),
    // Sitemap pages and the benchmark catalog generator (catalog-sitemap.ts, catalog-generator.ts).
    ...createCatalogSitemap(db),
    ...createCatalogGenerator({ db, users }),

    /** Listings and products with the names buyers search them by, for the search index. */
    listSearchSources: () => listSearchSources(db),

    /** Search result cards of the given products, in the given order. */
    findProductCards: (ids: string[]) => findProductCards(db, ids),

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

    /**
     * Fills an empty catalog with the demo games, services, their categories, products and offers of the
     * demo sellers, in one transaction.
     */
    async seedDemo(): Promise<void> {
      if ((await repo.count()) > 0) return;
      const sellers: OfferSeller[] = [];
      for (const [index, seller] of DEMO_SELLERS.entries()) sellers.push({ ...seller, id: await users.findOrCreateSeller(seller.email, DEMO_SELLER_NAMES[index]) });
      await db.transaction(async (tx) => {
        const txRepo = createCatalogRepo(tx as unknown as Db);
        if ((await txRepo.count()) > 0) return;
        const listingIds = new Map<string, string>();
        for (const [position, demo] of DEMO_LISTINGS.entries()) {
          const { children = [], ...listing } = demo;
          const parent = await txRepo.insert({ ...listing, position });
          listingIds.set(parent.slug, parent.id);
          for (const [childPosition, child] of children.entries()) {
            const inserted = await txRepo.insert({ ...child, slug: `${listing.slug}/${child.slug}`, parentId: parent.id, position: childPosition });
            listingIds.set(inserted.slug, inserted.id);
          }
        }
        await insertDemoProducts(tx as unknown as Db, listingIds, sellers);
        await seedDemoRedirects(tx as unknown as Db);
      });
    },
  };
}
