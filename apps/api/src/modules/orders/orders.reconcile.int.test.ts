import { ORDER_TIMING } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { startFakeYookassa, type FakeYookassa } from '../../platform/payments/fake-yookassa-server';
import { createTestApp, type TestApp } from '../../test-app';
import { findOffer, inputsFor, placeGuestOrder, PUBLIC, rows, runOrderJobs } from './orders.test-support';

const SYNC_AFTER_MS = 120_000;

/** The payment waited past the sync interval without a word from the acquirer (the database keeps real time). */
const waitedPastSync = (t: TestApp, paymentId: string) =>
  t.database.db.execute(
    sql`update payments set updated_at = updated_at - ${`${SYNC_AFTER_MS / 1000 + 1} seconds`}::interval where id = ${paymentId}`,
  );

/** A guest order of one key, with a payment started at the configured acquirer. */
async function orderWithPayment(t: TestApp, offer: { id: string; kinds: string[] }, email: string) {
  const placed = await placeGuestOrder(t, { offerId: offer.id, quantity: 1, inputs: inputsFor(offer.kinds), email });
  expect(placed.statusCode, placed.body).toBe(200);
  const { order, guestToken } = placed.json();
  const link = await t.app.inject({
    method: 'POST',
    url: `${PUBLIC}/order/payment-link`,
    payload: { orderId: order.id, token: guestToken },
  });
  expect(link.statusCode, link.body).toBe(200);
  const { paymentId, confirmationUrl } = link.json() as { paymentId: string; confirmationUrl: string };
  const status = async () =>
    (await t.app.inject(`${PUBLIC}/order/status/${order.id}?token=${guestToken}`)).json() as {
      status: string;
      delivery: { keys: string[] } | null;
    };
  return { orderId: order.id as string, paymentId, confirmationUrl, status, amount: order.amount.amount as number };
}

const ledgerRows = async (t: TestApp, orderId: string) =>
  (
    await rows<{ n: number }>(
      t,
      `select count(*)::int as n from ledger_transactions where reference = 'order:${orderId}'`,
    )
  )[0]!.n;

