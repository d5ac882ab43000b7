import { STEAM_TOP_UP_MESSAGES } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { findOffer, inputsFor, placeGuestOrder, rows } from './orders.test-support';

type Offer = Awaited<ReturnType<typeof findOffer>>;

describe(`a Steam top-up is ordered by the amount credited (decision 027) on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let emails = 0;
  const order = (offer: Offer, quantity: number) =>
    placeGuestOrder(t, {
      offerId: offer.id,
      quantity,
      inputs: inputsFor(offer.kinds),
      email: `top-up${++emails}@mail.ru`,
    });
  const orderCount = async () => (await rows<{ n: number }>(t, 'select count(*)::int as n from orders'))[0]!.n;
  const walletOffer = (slug: string) => findOffer(t, `p.slug = '${slug}'`);

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.catalog();
  });
  afterAll(() => t.close());

  it('refuses a rouble amount outside 100–15 000 ₽ with ORDER_QUANTITY_LIMIT, writing nothing', async () => {
    const offer = await walletOffer('steam-popolnenie-rossiya');
    const before = await orderCount();
    for (const amount of [1, 99, 15_001, 20_000]) {
      const refused = await order(offer, amount);
      expect(refused.statusCode, `${amount}`).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'ORDER_QUANTITY_LIMIT',
        message: STEAM_TOP_UP_MESSAGES.range('rub'),
        details: { min: 100, max: 15_000, currency: 'rub', issues: [{ path: '/quantity' }] },
      });
    }
    expect(STEAM_TOP_UP_MESSAGES.range('rub').replace(/\u00A0/g, ' ')).toBe('Сумма пополнения — от 100 ₽ до 15 000 ₽');
    expect(await orderCount()).toBe(before);
  });

  it('takes an amount within the bounds and prices it as the amount times the price of one rouble credited', async () => {
    const offer = await walletOffer('steam-popolnenie-rossiya');
    // Demo sellers ask 1,02–1,12 ₽ for each rouble credited.
    expect(offer.price).toBeGreaterThanOrEqual(102);
    expect(offer.price).toBeLessThanOrEqual(112);
    for (const amount of [100, 1_000, 15_000]) {
      const placed = await order(offer, amount);
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json().order).toMatchObject({
        quantity: amount,
        unitPrice: { amount: offer.price, currency: 'rub' },
        amount: { amount: amount * offer.price, currency: 'rub' },
      });
    }
  });

  it('holds a tenge or a dollar wallet to its own bounds', async () => {
    const tenge = await walletOffer('steam-popolnenie-kazahstan');
    const low = await order(tenge, 499);
    expect(low.json()).toMatchObject({
      code: 'ORDER_QUANTITY_LIMIT',
      message: STEAM_TOP_UP_MESSAGES.range('kzt'),
      details: { min: 500, max: 100_000, currency: 'kzt' },
    });
    const placed = await order(tenge, 100_000);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().order.amount).toEqual({ amount: 100_000 * tenge.price, currency: 'rub' });

    const dollars = await walletOffer('steam-popolnenie-sng');
    expect((await order(dollars, 201)).json()).toMatchObject({
      code: 'ORDER_QUANTITY_LIMIT',
      message: STEAM_TOP_UP_MESSAGES.range('usd'),
    });
    expect((await order(dollars, 1)).statusCode).toBe(400);
    const two = await order(dollars, 2);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().order.amount.amount).toBe(2 * dollars.price);
  });

  it("lets a seller's cap per order narrow the largest amount", async () => {
    const offer = await walletOffer('steam-popolnenie-rossiya');
    await rows(t, `update offers set max_per_order = 5000 where id = '${offer.id}'`);
    const refused = await order(offer, 5_001);
    expect(refused.json()).toMatchObject({
      code: 'ORDER_QUANTITY_LIMIT',
      message: STEAM_TOP_UP_MESSAGES.range('rub', { min: 100, max: 5_000 }),
      details: { max: 5_000 },
    });
    expect((await order(offer, 5_000)).statusCode).toBe(200);
  });

  it('reads a top-up offer with less stock than Steam takes at the least as sold out, after those that can sell', async () => {
    const tenge = await walletOffer('steam-popolnenie-kazahstan');
    await rows(t, `update offers set stock = 7 where id = '${tenge.id}'`);
    const page = await t.app.inject({ method: 'GET', url: '/api/gw/public/v1/product/steam-popolnenie-kazahstan' });
    const offers = page.json().offers as { id: string; inStock: boolean }[];
    expect(offers.find((offer) => offer.id === tenge.id)).toMatchObject({ inStock: false });
    expect(offers.at(-1)!.id).toBe(tenge.id);
    expect(offers.filter((offer) => offer.inStock).length).toBeGreaterThan(0);
    expect((await order(tenge, 500)).json().code).toBe('OUT_OF_STOCK');
  });
});
