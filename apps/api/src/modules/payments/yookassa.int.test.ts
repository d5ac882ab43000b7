import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { FAKE_YOOKASSA, startFakeYookassa, type FakeYookassa } from '../../platform/payments/fake-yookassa-server';
import { createTestApp, type TestApp } from '../../test-app';

const NOTIFICATIONS = '/api/gw/public/v1/payments/yookassa/notifications';
const YOOKASSA_IP = '185.71.76.10';

describe(`ЮKassa adapter against a local fake on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let fake: FakeYookassa;
  beforeAll(async () => {
    fake = await startFakeYookassa();
    t = await createTestApp({ PUBLIC_URL: 'http://lootmarket.test', ...fake.env });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const start = (overrides: { key?: string; amount?: number } = {}) => {
    const reference = `donation:${randomUUID()}`;
    return t.services.payments
      .createPayment({
        purpose: 'donation',
        reference,
        amount: { amount: overrides.amount ?? 150_050, currency: 'rub' },
        description: 'Донат стримеру',
        customerEmail: 'buyer@example.ru',
        returnUrl: 'http://lootmarket.test/back',
        idempotencyKey: overrides.key ?? `${reference}:attempt:1`,
      })
      .then((created) => ({ ...created, reference }));
  };
  /** The acquirer's id of our payment, found by the metadata we sent. */
  const providerIdOf = (paymentId: string) =>
    [...fake.payments.values()].find((payment) => payment.metadata?.payment_id === paymentId)!.id;
  /** Delivers a notification and waits until it is applied (the answer comes once it is recorded). */
  const notify = async (event: string, id: string, remoteAddress = YOOKASSA_IP, status = 'succeeded') => {
    const response = await t.app.inject({
      method: 'POST',
      url: NOTIFICATIONS,
      remoteAddress,
      payload: { type: 'notification', event, object: { id, status, paid: true } },
    });
    await t.services.payments.notificationsSettled();
    return response;
  };

  it('creates a redirect payment with Basic auth, an Idempotence-Key, capture and our metadata', async () => {
    const before = fake.requests.length;
    const { paymentId, confirmationUrl, reference } = await start();
    expect(confirmationUrl).toMatch(/^https:\/\/yoomoney\.test\/checkout/);
    const [request] = fake.requests.slice(before);
    expect(request).toMatchObject({ method: 'POST', path: '/v3/payments', idempotenceKey: paymentId });
    expect(request!.authorization).toBe(
      `Basic ${Buffer.from(`${FAKE_YOOKASSA.shopId}:${FAKE_YOOKASSA.secretKey}`).toString('base64')}`,
    );
    expect(request!.body).toEqual({
      amount: { value: '1500.50', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: 'http://lootmarket.test/back' },
      description: 'Донат стримеру',
      metadata: { purpose: 'donation', reference, payment_id: paymentId },
    });
    expect(await t.services.payments.getPayment(paymentId)).toMatchObject({
      status: 'pending',
      provider: 'yookassa',
      confirmationUrl,
    });
  });

  it('has no sandbox bank once ЮKassa is configured', async () => {
    expect((await t.app.inject(`/sandbox/pay/${randomUUID()}`)).statusCode).toBe(404);
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/gw/public/v1/payments/sandbox/notifications',
      payload: {},
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('retries a 500 with the same key and ends with one payment at the acquirer', async () => {
    const before = fake.requests.length;
    const paymentsBefore = fake.payments.size;
    fake.failNext(1);
    const { paymentId } = await start();
    const posts = fake.requests.slice(before).filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts.map((request) => request.idempotenceKey)).toEqual([paymentId, paymentId]);
    expect(fake.payments.size).toBe(paymentsBefore + 1);
    expect((await t.services.payments.getPayment(paymentId))!.status).toBe('pending');
  });

  it('answers 503 when the acquirer never answers, and resumes the same payment later', async () => {
    const paymentsBefore = fake.payments.size;
    fake.failNext(4);
    const reference = `donation:${randomUUID()}`;
    const input = {
      purpose: 'donation' as const,
      reference,
      amount: { amount: 10_000, currency: 'rub' as const },
      description: 'Донат',
      customerEmail: null,
      returnUrl: 'http://lootmarket.test/back',
      idempotencyKey: `${reference}:1`,
    };
    await expect(t.services.payments.createPayment(input)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'Платёжная система не ответила. Попробуйте ещё раз',
    });
    const [stuck] = await t.services.payments.listPayments('donation', reference);
    expect(stuck).toMatchObject({ status: 'creating', confirmationUrl: null });
    expect(await t.services.payments.syncPayment(stuck!.paymentId)).toMatchObject({
      status: 'pending',
      confirmationUrl: expect.stringContaining('yoomoney.test'),
    });
    expect(await t.services.payments.createPayment(input)).toMatchObject({ paymentId: stuck!.paymentId });
    expect(fake.payments.size).toBe(paymentsBefore + 1);
  });

  it('replays the first result for a repeated key and refuses the key with other parameters', async () => {
    const key = `donation:${randomUUID()}:attempt:1`;
    const first = await start({ key });
    const reference = first.reference;
    const again = await t.services.payments.createPayment({
      purpose: 'donation',
      reference,
      amount: { amount: 150_050, currency: 'rub' },
      description: 'Донат стримеру',
      customerEmail: 'buyer@example.ru',
      returnUrl: 'http://lootmarket.test/back',
      idempotencyKey: key,
    });
    expect(again).toEqual({ paymentId: first.paymentId, confirmationUrl: first.confirmationUrl });
    await expect(start({ key, amount: 999 })).rejects.toMatchObject({ code: 'CONFLICT', statusCode: 409 });
  });

  it('turns a refusal (4xx) into a clear 503 and a finished attempt', async () => {
    fake.rejectNext(1);
    await expect(start()).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'Платёжная система отклонила платёж. Попробуйте ещё раз',
    });
  });

  it('ignores notifications from outside the allowed ranges', async () => {
    const { paymentId, reference } = await start();
    const id = providerIdOf(paymentId);
    fake.setPayment(id, 'succeeded');
    const response = await notify('payment.succeeded', id, '203.0.113.9');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.services.payments.getPayment(paymentId))!.status).toBe('pending');
    expect(await t.services.ledger.escrowBalance(reference)).toBeNull();
  });

  it('trusts the API over the body: a "succeeded" notification for a canceled payment cancels it', async () => {
    const { paymentId, reference } = await start();
    const id = providerIdOf(paymentId);
    fake.setPayment(id, 'canceled', 'insufficient_funds');
    const response = await notify('payment.succeeded', id);
    expect(response.statusCode).toBe(200);
    expect(await t.services.payments.getPayment(paymentId)).toMatchObject({
      status: 'canceled',
      cancellationReason: 'acquiring_error',
    });
    expect(await t.services.ledger.escrowBalance(reference)).toBeNull();
  });

  it('credits 20 concurrent deliveries of one notification once, and never moves a finished payment back', async () => {
    const { paymentId, reference } = await start();
    const id = providerIdOf(paymentId);
    fake.setPayment(id, 'succeeded');
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify('payment.succeeded', id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await t.services.ledger.escrowBalance(reference)).toEqual({ amount: 150_050, currency: 'rub' });

    fake.setPayment(id, 'canceled', 'expired_on_confirmation');
    expect((await notify('payment.canceled', id, YOOKASSA_IP, 'canceled')).statusCode).toBe(200);
    expect(await t.services.payments.getPayment(paymentId)).toMatchObject({
      status: 'succeeded',
      cancellationReason: null,
    });
    expect(await t.services.ledger.escrowBalance(reference)).toEqual({ amount: 150_050, currency: 'rub' });
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('accepts a notification while the API is down, keeps it waiting, and applies it on the repeat', async () => {
    const { paymentId, reference } = await start();
    const id = providerIdOf(paymentId);
    fake.setPayment(id, 'succeeded');
    fake.failNext(4);
    expect((await notify('payment.succeeded', id)).statusCode).toBe(200);
    expect(await t.services.ledger.escrowBalance(reference)).toBeNull();
    expect((await t.services.payments.notificationBacklog()).waiting).toBe(1);
    expect((await notify('payment.succeeded', id)).statusCode).toBe(200);
    expect(await t.services.ledger.escrowBalance(reference)).toEqual({ amount: 150_050, currency: 'rub' });
    expect((await t.services.payments.notificationBacklog()).waiting).toBe(0);
  });

  it('refunds through POST /v3/refunds and settles the ledger when refund.succeeded arrives', async () => {
    const { paymentId, reference } = await start();
    const id = providerIdOf(paymentId);
    fake.setPayment(id, 'succeeded');
    await notify('payment.succeeded', id);
    fake.refundsStartAs('pending');
    const refund = await t.services.payments.refund({
      paymentId,
      idempotencyKey: `${reference}:refund`,
      reason: 'Заказ отменён поддержкой',
    });
    expect(refund.status).toBe('pending');
    const post = fake.requests.findLast((request) => request.path === '/v3/refunds')!;
    expect(post).toMatchObject({
      idempotenceKey: refund.refundId,
      body: { payment_id: id, amount: { value: '1500.50', currency: 'RUB' } },
    });
    expect(
      await t.services.payments.refund({
        paymentId,
        idempotencyKey: `${reference}:refund`,
        reason: 'Заказ отменён поддержкой',
      }),
    ).toEqual(refund);

    const remote = [...fake.refunds.values()].find((candidate) => candidate.payment_id === id)!;
    fake.setRefund(remote.id, 'succeeded');
    await Promise.all(Array.from({ length: 5 }, () => notify('refund.succeeded', remote.id)));
    expect(await t.services.ledger.escrowResolution(reference)).toBe('refunded');
    expect(await t.services.payments.getPayment(paymentId)).toMatchObject({
      status: 'succeeded',
      refunded: { amount: 150_050, currency: 'rub' },
    });
    await expect(
      t.services.payments.refund({ paymentId, idempotencyKey: `${reference}:refund-2`, reason: 'ещё раз' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('settles a refund whose create answer was lost, from the notification alone', async () => {
    const { paymentId, reference } = await start();
    const id = providerIdOf(paymentId);
    fake.setPayment(id, 'succeeded');
    await notify('payment.succeeded', id);
    fake.refundsStartAs('pending');
    fake.failNext(4);
    await expect(
      t.services.payments.refund({ paymentId, idempotencyKey: `${reference}:refund`, reason: 'Отмена' }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    const remote = [...fake.refunds.values()].find((candidate) => candidate.payment_id === id)!;
    fake.setRefund(remote.id, 'succeeded');
    expect((await notify('refund.succeeded', remote.id)).statusCode).toBe(200);
    expect(await t.services.ledger.escrowResolution(reference)).toBe('refunded');
    expect(
      await t.services.payments.refund({ paymentId, idempotencyKey: `${reference}:refund`, reason: 'Отмена' }),
    ).toMatchObject({ status: 'succeeded' });
    expect([...fake.refunds.values()].filter((candidate) => candidate.payment_id === id)).toHaveLength(1);
  });
});
