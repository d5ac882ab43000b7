import { feeBasisPointsFor, ORDER_TIMING, splitPlatformFee, type ProductType } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createJobsWorker } from '../../platform/jobs/jobs.worker';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import {
  findOffer,
  inputsFor,
  paidOrder as paidOrderOf,
  placeGuestOrder,
  pressSandbox,
  PRIVATE,
  PUBLIC,
  rows,
  runOrderJobs,
} from './orders.test-support';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe(`manual delivery, timers and refunds on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let sellerEmail = '';
  const bearer = async (email: string) => {
    // One code per address per 45 s: step past the resend pause instead of waiting.
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };
  const rub = async (userId: number) =>
    (await t.services.ledger.balance(userId)).find((money) => money.currency === 'rub')?.amount ?? 0;

  /** A signed-in buyer's order of the manual offer, paid through the sandbox bank. */
  const paidOrder = (buyer: { authorization: string }) => paidOrderOf(t, buyer, offer);

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    offer = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual'`);
    sellerEmail = (await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`))[0]!.email;
  });
  afterAll(() => t.close());

  it('lets the seller accept and deliver, the buyer confirm, and pays the seller minus the fee', async () => {
    const buyer = await bearer('buyer@demo.lootmarket.ru');
    const seller = await bearer(sellerEmail);
    const orderId = await paidOrder(buyer);
    const before = await rub(offer.seller);

    const list = (await t.app.inject({ url: `${PRIVATE}/order/seller?status=IN_PROGRESS`, headers: seller })).json();
    expect(list.items.find((item: { id: string }) => item.id === orderId)).toMatchObject({
      sellerStatus: 'IN_PROGRESS',
      inputs: inputsFor(offer.kinds),
    });
    const put = (payload: object, headers = seller) =>
      t.app.inject({ method: 'PUT', url: `${PRIVATE}/order/seller/status`, headers, payload });

    expect((await put({ id: orderId, status: 'IN_PROGRESS' })).json()).toMatchObject({
      displayStatus: 'IN_PROGRESS',
      sellerStatus: 'IN_PROGRESS',
    });
    expect((await put({ id: orderId, status: 'IN_PROGRESS' })).statusCode).toBe(409);
    expect((await put({ id: orderId, status: 'DELIVERED', text: '  ' })).statusCode).toBe(400);
    const delivered = (await put({ id: orderId, status: 'DELIVERED', text: 'Пополнено, проверьте баланс' })).json();
    expect(delivered).toMatchObject({
      displayStatus: 'DELIVERED',
      sellerStatus: 'DELIVERED',
      delivery: { text: 'Пополнено, проверьте баланс', keys: [] },
    });
    expect(delivered.deadline).toBe(new Date(clock + ORDER_TIMING.buyerConfirmMs).toISOString());

    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/order`,
      headers: buyer,
      payload: { id: orderId, action: 'confirm' },
    });
    expect(confirmed.json()).toMatchObject({
      status: 'COMPLETED',
      displayStatus: 'COMPLETED',
      sellerStatus: 'COMPLETED',
    });
    const [row] = await rows<{ amount_minor: string; product_type: ProductType }>(
      t,
      `select amount_minor, product_type from orders where id = '${orderId}'`,
    );
    const { payee } = splitPlatformFee(
      Number(row!.amount_minor),
      feeBasisPointsFor({ source: 'order', productType: row!.product_type }),
    );
    expect((await rub(offer.seller)) - before).toBe(payee);
    expect(
      (await t.app.inject({ url: `${PRIVATE}/order/seller/stats`, headers: seller })).json().counts.COMPLETED,
    ).toBe(1);
    expect((await t.app.inject({ url: `${PRIVATE}/workflows/${orderId}/status`, headers: buyer })).json().status).toBe(
      'completed',
    );
  });

  it('keeps buyers and other sellers away from the seller actions', async () => {
    const buyer = await bearer('buyer@demo.lootmarket.ru');
    const orderId = await paidOrder(buyer);
    const asBuyer = await t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/order/seller/status`,
      headers: buyer,
      payload: { id: orderId, status: 'IN_PROGRESS' },
    });
    expect(asBuyer.statusCode).toBe(403);
    const other = await bearer('seller@demo.lootmarket.ru');
    const asOther = await t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/order/seller/status`,
      headers: other,
      payload: { id: orderId, status: 'IN_PROGRESS' },
    });
    expect(asOther.statusCode).toBe(404);
  });

  it('cancels and refunds an order the seller never delivered, through the jobs worker', async () => {
    const buyer = await bearer('buyer@demo.lootmarket.ru');
    const orderId = await paidOrder(buyer);
    const worker = createJobsWorker({ db: t.database.db, handlers: t.services.orders.jobHandlers, logger: silent });
    clock += ORDER_TIMING.sellerFulfilMs;
    // Timers are rows due by the database clock; the handler judges them by the application clock.
    await t.database.db.execute(
      `update jobs set run_at = now() - interval '1 second' where dedupe_key like 'order:${orderId}:%' and finished_at is null` as never,
    );
    await worker.runOnce();
    const [order] = await rows<{ status: string }>(t, `select status from orders where id = '${orderId}'`);
    expect(order!.status).toBe('CANCELLED');
    await t.database.db.execute(
      `update jobs set run_at = now() - interval '1 second' where kind = 'orders.refund' and finished_at is null` as never,
    );
    await worker.runOnce();
    expect(await t.services.ledger.escrowResolution(`order:${orderId}`)).toBe('refunded');
    const [payment] = await rows<{ refunded_amount: string; amount: string }>(
      t,
      `select refunded_amount, amount from payments where reference = 'order:${orderId}'`,
    );
    expect(payment!.refunded_amount).toBe(payment!.amount);
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('refunds money that arrives after the order went UNPAID', async () => {
    const { order, guestToken } = (
      await placeGuestOrder(t, {
        offerId: offer.id,
        quantity: 1,
        inputs: inputsFor(offer.kinds),
        email: 'slow@mail.ru',
      })
    ).json();
    const link = (
      await t.app.inject({
        method: 'POST',
        url: `${PUBLIC}/order/payment-link`,
        payload: { orderId: order.id, token: guestToken },
      })
    ).json();
    clock += ORDER_TIMING.paymentMs;
    await t.services.orders.fireTimer(order.id, 'PAYMENT_DEADLINE_PASSED');
    await pressSandbox(t, link.confirmationUrl, 'pay');
    const status = (await t.app.inject(`${PUBLIC}/order/status/${order.id}?token=${guestToken}`)).json();
    expect(status).toMatchObject({ status: 'UNPAID', displayStatus: 'UNPAID', delivery: null });
    expect(await runOrderJobs(t, 'orders.refund')).toBe(1);
    expect(await t.services.ledger.escrowResolution(`order:${order.id}`)).toBe('refunded');
    expect(await t.services.ledger.check()).toEqual([]);
  });
});
