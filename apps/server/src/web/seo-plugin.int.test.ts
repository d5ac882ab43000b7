import { buildApp, createServices, type Services } from '@lootmarket/api';
import { loadConfig } from '@lootmarket/api/config';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '@lootmarket/api/db/test-database';
import { createDemoSeed } from '@lootmarket/api/demo/demo-seed';
import type { FastifyInstance } from 'fastify';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoPlugin, type SeoPluginOptions } from './seo-plugin';

/** Parses strictly (a malformed document throws) and collects what the tests look at. */
function parseXml(xml: string): { root: string; namespace: string | undefined; locs: string[]; lastmods: string[] } {
  const parser = new SaxesParser({ xmlns: true });
  const out = { root: '', namespace: undefined as string | undefined, locs: [] as string[], lastmods: [] as string[] };
  const stack: string[] = [];
  parser.on('opentag', (tag) => {
    if (stack.length === 0) {
      out.root = tag.local;
      out.namespace = tag.uri;
    }
    stack.push(tag.local);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (text) => {
    if (stack.at(-1) === 'loc') out.locs.push(text);
    if (stack.at(-1) === 'lastmod') out.lastmods.push(text);
  });
  parser.write(xml).close();
  return out;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

describe(`robots.txt and sitemap.xml on ${TEST_DATABASE_KIND}`, () => {
  let database: TestDatabase;
  let services: Services;
  const apps: FastifyInstance[] = [];

  async function appWith(options: Partial<SeoPluginOptions> = {}): Promise<FastifyInstance> {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, services, withApi: false });
    await app.register(seoPlugin, {
      catalog: services.catalog,
      production: true,
      publicUrl: 'https://lootmarket.example',
      termsContentCreators: false,
      ...options,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    services = createServices({ database, config: loadConfig({ LOG_LEVEL: 'silent' }) });
    await createDemoSeed({ db: database.db, services }).catalog();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.dispose();
  });

  it('lists the public pages, every listing and every product with absolute addresses and lastmod', async () => {
    const app = await appWith();
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemap = parseXml(response.body);
    expect(sitemap.root).toBe('urlset');
    expect(sitemap.namespace).toBe(SITEMAP_NS);

    const listings = await services.catalog.listSitemapListings();
    const productCount = await services.catalog.countSitemapProducts();
    expect(listings.length).toBeGreaterThanOrEqual(12);
    expect(productCount).toBeGreaterThanOrEqual(150);
    expect(sitemap.locs).toHaveLength(5 + listings.length + productCount);
    expect(sitemap.locs.slice(0, 5)).toEqual(
      ['/', '/terms', '/oferta', '/policy', '/terms-donation'].map((path) => `https://lootmarket.example${path}`),
    );
    expect(sitemap.locs).toContain('https://lootmarket.example/ru-ru/steam/popolnenie-balansa');
    expect(sitemap.locs.filter((loc) => loc.startsWith('https://lootmarket.example/product/'))).toHaveLength(
      productCount,
    );
    expect(new Set(sitemap.locs).size).toBe(sitemap.locs.length);
    expect(sitemap.lastmods).toHaveLength(listings.length + productCount);
    for (const lastmod of sitemap.lastmods) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(sitemap.locs).not.toContain('https://lootmarket.example/terms-content-creators');
  });

  it('lists the terms for content creators while their flag is on', async () => {
    const app = await appWith({ termsContentCreators: true });
    expect(parseXml((await app.inject('/sitemap.xml')).body).locs).toContain(
      'https://lootmarket.example/terms-content-creators',
    );
  });

  it('uses the request origin when no public address is configured', async () => {
    const app = await appWith({ publicUrl: undefined });
    const sitemap = parseXml((await app.inject({ url: '/sitemap.xml', headers: { host: 'shop.test:8080' } })).body);
    expect(sitemap.locs[0]).toBe('http://shop.test:8080/');
  });

  it('turns into an index of chunks that together list every address once when one file is not enough', async () => {
    const whole = parseXml((await (await appWith()).inject('/sitemap.xml')).body).locs;
    const app = await appWith({ sitemapChunkSize: 40 });
    const index = parseXml((await app.inject('/sitemap.xml')).body);
    expect(index.root).toBe('sitemapindex');
    expect(index.namespace).toBe(SITEMAP_NS);
    const chunks = Math.ceil(whole.length / 40);
    expect(index.locs).toEqual(
      Array.from({ length: chunks }, (_, i) => `https://lootmarket.example/sitemaps/${i + 1}.xml`),
    );

    const fromChunks: string[] = [];
    for (const loc of index.locs) {
      const response = await app.inject(new URL(loc).pathname);
      expect(response.statusCode).toBe(200);
      const chunk = parseXml(response.body);
      expect(chunk.root).toBe('urlset');
      expect(chunk.locs.length).toBeLessThanOrEqual(40);
      fromChunks.push(...chunk.locs);
    }
    expect(fromChunks).toEqual(whole);
    expect((await app.inject(`/sitemaps/${chunks + 1}.xml`)).statusCode).toBe(404);
    expect((await app.inject('/sitemaps/0.xml')).statusCode).toBe(404);
    expect((await app.inject('/sitemaps/x.xml')).statusCode).toBe(404);
  });

  it('answers no chunks while the sitemap fits one file', async () => {
    expect((await (await appWith()).inject('/sitemaps/1.xml')).statusCode).toBe(404);
  });

  it('lets crawlers into the catalog in production, keeps them out of private areas and names the sitemap', async () => {
    const response = await (await appWith()).inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/sandbox/', '/search', '/*/orders', '/*/shop', '/*/settings'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://lootmarket.example/sitemap.xml');
  });

  it('keeps every crawler out of a site that is not production', async () => {
    const response = await (await appWith({ production: false })).inject('/robots.txt');
    expect(response.body.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /']));
    expect(response.body).not.toContain('Sitemap:');
  });
});
