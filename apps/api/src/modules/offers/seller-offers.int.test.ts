import {
  feeBasisPointsFor,
  OFFER_PRICE_LIMITS,
  SELLER_MESSAGES,
  splitPlatformFee,
  type ProductType,
} from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { rows } from '../orders/orders.test-support';

const PRIVATE = '/api/gw/private/v1';
const PUBLIC = '/api/gw/public/v1';

interface Created {
  id: string;
  product_slug: string;
  product_type: ProductType;
}

describe(`seller offer list on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let seller: { authorization: string };
  let buyer: { authorization: string };
  let sellerId = 0;
  let offers: Created[] = [];

  const bearer = async (email: string) => ({ authorization: `Bearer ${(await signIn(t, email)).body.access_token}` });
  const list = async (query = '', headers = seller) => t.app.inject({ url: `${PRIVATE}/offer/list${query}`, headers });
  const patch = (payload: object) =>
    t.app.inject({ method: 'PATCH', url: `${PRIVATE}/offer/change/price`, headers: seller, payload });
  const toggle = (payload: object) =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}/offer/toggle-active`, headers: seller, payload });

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.catalog();
    sellerId = (await rows<{ id: number }>(t, `select id from users where email = 'seller@demo.lootmarket.ru'`))[0]!.id;
    await rows(t, `delete from offers where seller_id = ${sellerId}`);
    // Three offers of the demo seller: a gift card with counted stock, a sold-out one and an unlimited top-up.
    offers = await rows<Created>(
      t,
      `with picked as (
         (select id, slug, product_type, 1 as n, 5 as stock from products where product_type = 'gift_card_key' order by slug limit 1)
         union all (select id, slug, product_type, 2, 0 from products where product_type = 'gift_card_key' order by slug offset 1 limit 1)
         union all (select id, slug, product_type, 3, null from products where product_type = 'mobile_top_up' order by slug limit 1))
       insert into offers (product_id, seller_id, price_minor, currency, stock, delivery_minutes, seller_tier, created_at)
       select id, ${sellerId}, 100000, 'rub', stock, 5, 'silver', now() - make_interval(mins => n) from picked
       returning id, (select slug from products where id = product_id) as product_slug, (select product_type from products where id = product_id) as product_type`,
    );
    seller = await bearer('seller@demo.lootmarket.ru');
    buyer = await bearer('buyer@demo.lootmarket.ru');
  });
  afterAll(() => t.close());

  it('lists the seller\u2019s offers with the net after fees, stock and counts per status', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.counts).toEqual({ active: 2, paused: 0, out_of_stock: 1, moderation: 0 });
    const first = body.items.find((item: { id: string }) => item.id === offers[0]!.id);
    const { payee } = splitPlatformFee(
      100000,
      feeBasisPointsFor({ source: 'order', productType: offers[0]!.product_type }),
    );
    expect(first).toMatchObject({
      status: 'active',
      price: { amount: 100000, currency: 'rub' },
      sellerNet: { amount: payee },
      stock: 5,
      stockMode: 'quantity',
      sold: 0,
    });
    expect(body.items.find((item: { id: string }) => item.id === offers[2]!.id)).toMatchObject({
      stockMode: 'unlimited',
      stock: null,
      product: { category: 'top_up' },
    });
  });

  it('filters by status, category and text', async () => {
    expect((await list('?status=out_of_stock')).json().items.map((item: { id: string }) => item.id)).toEqual([
      offers[1]!.id,
    ]);
    expect((await list('?category=top_up')).json().total).toBe(1);
    const title = (
      await rows<{ title: string }>(t, `select title from products where slug = '${offers[2]!.product_slug}'`)
    )[0]!.title;
    expect(
      (await list(`?text=${encodeURIComponent(title.slice(0, 6))}`))
        .json()
        .items.some((item: { id: string }) => item.id === offers[2]!.id),
    ).toBe(true);
    expect((await list('?text=%25%25nothing%25')).json().total).toBe(0);
  });

  it('changes prices in bulk and the product page shows the new price at once', async () => {
    await t.app.inject(`${PUBLIC}/product/${offers[0]!.product_slug}`);
    const response = await patch({
      items: [
        { offerId: offers[0]!.id, amount: 89900 },
        { offerId: offers[2]!.id, amount: 19900 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .items.map((item: { price: { amount: number } }) => item.price.amount)
        .sort(),
    ).toEqual([19900, 89900]);
    const product = (await t.app.inject(`${PUBLIC}/product/${offers[0]!.product_slug}`)).json();
    expect(product.offers.find((offer: { id: string }) => offer.id === offers[0]!.id).price.amount).toBe(89900);
  });

  it('refuses prices out of bounds and foreign offers, changing nothing', async () => {
    const tooLow = await patch({
      items: [
        { offerId: offers[0]!.id, amount: 50000 },
        { offerId: offers[2]!.id, amount: 0 },
      ],
    });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: SELLER_MESSAGES.priceTooLow });
    const tooHigh = await patch({ items: [{ offerId: offers[0]!.id, amount: OFFER_PRICE_LIMITS.rub.max + 1 }] });
    expect(tooHigh.json().message).toBe(SELLER_MESSAGES.priceTooHigh);
    const [foreign] = await rows<{ id: string }>(t, `select id from offers where seller_id <> ${sellerId} limit 1`);
    const refused = await patch({
      items: [
        { offerId: offers[0]!.id, amount: 50000 },
        { offerId: foreign!.id, amount: 50000 },
      ],
    });
    expect(refused.statusCode).toBe(404);
    expect((await toggle({ offerIds: [foreign!.id], active: false })).statusCode).toBe(404);
    expect(
      Number(
        (await rows<{ price_minor: string }>(t, `select price_minor from offers where id = '${offers[0]!.id}'`))[0]!
          .price_minor,
      ),
    ).toBe(89900);
  });

  it('pauses and resumes offers in bulk', async () => {
    const paused = await toggle({ offerIds: [offers[0]!.id, offers[2]!.id], active: false });
    expect(paused.json().items.every((item: { status: string }) => item.status === 'paused')).toBe(true);
    expect((await list()).json().counts).toEqual({ active: 0, paused: 2, out_of_stock: 1, moderation: 0 });
    const product = (await t.app.inject(`${PUBLIC}/product/${offers[0]!.product_slug}`)).json();
    expect(product.offers.some((offer: { id: string }) => offer.id === offers[0]!.id)).toBe(false);
    await toggle({ offerIds: [offers[0]!.id, offers[2]!.id], active: true });
    expect((await list('?status=active')).json().total).toBe(2);
  });

  it('answers one offer\u2019s page and its buyer inputs, and 404 for other sellers\u2019 offers', async () => {
    const page = await t.app.inject({ url: `${PRIVATE}/offer/page/${offers[2]!.id}`, headers: seller });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      id: offers[2]!.id,
      layout: 'offer-default',
      stockMode: 'unlimited',
      keys: { available: 0, reserved: 0, sold: 0 },
    });
    const inputs = (
      await t.app.inject({ url: `${PRIVATE}/offer/seller/inputs/${offers[2]!.id}`, headers: seller })
    ).json();
    expect(inputs.offerId).toBe(offers[2]!.id);
    expect(inputs.inputs.map((input: { kind: string }) => input.kind)).toEqual(page.json().buyerInputs);
    expect(inputs.inputs.length).toBeGreaterThan(0);
    const [foreign] = await rows<{ id: string }>(t, `select id from offers where seller_id <> ${sellerId} limit 1`);
    expect((await t.app.inject({ url: `${PRIVATE}/offer/page/${foreign!.id}`, headers: seller })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${PRIVATE}/offer/seller/inputs/${foreign!.id}`, headers: seller })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `${PRIVATE}/offer/page/not-a-uuid`, headers: seller })).statusCode).toBe(400);
  });

  it('is for sellers only', async () => {
    const response = await list('', buyer);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect((await t.app.inject({ url: `${PRIVATE}/offer/list` })).statusCode).toBe(401);
  });
});
