import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { findOffer, inputsFor, placeGuestOrder, pressSandbox, PUBLIC, rows } from '../orders/orders.test-support';

const PRIVATE = '/api/gw/private/v1';
const SHARED_KEY = 'SHARED-7Q2M9-XW4AP';

describe(`one key in two shops on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let kinds: string[] = [];
  const offers: Record<'first' | 'second', { id: string; seller: { authorization: string } }> = {
    first: { id: '', seller: { authorization: '' } },
    second: { id: '', seller: { authorization: '' } },
  };

  /** A fresh key offer of the seller on the same product: no keys yet, so every key below is an upload. */
  async function freshOffer(email: string, productOfferId: string): Promise<string> {
    const [created] = await rows<{ id: string }>(
      t,
      `insert into offers (product_id, seller_id, price_minor, currency, stock, delivery_minutes, seller_tier)
       select o.product_id, u.id, 49900, 'rub', 0, 1, 'silver'
         from offers o, users u where o.id = '${productOfferId}' and u.email = '${email}'
       returning id`,
    );
    return created!.id;
  }

  /** A guest buys one unit and pays; answers the order's status as its page shows it. */
  async function buy(offerId: string, email: string) {
    const placed = await placeGuestOrder(t, { offerId, quantity: 1, inputs: inputsFor(kinds), email });
    if (placed.statusCode !== 200) return { placed };
    const { order, guestToken } = placed.json();
    const link = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/order/payment-link`,
      payload: { orderId: order.id, token: guestToken },
    });
    await pressSandbox(t, link.json().confirmationUrl, 'pay');
    return { placed, status: (await t.app.inject(`${PUBLIC}/order/status/${order.id}?token=${guestToken}`)).json() };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.catalog();
    const product = await findOffer(t, `p.delivery_kind = 'key' and o.stock is not null`);
    kinds = product.kinds;
    const [other] = await rows<{ email: string }>(
      t,
      `select email from users where id <> ${product.seller} and email ~ '^seller[0-9]+@demo' order by id limit 1`,
    );
    offers.first.id = await freshOffer('seller@demo.lootmarket.ru', product.id);
    offers.second.id = await freshOffer(other!.email, product.id);
    for (const [offer, email] of [
      [offers.first, 'seller@demo.lootmarket.ru'],
      [offers.second, other!.email],
    ] as const)
      offer.seller = { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  });
  afterAll(() => t.close());

  it('lets two sellers upload the same key to their own offers', async () => {
    for (const offer of Object.values(offers)) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `${PRIVATE}/seller/stock/${offer.id}`,
        headers: offer.seller,
        payload: { mode: 'keys', text: SHARED_KEY },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        stock: { offerId: offer.id, stock: 1, keys: { available: 1, reserved: 0, sold: 0 } },
        upload: { added: 1, duplicates: 0, rejected: 0 },
      });
    }
  });

  it('sells each seller\u2019s copy once: each shop hands it over to one buyer, then is out of stock', async () => {
    for (const [index, offer] of Object.values(offers).entries()) {
      const { status } = await buy(offer.id, `first-${index}@mail.ru`);
      expect(status).toMatchObject({ displayStatus: 'DELIVERED', delivery: { keys: [SHARED_KEY] } });
      const { placed } = await buy(offer.id, `second-${index}@mail.ru`);
      expect(placed.statusCode).toBe(409);
      expect(placed.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Недостаточно товара в наличии' });
    }
    const sold = await rows<{ offer_id: string; order_id: string }>(
      t,
      `select offer_id, order_id from offer_keys where offer_id in ('${offers.first.id}', '${offers.second.id}') and status = 'sold'`,
    );
    expect(sold).toHaveLength(2);
    expect(new Set(sold.map((key) => key.offer_id)).size).toBe(2);
    expect(new Set(sold.map((key) => key.order_id)).size).toBe(2);
  });
});
