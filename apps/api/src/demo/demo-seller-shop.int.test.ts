import { feeBasisPointsFor, splitPlatformFee, type ProductType } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../db/test-database';
import { signIn } from '../modules/auth/auth.test-support';
import { rows } from '../modules/orders/orders.test-support';
import { createTestApp, type TestApp } from '../test-app';
import { DEMO_SHOP_STOCK, demoShopOffers } from './demo-seller-shop';
import { DEMO_SHOP_OPEN_ORDERS, demoShopSales } from './demo-shop-sales';
import { SELLER_PAYOUT } from './demo-wallet';

describe(`the demo seller's shop on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let sellerId = 0;

  beforeAll(async () => {
    t = await createTestApp({ SANDBOXES: 'true' });
    await t.demo.users();
    await t.demo.catalog();
    await t.demo.sellerShop();
    await t.demo.shopSales();
    await t.demo.wallets();
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
    // Keys sold in the shop's history are gone from the stock; the rest are still for sale.
    for (const offer of offers.filter((row) => row.keys > 0)) {
      expect(offer.keys).toBe(DEMO_SHOP_STOCK.keysPerOffer);
      expect(offer.stock).toBeGreaterThan(0);
      expect(offer.stock).toBeLessThan(DEMO_SHOP_STOCK.keysPerOffer);
    }
    expect(offers.some((offer) => offer.stock === null)).toBe(true);
    expect(offers.some((offer) => offer.keys === 0 && offer.stock !== null && offer.stock > 0)).toBe(true);
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
  it('has a sales history the analytics, the shop orders, the storefront and the wallet agree on', async () => {
    const seller = { authorization: `Bearer ${(await signIn(t, 'seller@demo.lootmarket.ru')).body.access_token}` };
    const sales = await rows<{ amount_minor: string; product_type: ProductType }>(
      t,
      `select amount_minor, product_type from orders where seller_id = ${sellerId} and status = 'COMPLETED'`,
    );
    const completed = demoShopSales().filter((sale) => sale.confirmHours !== null).length;
    expect(sales).toHaveLength(completed);
    const net = sales.reduce(
      (sum, sale) =>
        sum +
        splitPlatformFee(
          Number(sale.amount_minor),
          feeBasisPointsFor({ source: 'order', productType: sale.product_type }),
        ).payee,
      0,
    );

    // Analytics over the default 30 days: every completed sale, net of fees, spread over many days.
    const stats = await t.app.inject({ url: '/api/gw/private/v1/order/seller/stats', headers: seller });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().totals).toMatchObject({ orders: completed, net: { amount: net, currency: 'rub' } });
    expect(stats.json().series.filter((day: { value: number }) => day.value > 0).length).toBeGreaterThan(15);

    // The shop's orders: the completed ones, one delivered and waiting for the buyer, and the open ones to fulfil.
    const counts = (await t.services.orders.sellerStats(sellerId)).counts;
    expect(counts).toMatchObject({
      COMPLETED: completed,
      DELIVERED: demoShopSales().length - completed,
      IN_PROGRESS: DEMO_SHOP_OPEN_ORDERS.length,
      CANCELLED: 0,
    });

    // The storefront counts the same deals, none refunded, with a delivery time.
    const shop = (await t.app.inject(`/api/gw/public/v1/seller/${sellerId}`)).json();
    expect(shop).toMatchObject({ name: 'KeyHub', completedDeals: completed, refundShareBp: 0 });
    expect(shop.medianDeliveryMinutes).toBeGreaterThan(0);

    // The wallet got exactly that net income, less the one payout it made; the latest sales are still held.
    const wallet = await t.services.withdrawals.wallet.balance(sellerId);
    const rub = wallet.balances.find((line) => line.currency === 'rub')!;
    const held = wallet.holds.filter((hold) => hold.reason === 'seller_hold');
    expect(held.length).toBeGreaterThanOrEqual(2);
    expect(rub.available + held.reduce((sum, hold) => sum + hold.amount, 0)).toBe(net - SELLER_PAYOUT);
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('records the history once', async () => {
    const before = await t.services.orders.sellerStats(sellerId);
    await t.demo.shopSales();
    await t.demo.wallets();
    expect(await t.services.orders.sellerStats(sellerId)).toEqual(before);
  });
});