describe(`order payments whose notification never came, on the sandbox bank, on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-06-01T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let emails = 0;
  /** The bank takes the money but the shop is never told. */
  const paidSilently = (confirmationUrl: string) =>
    t.services.acquirers.sandbox!.decide(confirmationUrl.split('/').at(-1)!, 'pay');

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    await t.demo.offerKeys();
    offer = await findOffer(t, `exists (select 1 from offer_keys k where k.offer_id = o.id)`);
  });
  afterAll(() => t.close());

  it('asks the acquirer about a payment left pending: the order is paid and its key delivered, once', async () => {
    const order = await orderWithPayment(t, offer, `silent${++emails}@mail.ru`);
    await paidSilently(order.confirmationUrl);
    expect(await t.services.payments.syncUnfinished()).toBe(0);
    expect((await order.status()).status).toBe('AWAITING_PAYMENT');

    await waitedPastSync(t, order.paymentId);
    expect(await t.services.payments.syncUnfinished()).toBeGreaterThanOrEqual(1);
    const paid = await order.status();
    expect(paid.status).toBe('PROCESSING');
    expect(paid.delivery?.keys).toHaveLength(1);
    expect((await t.services.payments.getPayment(order.paymentId))!.status).toBe('succeeded');
    const postings = await ledgerRows(t, order.orderId);

    await waitedPastSync(t, order.paymentId);
    await t.services.payments.syncUnfinished();
    await t.services.payments.syncUnfinished();
    expect(await order.status()).toEqual(paid);
    expect(await ledgerRows(t, order.orderId)).toBe(postings);
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('does not cancel an order at its deadline while its payment is paid at the bank', async () => {
    const order = await orderWithPayment(t, offer, `deadline${++emails}@mail.ru`);
    await paidSilently(order.confirmationUrl);
    clock += ORDER_TIMING.paymentMs;
    await t.services.orders.fireTimer(order.orderId, 'PAYMENT_DEADLINE_PASSED');
    await t.services.orders.fireTimer(order.orderId, 'PAYMENT_DEADLINE_PASSED');
    const after = await order.status();
    expect(after.status).toBe('PROCESSING');
    expect(after.delivery?.keys).toHaveLength(1);
    expect(await runOrderJobs(t, 'orders.refund')).toBe(0);
  });

  it('still gives up an order at its deadline when the bank never took the money', async () => {
    const order = await orderWithPayment(t, offer, `unpaid${++emails}@mail.ru`);
    clock += ORDER_TIMING.paymentMs;
    await t.services.orders.fireTimer(order.orderId, 'PAYMENT_DEADLINE_PASSED');
    expect((await order.status()).status).toBe('UNPAID');
  });

  it('refunds a payment captured with the wrong amount through the acquirer and the ledger, once', async () => {
    const order = await orderWithPayment(t, offer, `wrong${++emails}@mail.ru`);
    const bankId = order.confirmationUrl.split('/').at(-1)!;
    await t.database.db.execute(sql`update sandbox_acquirer_payments set amount = amount + 100 where id = ${bankId}`);
    await paidSilently(order.confirmationUrl);
    await waitedPastSync(t, order.paymentId);
    await t.services.payments.syncUnfinished();
    expect((await order.status()).status).toBe('AWAITING_PAYMENT');
    expect(await t.services.payments.getPayment(order.paymentId)).toMatchObject({
      status: 'succeeded',
      amount: { amount: order.amount + 100 },
    });

    expect(await runOrderJobs(t, 'orders.refund')).toBe(1);
    expect(await runOrderJobs(t, 'orders.refund')).toBe(0);
    await t.services.payments.syncUnfinished();
    expect(await t.services.payments.getPayment(order.paymentId)).toMatchObject({
      refunded: { amount: order.amount + 100 },
    });
    const [bank] = await rows<{ n: number; total: number }>(
      t,
      `select count(*)::int as n, sum(amount)::int as total from sandbox_acquirer_refunds where payment_id = '${bankId}'`,
    );
    expect(bank).toEqual({ n: 1, total: order.amount + 100 });
    expect(await t.services.ledger.escrowResolution(`order:${order.orderId}`)).toBe('refunded');
    expect(await t.services.ledger.check()).toEqual([]);
  });
});

describe(`order payments whose notification never came, at ЮKassa (local fake), on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let fake: FakeYookassa;
  let clock = Date.parse('2026-06-02T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let emails = 0;
  const providerIdOf = (paymentId: string) =>
    [...fake.payments.values()].find((payment) => payment.metadata?.payment_id === paymentId)!.id;

  beforeAll(async () => {
    fake = await startFakeYookassa();
    t = await createTestApp({ PUBLIC_URL: 'http://lootmarket.test', ...fake.env }, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    await t.demo.offerKeys();
    offer = await findOffer(t, `exists (select 1 from offer_keys k where k.offer_id = o.id)`);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('finds the payment succeeded, pays the order and delivers its key; a second sweep changes nothing', async () => {
    const order = await orderWithPayment(t, offer, `yk${++emails}@mail.ru`);
    fake.setPayment(providerIdOf(order.paymentId), 'succeeded');
    await waitedPastSync(t, order.paymentId);
    await t.services.payments.syncUnfinished();
    const paid = await order.status();
    expect(paid.status).toBe('PROCESSING');
    expect(paid.delivery?.keys).toHaveLength(1);
    const postings = await ledgerRows(t, order.orderId);
    await waitedPastSync(t, order.paymentId);
    await t.services.payments.syncUnfinished();
    expect(await order.status()).toEqual(paid);
    expect(await ledgerRows(t, order.orderId)).toBe(postings);
  });

  it('asks ЮKassa at the deadline and keeps a paid order', async () => {
    const order = await orderWithPayment(t, offer, `yk${++emails}@mail.ru`);
    fake.setPayment(providerIdOf(order.paymentId), 'succeeded');
    clock += ORDER_TIMING.paymentMs;
    await t.services.orders.fireTimer(order.orderId, 'PAYMENT_DEADLINE_PASSED');
    expect((await order.status()).status).toBe('PROCESSING');
  });

  it('refunds a wrong captured amount through ЮKassa once', async () => {
    const order = await orderWithPayment(t, offer, `yk${++emails}@mail.ru`);
    const providerId = providerIdOf(order.paymentId);
    fake.payments.get(providerId)!.amount = { value: ((order.amount + 500) / 100).toFixed(2), currency: 'RUB' };
    fake.setPayment(providerId, 'succeeded');
    await waitedPastSync(t, order.paymentId);
    await t.services.payments.syncUnfinished();
    expect((await order.status()).status).toBe('AWAITING_PAYMENT');
    fake.refundsStartAs('succeeded');
    expect(await runOrderJobs(t, 'orders.refund')).toBe(1);
    await t.services.payments.syncUnfinished();
    expect(await runOrderJobs(t, 'orders.refund')).toBe(0);
    const refunds = [...fake.refunds.values()].filter((refund) => refund.payment_id === providerId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toEqual({ value: ((order.amount + 500) / 100).toFixed(2), currency: 'RUB' });
    expect(await t.services.ledger.escrowResolution(`order:${order.orderId}`)).toBe('refunded');
    expect(await t.services.ledger.check()).toEqual([]);
  });
});
