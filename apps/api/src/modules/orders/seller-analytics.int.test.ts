import { ORDER_TIMING } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { findOffer, inputsFor, placeGuestOrder, pressSandbox, PUBLIC, rows } from './orders.test-support';

const STATS = '/api/gw/private/v1/order/seller/stats';

describe(`seller analytics on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-10T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let seller: { authorization: string };
  let buyer: { authorization: string };
  let balanceBefore = 0;
  const stats = async (query = '', headers = seller) => t.app.inject({ url: `${STATS}${query}`, headers });
  const rub = async (userId: number) =>
    (await t.services.ledger.balance(userId)).find((money) => money.currency === 'rub')?.amount ?? 0;

  async function completedOrder(quantity: number): Promise<void> {
    const placed = (
      await placeGuestOrder(t, {
        offerId: offer.id,
        quantity,
        inputs: inputsFor(offer.kinds),
        email: `buyer-${quantity}@mail.ru`,
      })
    ).json();
    const link = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/order/payment-link`,
      payload: { orderId: placed.order.id, token: placed.guestToken },
    });
    await pressSandbox(t, link.json().confirmationUrl, 'pay');
    clock += ORDER_TIMING.buyerConfirmMs + 60_000;
    await t.services.orders.fireTimer(placed.order.id, 'CONFIRMATION_WINDOW_PASSED');
  }

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    offer = await findOffer(t, `p.delivery_kind = 'key' and o.stock is not null`);
    await rows(t, `update offers set stock = 10 where id = '${offer.id}'`);
    await t.services.offerKeys.addKeys(
      offer.id,
      Array.from({ length: 10 }, (_, index) => `STATS-KEY-${index}`),
    );
    balanceBefore = await rub(offer.seller);
    await completedOrder(1);
    await completedOrder(2);
    // Signed in after the clock moved on, so the tokens are fresh.
    const [owner] = await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`);
    seller = { authorization: `Bearer ${(await signIn(t, owner!.email)).body.access_token}` };
    buyer = { authorization: `Bearer ${(await signIn(t, 'buyer@demo.lootmarket.ru')).body.access_token}` };
  }, 180_000);
  afterAll(() => t.close());

  it('sums completed sales net of fees exactly as the ledger paid the seller', async () => {
    const response = await stats();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.counts.COMPLETED).toBe(2);
    expect(body.totals).toMatchObject({ orders: 2, sold: 3, refunded: 0 });
    expect(body.totals.net.amount).toBe((await rub(offer.seller)) - balanceBefore);
    expect(body.totals.gross.amount).toBe(body.totals.net.amount + body.totals.fees.amount);
    expect(body.totals.gross.amount).toBe(offer.price * 3);
    expect(body.series).toHaveLength(30);
    expect(body.series.reduce((sum: number, point: { value: number }) => sum + point.value, 0)).toBe(
      body.totals.net.amount,
    );
  });

  it('groups by categories, brands, products or offers and counts pieces for «sold»', async () => {
    for (const group of ['categories', 'brands', 'products', 'offers']) {
      const body = (await stats(`?group=${group}&metric=sold`)).json();
      expect(body.rows, group).toHaveLength(1);
      expect(body.rows[0]).toMatchObject({ orders: 2, sold: 3 });
      expect(body.rows[0].label.length, group).toBeGreaterThan(0);
      expect(body.series.reduce((sum: number, point: { value: number }) => sum + point.value, 0)).toBe(3);
    }
    expect((await stats('?group=offers')).json().rows[0].key).toBe(offer.id);
  });

  it('limits the figures to the period asked for', async () => {
    const before = (await stats('?from=2026-01-01&to=2026-02-01')).json();
    expect(before.totals.orders).toBe(0);
    expect(before.series).toHaveLength(31);
    expect(before.period).toEqual({ from: '2026-01-01', to: '2026-02-01' });
  });

  it('refuses a bad period or filter and non-sellers', async () => {
    for (const query of [
      '?from=2026-03-10&to=2026-03-01',
      '?from=2024-01-01&to=2026-03-01',
      '?group=planets',
      '?metric=profit',
      '?from=yesterday',
    ]) {
      const response = await stats(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await stats('', buyer)).statusCode).toBe(403);
  });
});
