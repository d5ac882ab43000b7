import { OFFER_LIST_TYPES, type CatalogCard } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { DEMO_STREAMERS } from '../../demo/demo-users';

const API = '/api/gw/public/v1';

describe(`home page content on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.catalog();
    await t.services.content.seedDefaults();
    await t.services.content.seedDefaults();
    await t.demo.streamers();
    await t.demo.streamers();
  });
  afterAll(() => t.close());

  it('lists the editorial tabs once however often the defaults are seeded', async () => {
    const response = await t.app.inject(`${API}/content/tabs`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      {
        name: 'popular-categories',
        title: 'Популярные категории',
        description: 'То, что покупают каждый день',
        blocksCount: 8,
      },
      { name: 'services', title: 'Сервисы Лутмаркета', description: 'Больше, чем магазин', blocksCount: 4 },
    ]);
  });

  it('serves one tab with its blocks in order, covers for categories, and 404 for an unknown tab', async () => {
    const response = await t.app.inject(`${API}/content/tabs/popular-categories`);
    expect(response.statusCode).toBe(200);
    const [first] = response.json().blocks;
    expect(first).toMatchObject({
      title: 'Пополнение Steam',
      href: '/ru-ru/steam/popolnenie-balansa',
      image: '/covers/listings/steam--popolnenie-balansa.svg',
      badge: 'Хит',
    });
    const missing = await t.app.inject(`${API}/content/tabs/no-such-tab`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Раздел не найден' });
    expect((await t.app.inject(`${API}/content/tabs/Bad_Name`)).statusCode).toBe(400);
  });

  it('serves the services, each with a link or a connect action', async () => {
    const items = (await t.app.inject(`${API}/content/services`)).json().items;
    expect(items.map((item: { title: string }) => item.title)).toEqual([
      'Пополнение Steam',
      'Донаты для стримеров',
      'Магазин продавца',
      'Безопасная сделка',
    ]);
    expect(items[1]).toMatchObject({ href: null, action: 'connect-donations', icon: 'radio' });
  });

  it('serves the offer tabs in editorial order', async () => {
    const items = (await t.app.inject(`${API}/content/offer-tabs`)).json().items;
    expect(items[0]).toEqual({ type: 'popular', title: 'Популярное', moreHref: null });
    expect(items.map((item: { type: string }) => item.type).sort()).toEqual([...OFFER_LIST_TYPES].sort());
  });

  it('fills every offer tab with buyable cards of the right kind', async () => {
    for (const type of OFFER_LIST_TYPES) {
      const response = await t.app.inject(`${API}/content/offer-list/${type}?limit=8`);
      expect(response.statusCode, type).toBe(200);
      const body = response.json() as { type: string; items: CatalogCard[] };
      expect(body.type).toBe(type);
      expect(body.items.length, type).toBeGreaterThan(0);
      expect(body.items.length).toBeLessThanOrEqual(8);
      for (const card of body.items) {
        expect(card.inStock).toBe(true);
        expect(card.price.currency).toBe('rub');
        expect(card.cover).toBe(`/covers/products/${card.slug}.svg`);
      }
    }
    const cheap = (await t.app.inject(`${API}/content/offer-list/cheap`)).json().items as CatalogCard[];
    for (const card of cheap) expect(card.price.amount).toBeLessThanOrEqual(50_000);
    const topUps = (await t.app.inject(`${API}/content/offer-list/top-ups`)).json().items as CatalogCard[];
    for (const card of topUps) expect(['steam_top_up', 'mobile_top_up']).toContain(card.productType);
  });

  it('mixes games on the popular shelf instead of one game filling it', async () => {
    const items = (await t.app.inject(`${API}/content/offer-list/popular?limit=12`)).json().items as CatalogCard[];
    expect(items).toHaveLength(12);
    expect(new Set(items.map((card) => card.listing.slug)).size).toBeGreaterThanOrEqual(6);
  });

  it('refuses an unknown offer list and a limit out of range', async () => {
    expect((await t.app.inject(`${API}/content/offer-list/everything`)).statusCode).toBe(400);
    expect((await t.app.inject(`${API}/content/offer-list/popular?limit=500`)).statusCode).toBe(400);
  });

  it('serves the demo streamers as bloggers with their donation pages', async () => {
    const items = (await t.app.inject(`${API}/content/bloggers`)).json().items;
    expect(items).toHaveLength(DEMO_STREAMERS.length);
    expect(items[0]).toMatchObject({
      name: 'Лиза Котова',
      slug: 'liza-kotova',
      href: '/liza-kotova/donate',
      avatar: null,
      avatarLetters: 'ЛК',
    });
  });

  it('documents every content answer in OpenAPI', async () => {
    const paths = (await t.app.inject('/api/openapi.json')).json().paths;
    for (const path of [
      'content/tabs',
      'content/tabs/{tabName}',
      'content/services',
      'content/offer-tabs',
      'content/offer-list/{type}',
      'content/bloggers',
    ]) {
      expect(paths[`${API}/${path}`]?.get?.responses?.['200'], path).toBeDefined();
    }
  });
});
