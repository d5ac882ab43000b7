import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { rows } from '../orders/orders.test-support';

const URL = '/api/gw/public/v1/seller';

describe(`shop storefront on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let sellerId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.catalog();
    [{ seller_id: sellerId }] = (await rows<{ seller_id: number }>(
      t,
      `select seller_id from offers where is_active group by seller_id order by count(*) desc limit 1`,
    )) as [{ seller_id: number }];
    sellerId = Number(sellerId);
  });
  afterAll(() => t.close());

  it('shows a shop with its trust figures, hours now and active offers, publicly', async () => {
    const response = await t.app.inject(`${URL}/${sellerId}?limit=5`);
    expect(response.statusCode).toBe(200);
    const shop = response.json();
    const [{ n }] = (await rows<{ n: number }>(
      t,
      `select count(*)::int as n from offers where seller_id = ${sellerId} and is_active`,
    )) as [{ n: number }];
    expect(shop).toMatchObject({ id: String(sellerId), activeOffers: n, now: { open: true, backAt: null } });
    expect(['gold', 'silver', 'bronze']).toContain(shop.tier);
    expect(shop.name.length).toBeGreaterThan(0);
    expect(Date.parse(shop.memberSince)).toBeLessThanOrEqual(Date.now());
    expect(shop.offers).toHaveLength(Math.min(5, n));
    expect(shop.offers[0]).toMatchObject({ product: { cover: expect.stringContaining(shop.offers[0].product.slug) } });
  });

  it('answers 404 for customers and unknown ids, 400 for bad ones', async () => {
    const [buyer] = await rows<{ id: number }>(t, `select id from users where email = 'buyer@demo.lootmarket.ru'`);
    const refused = await t.app.inject(`${URL}/${buyer!.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Магазин не найден' });
    expect((await t.app.inject(`${URL}/99999999`)).statusCode).toBe(404);
    expect((await t.app.inject(`${URL}/abc`)).statusCode).toBe(400);
  });
});
