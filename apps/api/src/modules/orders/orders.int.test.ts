import { ORDER_TIMING } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { DISPUTE_FIELDS, openDispute } from './order-disputes.test-support';
import { findOffer, inputsFor, placeGuestOrder, pressSandbox, PRIVATE, PUBLIC, rows } from './orders.test-support';

const MIN = 60_000;

describe(`orders on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let manual: Awaited<ReturnType<typeof findOffer>>;
  let limited: Awaited<ReturnType<typeof findOffer>>;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    manual = await findOffer(
      t,
      `o.stock is null and cardinality(p.buyer_input_kinds) > 0 and p.delivery_kind = 'manual'`,
    );
    limited = await findOffer(t, `o.stock >= 5 and p.delivery_kind = 'top_up'`).catch(() =>
      findOffer(t, `o.stock >= 5`),
    );
  });
  afterAll(() => t.close());

  const stockOf = async (offerId: string) =>
    (await rows<{ stock: number | null }>(t, `select stock from offers where id = '${offerId}'`))[0]!.stock;

  it('prices a guest order from the offer, never from the client, and takes the stock', async () => {
    const before = await stockOf(limited.id);
    const response = await placeGuestOrder(t, {
      offerId: limited.id,
      quantity: 2,
      inputs: inputsFor(limited.kinds),
      email: ' Guest@Mail.RU ',
      amount: 1,
      currency: 'usd',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order, guestToken } = response.json();
    expect(order).toMatchObject({
      status: 'NEW',
      displayStatus: 'AWAIT_PAYMENT',
      quantity: 2,
      canPay: true,
      delivery: null,
    });
    expect(order.amount).toEqual({ amount: limited.price * 2, currency: 'rub' });
    expect(order.deadline).toBe(new Date(clock + ORDER_TIMING.paymentMs).toISOString());
    expect(guestToken).toEqual(expect.any(String));
    expect(await stockOf(limited.id)).toBe(before! - 2);
    const [stored] = await rows<{ buyer_email: string }>(t, `select buyer_email from orders where id = '${order.id}'`);
    expect(stored!.buyer_email).toBe('guest@mail.ru');
  });

  it('refuses bad inputs, unknown offers, guests without e-mail and more than the stock, writing nothing', async () => {
    const count = async () => (await rows<{ n: number }>(t, 'select count(*)::int as n from orders'))[0]!.n;
    const before = await count();
    const badInputs = await placeGuestOrder(t, { offerId: manual.id, quantity: 1, inputs: {}, email: 'a@mail.ru' });
    expect(badInputs.statusCode).toBe(400);
    expect(badInputs.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { issues: expect.any(Array) } });
    const unknown = await placeGuestOrder(t, {
      offerId: '00000000-0000-4000-8000-000000000000',
      quantity: 1,
      inputs: {},
      email: 'a@mail.ru',
    });
    expect(unknown.statusCode).toBe(404);
    const noEmail = await placeGuestOrder(t, { offerId: manual.id, quantity: 1, inputs: inputsFor(manual.kinds) });
    expect(noEmail.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Введите email' });
    const stock = (await stockOf(limited.id))!;
    const tooMany = await placeGuestOrder(t, {
      offerId: limited.id,
      quantity: stock + 1,
      inputs: inputsFor(limited.kinds),
      email: 'a@mail.ru',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Недостаточно товара в наличии' });
    expect(await stockOf(limited.id)).toBe(stock);
    expect(await count()).toBe(before);
  });

  it('shows a guest order only with its token or to its signed-in buyer', async () => {
    const { order, guestToken } = (
      await placeGuestOrder(t, { offerId: manual.id, quantity: 1, inputs: inputsFor(manual.kinds), email: 'g@mail.ru' })
    ).json();
    const withToken = await t.app.inject(`${PUBLIC}/order/status/${order.id}?token=${guestToken}`);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json().inputs).toEqual(inputsFor(manual.kinds));
    // The seller is named (through the users service) so the order page can link to the storefront.
    const [seller] = await rows<{ id: number; name: string }>(
      t,
      `select u.id, u.name from offers o join users u on u.id = o.seller_id where o.id = '${manual.id}'`,
    );
    expect(order.seller).toEqual({ id: String(seller!.id), name: seller!.name });
    expect(withToken.json().seller).toEqual(order.seller);
    expect((await t.app.inject(`${PUBLIC}/order/status/${order.id}`)).statusCode).toBe(404);
    expect((await t.app.inject(`${PUBLIC}/order/status/${order.id}?token=${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await t.app.inject(`${PUBLIC}/order/status/not-an-id?token=${guestToken}`)).statusCode).toBe(404);
  });

  it('pays a guest order through the sandbox bank, retrying after a bank error, once per attempt', async () => {
    const { order, guestToken } = (
      await placeGuestOrder(t, { offerId: manual.id, quantity: 1, inputs: inputsFor(manual.kinds), email: 'p@mail.ru' })
    ).json();
    const link = () =>
      t.app.inject({
        method: 'POST',
        url: `${PUBLIC}/order/payment-link`,
        payload: { orderId: order.id, token: guestToken },
      });
    const status = async () => (await t.app.inject(`${PUBLIC}/order/status/${order.id}?token=${guestToken}`)).json();
    expect(
      (await t.app.inject({ method: 'POST', url: `${PUBLIC}/order/payment-link`, payload: { orderId: order.id } }))
        .statusCode,
    ).toBe(404);
    const first = (await link()).json();
    expect(first.confirmationUrl).toContain('/sandbox/pay/');
    expect((await link()).json()).toEqual(first);
    // The bank sends a guest back to a status page that opens without signing in.
    const [payment] = await rows<{ return_url: string }>(
      t,
      `select return_url from payments where id = '${first.paymentId}'`,
    );
    expect(payment!.return_url).toBe(`http://localhost:80/order-status/${order.id}?token=${guestToken}`);
    expect((await status()).status).toBe('AWAITING_PAYMENT');

    await pressSandbox(t, first.confirmationUrl, 'bank_error');
    expect(await status()).toMatchObject({ status: 'ACQUIRING_ERROR', displayStatus: 'ACQUIRING_ERROR', canPay: true });

    clock += 2 * MIN;
    const second = (await link()).json();
    expect(second.paymentId).not.toBe(first.paymentId);
    await pressSandbox(t, second.confirmationUrl, 'pay');
    const paid = await status();
    expect(paid).toMatchObject({
      status: 'PROCESSING',
      stage: 'awaiting_seller',
      displayStatus: 'PROCESSING',
      sellerStatus: 'IN_PROGRESS',
      canPay: false,
      canDispute: false,
    });
    expect(paid.deadline).toBe(new Date(clock + ORDER_TIMING.sellerAcceptMs).toISOString());
    const timers = await rows<{ dedupe_key: string; run_at: Date | string }>(
      t,
      `select dedupe_key, run_at from jobs where dedupe_key like 'order:${order.id}:%' and finished_at is null order by run_at`,
    );
    expect(timers.map((timer) => timer.dedupe_key)).toEqual([
      `order:${order.id}:ACCEPTANCE_TIMEOUT`,
      `order:${order.id}:SELLER_DEADLINE_PASSED`,
    ]);
    const conflict = await link();
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('CONFLICT');
  });

  it('turns an unpaid order UNPAID at its deadline (not before) and gives the stock back', async () => {
    const start = (await stockOf(limited.id))!;
    const { order } = (
      await placeGuestOrder(t, {
        offerId: limited.id,
        quantity: 1,
        inputs: inputsFor(limited.kinds),
        email: 'late@mail.ru',
      })
    ).json();
    const [timer] = await rows<{ run_at: Date | string }>(
      t,
      `select run_at from jobs where dedupe_key = 'order:${order.id}:PAYMENT_DEADLINE_PASSED' and finished_at is null`,
    );
    expect(new Date(timer!.run_at).getTime()).toBe(clock + ORDER_TIMING.paymentMs);
    await expect(t.services.orders.fireTimer(order.id, 'PAYMENT_DEADLINE_PASSED')).rejects.toThrow(/not due/);
    clock += ORDER_TIMING.paymentMs;
    await t.services.orders.fireTimer(order.id, 'PAYMENT_DEADLINE_PASSED');
    await t.services.orders.fireTimer(order.id, 'PAYMENT_DEADLINE_PASSED');
    expect(await stockOf(limited.id)).toBe(start);
    const [row] = await rows<{ status: string }>(t, `select status from orders where id = '${order.id}'`);
    expect(row!.status).toBe('UNPAID');
  });

  it('sells counted stock to exactly as many concurrent buyers as there are units; unlimited stock to all', async () => {
    await t.database.db.execute(sql.raw(`update offers set stock = 3 where id = '${limited.id}'`));
    const buy = (offer: typeof limited, n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          placeGuestOrder(t, {
            offerId: offer.id,
            quantity: 1,
            inputs: inputsFor(offer.kinds),
            email: `rush${i}@mail.ru`,
          }),
        ),
      );
    const counted = await buy(limited, 8);
    expect(counted.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(await stockOf(limited.id)).toBe(0);
    const unlimited = await buy(manual, 8);
    expect(unlimited.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(await stockOf(manual.id)).toBeNull();
    // Every order got its inputs, its PLACED event and its payment timer, written with it.
    const ids = [...counted, ...unlimited]
      .filter((response) => response.statusCode === 200)
      .map((response) => `'${response.json().order.id}'`)
      .join(',');
    const [written] = await rows<{ inputs: number; events: number; timers: number }>(
      t,
      `select
      (select count(*)::int from order_inputs where order_id in (${ids})) as inputs,
      (select count(*)::int from order_events where type = 'PLACED' and order_id in (${ids})) as events,
      (select count(*)::int from jobs where finished_at is null and dedupe_key in (select 'order:' || id || ':PAYMENT_DEADLINE_PASSED' from orders where id in (${ids}))) as timers`,
    );
    expect(written).toEqual({ inputs: 3 * limited.kinds.length + 8 * manual.kinds.length, events: 11, timers: 11 });
  });

  describe('signed-in buyer', () => {
    let auth: { authorization: string };
    let orderId = '';
    const get = (path: string) => t.app.inject({ url: `${PRIVATE}/${path}`, headers: auth });

    /** Access tokens live 30 minutes of the moved clock: sign in again after moving it. */
    const signInBuyer = async () => {
      const { body } = await signIn(t, 'buyer@demo.lootmarket.ru');
      auth = { authorization: `Bearer ${body.access_token}` };
    };
    beforeAll(signInBuyer);

    it('places and pays an order, lists it on its tabs and reports its workflow', async () => {
      const placed = await t.app.inject({
        method: 'POST',
        url: `${PRIVATE}/order`,
        headers: auth,
        payload: { offerId: manual.id, quantity: 1, inputs: inputsFor(manual.kinds) },
      });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json().guestToken).toBeNull();
      orderId = placed.json().order.id;
      expect((await get(`workflows/${orderId}/status`)).json()).toEqual({ id: orderId, status: 'running' });
      const link = await t.app.inject({
        method: 'POST',
        url: `${PRIVATE}/order/payment-link`,
        headers: auth,
        payload: { orderId },
      });
      await pressSandbox(t, link.json().confirmationUrl, 'pay');
      expect((await get(`order?id=${orderId}`)).json()).toMatchObject({ id: orderId, displayStatus: 'PROCESSING' });
      expect((await get('order/list?tab=active')).json()).toMatchObject({ total: 1, items: [{ id: orderId }] });
      expect((await get('order/list?tab=completed')).json()).toEqual({ total: 0, items: [] });
      expect((await get('order/tabs')).json().tabs).toEqual([
        { value: 'all', label: 'Все', counter: 1 },
        { value: 'active', label: 'Активные', counter: 1 },
        { value: 'completed', label: 'Завершённые', counter: 0 },
        { value: 'cancelled', label: 'Отменённые', counter: 0 },
      ]);
      expect((await get('order/error/list')).json()).toEqual({ total: 0, items: [] });
      // The public status page knows its signed-in buyer without a token.
      expect((await t.app.inject({ url: `${PUBLIC}/order/status/${orderId}`, headers: auth })).statusCode).toBe(200);
    });

    it('refuses illegal actions with 409 and opens a dispute once the seller hour has passed', async () => {
      const put = (action: string) =>
        t.app.inject({ method: 'PUT', url: `${PRIVATE}/order`, headers: auth, payload: { id: orderId, action } });
      const confirm = await put('confirm');
      expect(confirm.statusCode).toBe(409);
      expect(confirm.json()).toMatchObject({ code: 'CONFLICT', message: 'Подтвердить можно только выданный заказ' });
      const dispute = () => openDispute(t, orderId, DISPUTE_FIELDS, { headers: auth });
      const early = await dispute();
      expect(early.statusCode).toBe(409);
      expect(early.json().details).toMatchObject({ reason: 'too_early' });
      clock += ORDER_TIMING.sellerAcceptMs;
      await signInBuyer();
      const disputed = await dispute();
      expect(disputed.statusCode).toBe(201);
      expect(disputed.json()).toMatchObject({ displayStatus: 'DISAGREEMENT', canDispute: false, deadline: null });
      // A dispute holds the money: the seller's deadline no longer cancels the order.
      clock += ORDER_TIMING.sellerFulfilMs;
      await t.services.orders.fireTimer(orderId, 'SELLER_DEADLINE_PASSED');
      await signInBuyer();
      expect((await get(`order?id=${orderId}`)).json().displayStatus).toBe('DISAGREEMENT');
    });

    it('keeps other people out of an order', async () => {
      const { body } = await signIn(t, 'stranger@mail.ru');
      const stranger = { authorization: `Bearer ${body.access_token}` };
      expect((await t.app.inject({ url: `${PRIVATE}/order?id=${orderId}`, headers: stranger })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ url: `${PRIVATE}/workflows/${orderId}/status`, headers: stranger })).statusCode,
      ).toBe(404);
      const put = await t.app.inject({
        method: 'PUT',
        url: `${PRIVATE}/order`,
        headers: stranger,
        payload: { id: orderId, action: 'confirm' },
      });
      expect(put.statusCode).toBe(404);
      expect((await t.app.inject({ url: `${PRIVATE}/order/list` })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: `${PRIVATE}/workflows/not-an-order/status`, headers: stranger })).statusCode,
      ).toBe(404);
    });
  });
});
