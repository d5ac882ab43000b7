import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';

describe(`catalog listings on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.catalog();
  });
  afterAll(() => t.close());

  it('serves the seeded games and services of the main menu in editorial order', async () => {
    const response = await t.app.inject('/api/gw/public/v1/listings/main-top-menu');
    expect(response.statusCode).toBe(200);
    const titles = response.json().items.map((item: { title: string }) => item.title);
    expect(titles.slice(0, 7)).toEqual([
      'Mobile Legends',
      'PUBG Mobile',
      'Steam',
      'Valorant',
      'Zenless Zone Zero',
      'Genshin Impact',
      'Roblox',
    ]);
    expect(titles).toEqual(expect.arrayContaining(['Xbox', 'PlayStation']));
    expect(titles).not.toContain('Игры');
  });

  it('serves one listing with its child categories', async () => {
    const response = await t.app.inject('/api/gw/public/v1/listing?slug=steam');
    expect(response.statusCode).toBe(200);
    const listing = response.json();
    expect(listing.title).toBe('Steam');
    expect(listing.children.map((c: { slug: string }) => c.slug)).toContain('steam/popolnenie-balansa');
  });

  it('answers an unknown slug with 404 and a Russian message', async () => {
    const response = await t.app.inject('/api/gw/public/v1/listing?slug=no-such-game');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Раздел каталога не найден' });
  });

  it('refuses a request without the slug with VALIDATION_FAILED', async () => {
    const response = await t.app.inject('/api/gw/public/v1/listing');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Проверьте введённые данные' });
  });

  it('seeds only once', async () => {
    const before = (await t.app.inject('/api/gw/public/v1/listings/main-top-menu')).json().items.length;
    await t.demo.catalog();
    const after = (await t.app.inject('/api/gw/public/v1/listings/main-top-menu')).json().items.length;
    expect(after).toBe(before);
    expect(await t.services.catalog.isEmpty()).toBe(false);
  });
});
