import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../db/test-database';
import { rows } from '../modules/orders/orders.test-support';
import { createTestApp, type TestApp } from '../test-app';
import { DEMO_SHOP_STOCK, demoShopOffers } from './demo-seller-shop';

describe(`the demo seller's shop on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let sellerId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.catalog();
    await t.demo.sellerShop();
    sellerId = Number(
      (await rows<{ id: number }>(t, `select id from users where email = 'seller@demo.lootmarket.ru'`))[0]!.id,
    );
  });
  afterAll(() => t.close());

  it('gives seller@demo.lootmarket.ru offers of several types with keys, a quantity and unlimited stock', async () => {
    const offers = await rows<{
      id: string;
      product_type: string;
      stock: number | null;
      price_minor: string;
      keys: number;
    }>(
      t,
      `select o.id, p.product_type, o.stock, o.price_minor, (select count(*)::int from offer_keys k where k.offer_id = o.id) as keys
         from offers o join products p on p.id = o.product_id where o.seller_id = ${sellerId}`,
    );
    expect(offers).toHaveLength(demoShopOffers().length);
    expect(new Set(offers.map((offer) => offer.product_type)).size).toBeGreaterThanOrEqual(4);
    for (const offer of offers.filter((row) => row.keys > 0))
      expect(offer).toMatchObject({ keys: DEMO_SHOP_STOCK.keysPerOffer, stock: DEMO_SHOP_STOCK.keysPerOffer });
    expect(offers.some((offer) => offer.stock === null)).toBe(true);
    expect(offers.some((offer) => offer.stock === DEMO_SHOP_STOCK.quantity && offer.keys === 0)).toBe(true);
    // Prices a Russian buyer would find plausible: no offer under 1 ₽ or above 20 000 ₽.
    for (const offer of offers) {
      expect(Number(offer.price_minor)).toBeGreaterThanOrEqual(100);
      expect(Number(offer.price_minor)).toBeLessThanOrEqual(2_000_000);
    }
  });

  it('sets the shop\u2019s hours and does nothing when run again', async () => {
    expect((await t.services.sellerSchedules.get(sellerId)).days.find((day) => day.day === 1)).toMatchObject({
      from: '10:00',
      to: '22:00',
    });
    await t.demo.sellerShop();
    expect(
      (await rows<{ n: number }>(t, `select count(*)::int as n from offers where seller_id = ${sellerId}`))[0]!.n,
    ).toBe(demoShopOffers().length);
  });
});
