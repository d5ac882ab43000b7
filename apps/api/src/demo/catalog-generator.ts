import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import type { CatalogService, ProductRow } from '../modules/catalog/catalog.service';
import type { OffersService } from '../modules/offers/offers.service';
import type { UsersService } from '../modules/users/users.service';
import { DEMO_SELLERS, generateOffers, seededRandom, type OfferSeller } from './demo-offers';
import { demoPriceRange } from './demo-top-up-prices';

export interface GenerateCatalogOptions {
  /** Generated offers wanted in all (not added on top of what an earlier run made). */
  offers: number;
  offersPerProduct?: number;
  /** Offers written per transaction. */
  batchOffers?: number;
  onBatch?: (progress: { batch: number; batches: number; skipped: boolean }) => void;
}

export interface GenerateCatalogResult {
  productsAdded: number;
  offersAdded: number;
  batchesSkipped: number;
  totalProducts: number;
  totalOffers: number;
}

/** Generated products are copies of the catalog's own with a lot number: `{slug}-lot-{n}`. */
const isCopy = (slug: string): boolean => /-lot-\d+$/.test(slug);

export interface GeneratorServices {
  users: Pick<UsersService, 'findOrCreateSeller'>;
  catalog: Pick<
    CatalogService,
    'listProducts' | 'findProductBySlug' | 'insertProducts' | 'countProducts' | 'analyzeProducts'
  >;
  offers: Pick<OffersService, 'averagePrices' | 'insertOffers' | 'countOffers' | 'analyze'>;
}

/**
 * Grows the catalog for benchmarks: copies of the existing products (same listing, type, inputs) with
 * `offersPerProduct` offers each from the demo sellers. Batch `b` always makes the same products, and a
 * batch whose first product exists is kept as it is, so a second run, or one after an interruption, only
 * adds the missing batches.
 */
export type CatalogGenerator = ReturnType<typeof createCatalogGenerator>;

export function createCatalogGenerator({ db, services }: { db: Db; services: GeneratorServices }) {
  const { users, catalog, offers } = services;
  return {
    async generateBenchmarkCatalog({
      offers: wanted,
      offersPerProduct = 20,
      batchOffers = 5000,
      onBatch,
    }: GenerateCatalogOptions): Promise<GenerateCatalogResult> {
      const templates = (await catalog.listProducts()).filter((product) => !isCopy(product.slug));
      if (templates.length === 0) throw new Error('the catalog has no products to copy: seed the demo catalog first');
      const averages = await offers.averagePrices(templates.map((template) => template.id));
      const basePrices = new Map(templates.map((template) => [template.slug, averages.get(template.id)]));
      const sellers: OfferSeller[] = [];
      for (const seller of DEMO_SELLERS) sellers.push({ ...seller, id: await users.findOrCreateSeller(seller.email) });

      const perBatch = Math.max(1, Math.floor(batchOffers / offersPerProduct));
      const batches = Math.ceil(Math.ceil(wanted / offersPerProduct) / perBatch);
      const result = { productsAdded: 0, offersAdded: 0, batchesSkipped: 0 };
      for (let batch = 0; batch < batches; batch += 1) {
        const first = batch * perBatch * offersPerProduct;
        const offerCount = Math.min(perBatch * offersPerProduct, wanted - first);
        const rows = Array.from({ length: Math.ceil(offerCount / offersPerProduct) }, (_, index) =>
          copyOf(templates, batch * perBatch + index),
        );
        const added = await inTransaction(db, async (tx) => {
          if (await catalog.findProductBySlug(rows[0]!.slug, tx)) return false;
          const inserted = await catalog.insertProducts(rows, tx);
          const offerProducts = inserted.map((row) => ({
            id: row.id,
            deliveryKind: row.deliveryKind,
            basePriceMinor: basePrices.get(templateSlug(row.slug)) ?? 10_000,
            priceRangeMinor: demoPriceRange(templateSlug(row.slug)),
          }));
          await offers.insertOffers(
            generateOffers({ products: offerProducts, sellers, count: offerCount, seed: 10_000 + batch }),
            tx,
          );
          return true;
        });
        if (added) {
          result.productsAdded += rows.length;
          result.offersAdded += offerCount;
        } else {
          result.batchesSkipped += 1;
        }
        onBatch?.({ batch: batch + 1, batches, skipped: !added });
      }
      // Fresh statistics, so that the planner sees the grown tables right away rather than after autovacuum.
      if (result.productsAdded > 0) {
        await catalog.analyzeProducts();
        await offers.analyze();
      }
      return { ...result, totalProducts: await catalog.countProducts(), totalOffers: await offers.countOffers() };
    },
  };
}

const templateSlug = (slug: string) => slug.replace(/-lot-\d+$/, '');

/** Product `n` of the generated catalog: the `n mod templates`-th product again, as lot `n div templates + 1`. */
function copyOf(templates: ProductRow[], n: number) {
  const template = templates[n % templates.length]!;
  const lot = Math.floor(n / templates.length) + 1;
  const random = seededRandom(n);
  return {
    slug: `${template.slug}-lot-${lot}`,
    listingId: template.listingId,
    title: `${template.title} (лот ${lot})`,
    productType: template.productType,
    deliveryKind: template.deliveryKind,
    attributeTags: template.attributeTags,
    regionGroups: template.regionGroups,
    buyerInputKinds: template.buyerInputKinds,
    // Below the originals, so that the demo products stay the best sellers of their families.
    popularity: Math.floor(template.popularity * (0.05 + random() * 0.5)),
    searchAliases: template.searchAliases,
  };
}
