import type { CatalogCard, CatalogParamsResponse, ListingTabsResponse } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';

const API = '/api/gw/public/v1';

describe(`catalog/params, listing tabs and route redirects on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const params = async (body: Record<string, unknown>): Promise<CatalogParamsResponse> => {
    const response = await t.app.inject({ method: 'POST', url: `${API}/catalog/params`, payload: body });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const cards = async (body: Record<string, unknown>): Promise<CatalogCard[]> =>
    (await t.app.inject({ method: 'POST', url: `${API}/catalog/offers`, payload: { limit: 48, ...body } })).json()
      .items;
  const count = <T extends { value: string; count: number }>(facet: T[], value: string) =>
    facet.find((item) => item.value === value)?.count;

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.catalog();
  });
  afterAll(() => t.close());

  it('counts what the cards show', async () => {
    const facets = await params({ listing: 'steam' });
    expect(facets.total).toBe((await cards({ listing: 'steam' })).length);
    expect(facets.productTypes.reduce((sum, item) => sum + item.count, 0)).toBe(facets.total);
    expect(count(facets.productTypes, 'steam_top_up')).toBe(4);
    expect(facets.inStockOnly).toBe((await cards({ listing: 'steam', inStockOnly: true })).length);
    expect(facets.verifiedOnly).toBe((await cards({ listing: 'steam', verifiedOnly: true })).length);
    expect(count(facets.sellerTiers, 'gold')).toBe((await cards({ listing: 'steam', sellerTiers: ['gold'] })).length);
    expect(facets.price).toMatchObject({ currency: 'rub' });
    expect(facets.price!.min).toBeLessThan(facets.price!.max);
  });

  it('leaves a facet its own choices, so picking another type widens the result', async () => {
    const facets = await params({ listing: 'steam', productTypes: ['steam_top_up'] });
    expect(facets.total).toBe(4);
    expect(count(facets.productTypes, 'game_dlc_gift')).toBe(15);
    expect(count(facets.regionGroups, 'GL')).toBe(0);
    expect(count(facets.tags, 'steam_top_up')).toBe(4);
  });

  it('applies the other filters to every facet', async () => {
    const facets = await params({ listing: 'steam', tags: ['auto_delivery'], sellerTiers: ['gold'] });
    const shown = await cards({ listing: 'steam', tags: ['auto_delivery'], sellerTiers: ['gold'] });
    expect(facets.total).toBe(shown.length);
    expect(count(facets.productTypes, 'steam_top_up')).toBe(0);
    expect(count(facets.tags, 'auto_delivery')).toBe(facets.total);
    expect(count(facets.sellerTiers, 'silver')).toBe(
      (await cards({ listing: 'steam', tags: ['auto_delivery'], sellerTiers: ['silver'] })).length,
    );
  });

  it('gives the price bounds without the price filter itself', async () => {
    const open = await params({ listing: 'steam/igry' });
    const narrowed = await params({ listing: 'steam/igry', priceMin: 150_000, priceMax: 200_000 });
    expect(narrowed.price).toEqual(open.price);
    expect(narrowed.total).toBeLessThan(open.total);
  });

  it('answers nothing-found with zero counts and no price', async () => {
    const facets = await params({ listing: 'steam', currency: 'kzt' });
    expect(facets.total).toBe(0);
    expect(facets.price).toBeNull();
  });

  it('serves tabs of a game and its child categories whichever of them is asked', async () => {
    const response = await t.app.inject(`${API}/listings/listing-tabs?slug=steam`);
    expect(response.statusCode).toBe(200);
    const tabs: ListingTabsResponse = response.json();
    expect(tabs.active).toBe('steam');
    expect(tabs.items.map((item) => [item.value, item.label, item.href])).toEqual([
      ['steam', 'Все', '/ru-ru/steam'],
      ['steam/popolnenie-balansa', 'Пополнение баланса', '/ru-ru/steam/popolnenie-balansa'],
      ['steam/igry', 'Игры', '/ru-ru/steam/igry'],
      ['steam/podarochnye-karty', 'Подарочные карты', '/ru-ru/steam/podarochnye-karty'],
    ]);
    expect(tabs.items[0]).toMatchObject({ counter: 39, disabled: false, icon: '/covers/listings/steam.svg' });
    expect(tabs.items[2]?.counter).toBe(30);
    const child: ListingTabsResponse = (await t.app.inject(`${API}/listings/listing-tabs?slug=steam/igry`)).json();
    expect(child.active).toBe('steam/igry');
    expect(child.items).toEqual(tabs.items);
  });

  it('gives a category listing without children its one tab, counted by its rule', async () => {
    const tabs: ListingTabsResponse = (await t.app.inject(`${API}/listings/listing-tabs?slug=podpiski`)).json();
    expect(tabs.items).toHaveLength(1);
    expect(tabs.items[0]?.counter).toBe((await cards({ listing: 'podpiski' })).length);
  });

  it('answers tabs of an unknown listing with 404 and a missing slug with 400', async () => {
    expect((await t.app.inject(`${API}/listings/listing-tabs?slug=nope`)).statusCode).toBe(404);
    const missing = await t.app.inject(`${API}/listings/listing-tabs`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it.each([
    ['/ru-ru/stim', '/ru-ru/steam'],
    ['/ru-ru/stim/', '/ru-ru/steam'],
    ['/ru-ru/stim/igry', '/ru-ru/steam/igry'],
    ['/ru-ru/steam/popolnenie', '/ru-ru/steam/popolnenie-balansa'],
    ['/product/pubg-uc-660', '/product/pubg-mobile-uc-660'],
  ])('redirects %s to %s', async (from, to) => {
    const response = await t.app.inject(`${API}/route-redirect?path=${encodeURIComponent(from)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ from: from.replace(/\/$/, ''), to, status: 301 });
  });

  it('answers a path that never moved with 404 and no path with 400', async () => {
    const response = await t.app.inject(`${API}/route-redirect?path=${encodeURIComponent('/ru-ru/steam')}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Перенаправление не найдено' });
    expect((await t.app.inject(`${API}/route-redirect?path=no-slash`)).statusCode).toBe(404);
    expect((await t.app.inject(`${API}/route-redirect`)).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('documents every call in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject('/api/openapi.json')).json();
    for (const path of ['catalog/offers', 'catalog/params', 'listings/listing-tabs', 'route-redirect']) {
      expect(paths, path).toHaveProperty([`${API}/${path}`]);
    }
    expect(paths[`${API}/catalog/offers`].post.responses['200']).toBeDefined();
  });

  it('points every demo redirect at a page that exists', async () => {
    const { DEMO_REDIRECTS } = await import('../../demo/demo-redirects');
    for (const { toPath } of DEMO_REDIRECTS) {
      const [, kind, slug] = /^\/(ru-ru|product)\/(.+)$/.exec(toPath)!;
      const url = kind === 'ru-ru' ? `${API}/listing?slug=${slug}` : `${API}/product/${slug}`;
      expect((await t.app.inject(url)).statusCode, toPath).toBe(200);
    }
  });
});
