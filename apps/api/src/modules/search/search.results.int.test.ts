import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResultsResponse } from '@lootmarket/domain';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';

describe(`search results page on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const results = async (query: string): Promise<SearchResultsResponse> => {
    const response = await t.app.inject(`/api/gw/public/v1/search/results?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.catalog();
    await t.services.search.reindex();
  });
  afterAll(() => t.close());

  it('ranks products with their game and best price, and finds the game itself', async () => {
    const found = await results('text=' + encodeURIComponent('hj,kjrc'));
    expect(found.listings[0]).toMatchObject({ title: 'Roblox', slug: 'ru-ru/roblox' });
    const first = found.products[0]!;
    expect(first).toMatchObject({ listing: { slug: 'roblox', title: 'Roblox' } });
    expect(first.price).toEqual({ amount: expect.any(Number), currency: 'rub' });
    expect(first.offersCount).toBeGreaterThan(0);
    expect(found.facets.categories[0]).toMatchObject({ value: 'roblox', title: 'Roblox' });
  });

  it('filters by product type, game and stock, and counts each facet under the other filters', async () => {
    const all = await results('text=steam');
    expect(all.total).toBeGreaterThan(10);
    const type = all.facets.types[0]!;
    const byType = await results(`text=steam&type=${type.value}`);
    expect(byType.total).toBe(type.count);
    expect(byType.products.every((card) => card.productType === type.value)).toBe(true);
    expect(byType.facets.types).toEqual(all.facets.types);

    const category = all.facets.categories[0]!;
    const byCategory = await results(`text=steam&category=${category.value}`);
    expect(byCategory.total).toBe(category.count);
    expect(byCategory.products.every((card) => card.listing.slug === category.value)).toBe(true);

    const inStock = await results('text=steam&in_stock=1');
    expect(inStock.total).toBe(all.facets.inStock);
    expect(inStock.products.every((card) => card.inStock)).toBe(true);
  });

  it('pages by 24 and clamps a page past the end', async () => {
    const first = await results('text=steam');
    if (first.pageCount < 2) return;
    const second = await results('text=steam&page=2');
    expect(second.page).toBe(2);
    expect(second.products[0]?.id).not.toBe(first.products[0]?.id);
    expect((await results('text=steam&page=999')).page).toBe(first.pageCount);
  });

  it('answers nothing for unknown words and for no text', async () => {
    expect(await results('text=' + encodeURIComponent('майнкрафт'))).toMatchObject({
      listings: [],
      products: [],
      total: 0,
    });
    expect(await results('text=')).toMatchObject({ listings: [], products: [], total: 0, pageCount: 1 });
  });

  it('refuses an unknown product type', async () => {
    const response = await t.app.inject('/api/gw/public/v1/search/results?text=steam&type=cars');
    expect(response.statusCode).toBe(400);
  });
});
