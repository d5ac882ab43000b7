import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createServices, PUBLIC_PREFIX, type Services } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../../db/test-database';
import { createCatalogGenerator } from '../../demo/catalog-generator';
import { createDemoSeed } from '../../demo/demo-seed';
import { productTag } from '../../platform/cache/answer-cache';

/** Every statement the application sends, counted where Drizzle hands it to the driver. */
const statements: string[] = [];
const logger = { logQuery: (query: string) => void statements.push(query) };

/** What the requests are about: one product, one of its offers and its listing. */
interface Subject {
  productSlug: string;
  productId: string;
  offerId: string;
  listingSlug: string;
}

interface Call {
  name: string;
  method: HTTPMethods;
  /** The route as registered, to skip calls whose endpoint does not exist yet. */
  route: string;
  url: (subject: Subject) => string;
  body?: (subject: Subject) => object;
}

const GAME = 'the-witcher-3-wild-hunt-gift';
const ADD_ON = 'the-witcher-3-hearts-of-stone-dlc';

const calls: Call[] = [
  { name: 'product by slug', method: 'GET', route: '/product/:uuidSlug', url: (s) => `/product/${s.productSlug}` },
  { name: 'product by id', method: 'GET', route: '/product/:uuidSlug', url: (s) => `/product/${s.productId}` },
  // A game's page and its add-on's read one statement more than other products, the game's cards (decision
  // 028); the generator's copies of the add-ons name the same game, so the large catalog lists many more.
  { name: 'game with its add-ons', method: 'GET', route: '/product/:uuidSlug', url: () => `/product/${GAME}` },
  {
    name: 'add-on with its base game and the other add-ons',
    method: 'GET',
    route: '/product/:uuidSlug',
    url: () => `/product/${ADD_ON}`,
  },
  {
    name: 'product inputs',
    method: 'GET',
    route: '/product/inputs/:uuidSlug',
    url: (s) => `/product/inputs/${s.productSlug}`,
  },
  {
    name: 'offer short info',
    method: 'GET',
    route: '/offer/short-info/:offer_id',
    url: (s) => `/offer/short-info/${s.offerId}`,
  },
  { name: 'listing', method: 'GET', route: '/listing', url: (s) => `/listing?slug=${s.listingSlug}` },
  {
    name: 'listing tabs',
    method: 'GET',
    route: '/listings/listing-tabs',
    url: (s) => `/listings/listing-tabs?slug=${s.listingSlug}`,
  },
  { name: 'main top menu', method: 'GET', route: '/listings/main-top-menu', url: () => '/listings/main-top-menu' },
  {
    name: 'catalog offers of the listing, 48 cards',
    method: 'POST',
    route: '/catalog/offers',
    url: () => '/catalog/offers',
    body: (s) => ({ listing: s.listingSlug, limit: 48 }),
  },
  {
    name: 'catalog offers of the whole catalog',
    method: 'POST',
    route: '/catalog/offers',
    url: () => '/catalog/offers',
    body: () => ({ limit: 48, sort: 'price_asc' }),
  },
  {
    name: 'catalog params',
    method: 'POST',
    route: '/catalog/params',
    url: () => '/catalog/params',
    body: (s) => ({ listing: s.listingSlug }),
  },
  { name: 'search', method: 'GET', route: '/search', url: () => '/search?text=genshin' },
  { name: 'search defaults', method: 'GET', route: '/search', url: () => '/search?text=' },
  { name: 'content tabs', method: 'GET', route: '/content/tabs', url: () => '/content/tabs' },
  { name: 'content offer tabs', method: 'GET', route: '/content/offer-tabs', url: () => '/content/offer-tabs' },
  { name: 'content services', method: 'GET', route: '/content/services', url: () => '/content/services' },
  { name: 'content bloggers', method: 'GET', route: '/content/bloggers', url: () => '/content/bloggers' },
];

/** A product, listing or catalog page is a handful of queries whatever it lists. */
const MAX_STATEMENTS = 8;

describe(`statements per catalog request on ${TEST_DATABASE_KIND}: no N+1`, () => {
  let database: TestDatabase;
  let services: Services;
  let app: FastifyInstance;
  let small: Subject;
  let large: Subject;
  /** Statements of each call on the small catalog, or why the call failed there. */
  const before = new Map<string, number | Error>();

  async function count(call: Call, subject: Subject): Promise<number> {
    statements.length = 0;
    const response = await app.inject({
      method: call.method,
      url: PUBLIC_PREFIX + call.url(subject),
      ...(call.body ? { body: call.body(subject) } : {}),
    });
    if (response.statusCode !== 200)
      throw new Error(`${call.name} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return statements.length;
  }

  async function subjectOf(slug: string): Promise<Subject> {
    const product = (await app.inject(`${PUBLIC_PREFIX}/product/${slug}`)).json();
    return {
      productSlug: product.slug,
      productId: product.id,
      offerId: product.offers[0].id,
      listingSlug: product.listing.slug,
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase({ logger });
    const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' });
    services = createServices({ database, config });
    await createDemoSeed({ db: database.db, services }).catalog();
    await services.search.reindex();
    app = await buildApp({ config, database, services });
    await app.ready();

    // The generator copies products in slug order, so the first product's copy is `{slug}-lot-1`.
    const [first] = await services.catalog.listSitemapProducts({ limit: 1 });
    small = await subjectOf(first!.slug);
    for (const call of calls) {
      if (hasRoute(call)) before.set(call.name, await count(call, small).catch((error: Error) => error));
    }

    await createCatalogGenerator({ db: database.db, services }).generateBenchmarkCatalog({
      offers: 12 * 40,
      offersPerProduct: 40,
    });
    await services.search.reindex();
    large = await subjectOf(`${first!.slug}-lot-1`);
    // The generator copies the first products only: the game gets ten more add-ons here, written beside
    // the answer cache, so the game's kept answers are dropped by hand.
    const game = (await services.catalog.findProductBySlug(GAME))!;
    const { id: addOnId, createdAt: _createdAt, ...addOn } = (await services.catalog.findProductBySlug(ADD_ON))!;
    await services.catalog.insertProducts(
      Array.from({ length: 10 }, (_, n) => ({ ...addOn, slug: `${ADD_ON}-${n}`, title: `${addOn.title} ${n}` })),
    );
    await services.answers.invalidate([productTag(game.id), productTag(addOnId)]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const hasRoute = (call: Call) => app.hasRoute({ method: call.method, url: PUBLIC_PREFIX + call.route });

  it('the copy has many more offers than the original, more products share the listing, the game has more add-ons', async () => {
    const original = (await app.inject(`${PUBLIC_PREFIX}/product/${small.productSlug}`)).json();
    const copy = (await app.inject(`${PUBLIC_PREFIX}/product/${large.productSlug}`)).json();
    expect(copy.offers.length).toBeGreaterThan(original.offers.length + 20);
    expect(large.listingSlug).toBe(small.listingSlug);
    expect((await services.catalog.getProduct(GAME)).addOns.length).toBeGreaterThan(10);
  });

  for (const call of calls) {
    it(`${call.name}: a fixed handful of statements, the same for more rows`, async (context) => {
      if (!hasRoute(call)) return context.skip(`${call.method} ${call.route} is not registered yet`);
      const fewer = before.get(call.name);
      if (fewer instanceof Error) throw fewer;
      if (fewer === undefined) throw new Error(`${call.name} was not measured`);
      const more = await count(call, large);
      expect(fewer).toBeLessThanOrEqual(MAX_STATEMENTS);
      expect(more, `${call.name} sent ${more} statements for more rows, ${fewer} before`).toBe(fewer);
    });
  }
});
