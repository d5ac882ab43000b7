import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../db/test-database';
import { createTestApp, type TestApp } from '../test-app';
import { createCatalogGenerator, type CatalogGenerator } from './catalog-generator';

describe(`the benchmark catalog generator on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let generator: CatalogGenerator;
  let demo: { products: number; offers: number };

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.catalog();
    generator = createCatalogGenerator({ db: t.database.db, services: t.services });
    demo = { products: await t.services.catalog.countProducts(), offers: await t.services.offers.countOffers() };
  });
  afterAll(() => t.close());

  it('adds copies of the products with their offers in batches and reports the totals', async () => {
    const batches: number[] = [];
    const result = await generator.generateBenchmarkCatalog({
      offers: 250,
      offersPerProduct: 10,
      batchOffers: 100,
      onBatch: ({ batch }) => batches.push(batch),
    });
    expect(batches).toEqual([1, 2, 3]);
    expect(result).toEqual({
      productsAdded: 25,
      offersAdded: 250,
      batchesSkipped: 0,
      totalProducts: demo.products + 25,
      totalOffers: demo.offers + 250,
    });
  });

  it('adds nothing when run again with the same count', async () => {
    const again = await generator.generateBenchmarkCatalog({ offers: 250, offersPerProduct: 10, batchOffers: 100 });
    expect(again).toMatchObject({ productsAdded: 0, offersAdded: 0, batchesSkipped: 3 });
  });

  it('makes copies that are real products: same listing and type, a lot number, offers of the demo sellers', async () => {
    const sitemap = await t.services.catalog.listSitemapProducts({ limit: 1000 });
    const copies = sitemap.filter((entry) => /-lot-\d+$/.test(entry.slug));
    expect(copies).toHaveLength(25);
    const copy = await t.services.catalog.getProduct(copies[0]!.slug);
    const original = await t.services.catalog.getProduct(copies[0]!.slug.replace(/-lot-\d+$/, ''));
    expect(copy.title).toMatch(new RegExp(`^${original.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(лот \\d+\\)$`));
    expect(copy.productType).toBe(original.productType);
    expect(copy.listing.id).toBe(original.listing.id);
    expect(copy.popularity).toBeLessThan(original.popularity);
    expect(copy.offers.length).toBeGreaterThan(0);
    for (const offer of copy.offers) expect(offer.price.amount).toBeGreaterThan(0);
  });
});
