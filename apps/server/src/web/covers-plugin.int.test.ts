import { createServices, type Services } from '@lootmarket/api';
import { loadConfig } from '@lootmarket/api/config';
import { createTestDatabase, type TestDatabase } from '@lootmarket/api/db/test-database';
import { createDemoSeed } from '@lootmarket/api/demo/demo-seed';
import { coverImagePath } from '@lootmarket/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coversImageSource, coversPlugin, sharpRendersText } from './covers-plugin';
import { imagesPlugin } from './images-plugin';

describe('generated covers', () => {
  let database: TestDatabase;
  let services: Services;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    services = createServices({ database, config: loadConfig({ LOG_LEVEL: 'silent' }) });
    const demo = createDemoSeed({ db: database.db, services });
    await demo.users();
    await demo.catalog();
    app = Fastify();
    await app.register(coversPlugin, { covers: services.covers });
    await app.register(imagesPlugin, { dirs: [], domains: [], generated: [await coversImageSource(services.covers)] });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('serves a listing cover as SVG at the path the domain names', async () => {
    const response = await app.inject(coverImagePath('listing', 'steam/popolnenie-balansa'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('Пополнение');
    expect(response.body).toContain('Steam');
  });

  it('serves a product cover and 404 for unknown or malformed names', async () => {
    const listing = await services.catalog.getListing('steam/igry');
    expect(listing.image).toBe('/covers/listings/steam--igry.svg');
    const product = await app.inject(coverImagePath('product', 'mobile-legends-almazy'));
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('>Алмазы Mobile<');
    expect((await app.inject('/covers/products/no-such-product.svg')).statusCode).toBe(404);
    expect((await app.inject('/covers/listings/..%2Fsecret.svg')).statusCode).toBe(404);
    expect((await app.inject('/covers/others/steam.svg')).statusCode).toBe(404);
  });

  it('renders the same cover as webp through /_ipx at the asked width', async () => {
    const response = await app.inject(`/_ipx/w_640,f_webp${coverImagePath('listing', 'mobile-legends')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(400);
    expect((await app.inject('/_ipx/w_640,f_webp/covers/listings/nothing-here.svg')).statusCode).toBe(404);
  });

  it('finds a font for cover titles on this machine', async () => {
    expect(await sharpRendersText()).toBe(true);
  });
});
