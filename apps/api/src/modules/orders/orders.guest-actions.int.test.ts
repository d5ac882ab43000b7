import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { DISPUTE_FIELDS, openDispute } from './order-disputes.test-support';
import { findOffer, inputsFor, placeGuestOrder, pressSandbox, PUBLIC } from './orders.test-support';

describe(`a guest acts on a delivered order with its token on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const clock = Date.parse('2026-03-01T10:00:00Z');
  let keyOffer: Awaited<ReturnType<typeof findOffer>>;

  /** A guest's key order, paid through the sandbox bank, so the key is handed over at once. */
  async function deliveredGuestOrder(email: string): Promise<{ id: string; token: string }> {
    const placed = (
      await placeGuestOrder(t, { offerId: keyOffer.id, quantity: 1, inputs: inputsFor(keyOffer.kinds), email })
    ).json();
    const link = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/order/payment-link`,
      payload: { orderId: placed.order.id, token: placed.guestToken },
    });
    await pressSandbox(t, link.json().confirmationUrl, 'pay');
    return { id: placed.order.id, token: placed.guestToken };
  }
  const act = (payload: object) => t.app.inject({ method: 'PUT', url: `${PUBLIC}/order`, payload });

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    await t.demo.offerKeys();
    // Each test takes one key from it.
    keyOffer = await findOffer(
      t,
      `p.delivery_kind = 'key' and (select count(*) from offer_keys k where k.offer_id = o.id and k.status = 'available') >= 2`,
    );
  });
  afterAll(() => t.close());

  it('confirms receipt with the token and refuses without it, changing nothing', async () => {
    const order = await deliveredGuestOrder('confirm-guest@mail.ru');
    const status = async () => (await t.app.inject(`${PUBLIC}/order/status/${order.id}?token=${order.token}`)).json();
    expect(await status()).toMatchObject({ displayStatus: 'DELIVERED', canConfirm: true });

    const noToken = await act({ id: order.id, action: 'confirm' });
    expect(noToken.statusCode).toBe(400);
    const wrongToken = await act({ id: order.id, action: 'confirm', token: 'x'.repeat(43) });
    expect(wrongToken.statusCode).toBe(404);
    expect(wrongToken.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Заказ не найден' });
    expect(await status()).toMatchObject({ displayStatus: 'DELIVERED' });

    const confirmed = await act({ id: order.id, action: 'confirm', token: order.token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'COMPLETED', displayStatus: 'COMPLETED', canConfirm: false });
    expect((await act({ id: order.id, action: 'confirm', token: order.token })).statusCode).toBe(409);
  });

  it('opens a dispute with the token, which holds the money', async () => {
    const order = await deliveredGuestOrder('dispute-guest@mail.ru');
    const disputed = await openDispute(t, order.id, DISPUTE_FIELDS, { token: order.token });
    expect(disputed.statusCode, disputed.body).toBe(201);
    expect(disputed.json()).toMatchObject({
      status: 'PROCESSING',
      displayStatus: 'DISAGREEMENT',
      canDispute: false,
      canConfirm: false,
    });
  });
});
