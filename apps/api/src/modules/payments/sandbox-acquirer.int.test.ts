import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import {
  postSandboxNotification,
  SANDBOX_NOTIFICATIONS_URL as NOTIFICATIONS,
  sandboxNotification,
  signedSandboxHeaders,
} from './payments.test-support';
import { sandboxAcquirerPayments } from '../../platform/payments/sandbox-acquirer.tables';
import { createTestApp, type TestApp } from '../../test-app';
import type { PaymentEvent } from './payments.ports';
import { createPaymentsService } from './payments.service';

const RUB = (amount: number) => ({ amount, currency: 'rub' as const });

describe(`sandbox acquirer through the shared notification handler on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const clock = Date.parse('2026-11-22T03:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  async function start(amount = 50_000) {
    const reference = `donation:${randomUUID()}`;
    const created = await t.services.payments.createPayment({
      purpose: 'donation',
      reference,
      amount: RUB(amount),
      description: 'Донат для «Алисы» <script>',
      customerEmail: null,
      returnUrl: `/order-status/${reference}`,
      idempotencyKey: `${reference}:attempt:1`,
    });
    return { ...created, reference, bankId: created.confirmationUrl.split('/').at(-1)! };
  }

  const signed = (
    payload: string,
    timestamp = Math.floor(clock / 1000),
    key = t.services.acquirers.sandboxSigningKey,
  ) => postSandboxNotification(t, payload, timestamp * 1000, key);
  const notification = sandboxNotification;
  const press = (bankId: string, outcome: string) =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${bankId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });

  it('shows a bank page with the amount, escaped text, a nonce policy and the three buttons', async () => {
    const { confirmationUrl } = await start(123_456);
    expect(confirmationUrl).toMatch(/^\/sandbox\/pay\/[0-9a-f-]{36}$/);
    const page = await t.app.inject(confirmationUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(
      /style-src 'nonce-[^']+'.*form-action 'self'.*frame-ancestors 'none'/,
    );
    expect(page.body).toContain('1\u00A0234,56\u00A0₽');
    expect(page.body).toContain('Донат для «Алисы» &lt;script&gt;');
    for (const label of ['>Оплатить<', '>Ошибка банка<', '>Отказаться<']) expect(page.body).toContain(label);
    expect((await t.app.inject('/sandbox/pay/not-a-payment')).statusCode).toBe(404);
  });

  it('pays: a signed notification through the same handler, then back to the shop', async () => {
    const { paymentId, reference, bankId } = await start();
    const answer = await press(bankId, 'pay');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/order-status/${reference}`);
    expect(await t.services.payments.getPayment(paymentId)).toMatchObject({ status: 'succeeded', provider: 'sandbox' });
    expect(await t.services.ledger.escrowBalance(reference)).toEqual(RUB(50_000));
    const after = await t.app.inject(`/sandbox/pay/${bankId}`);
    expect(after.body).toContain('Платёж уже оплачен');
  });

  it('a bank error cancels with acquiring_error, abandoning with abandoned; neither credits', async () => {
    const failed = await start();
    expect((await press(failed.bankId, 'bank_error')).statusCode).toBe(303);
    expect(await t.services.payments.getPayment(failed.paymentId)).toMatchObject({
      status: 'canceled',
      cancellationReason: 'acquiring_error',
    });
    const left = await start();
    expect((await press(left.bankId, 'abandon')).statusCode).toBe(303);
    expect(await t.services.payments.getPayment(left.paymentId)).toMatchObject({
      status: 'canceled',
      cancellationReason: 'abandoned',
    });
    expect((await press(left.bankId, 'pay')).statusCode).toBe(303);
    expect((await t.services.payments.getPayment(left.paymentId))!.status).toBe('canceled');
    expect(await t.services.ledger.escrowBalance(failed.reference)).toBeNull();
    expect(await t.services.ledger.escrowBalance(left.reference)).toBeNull();
  });

  it('refuses missing, forged, stale and body-swapped signatures', async () => {
    const { paymentId, bankId } = await start();
    await t.database.db
      .update(sandboxAcquirerPayments)
      .set({ status: 'succeeded' })
      .where(eq(sandboxAcquirerPayments.id, bankId));
    const payload = notification(bankId);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: NOTIFICATIONS,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Неверная или устаревшая подпись уведомления' });
    expect((await signed(payload, undefined, 'another-key')).statusCode).toBe(401);
    expect((await signed(payload, Math.floor(clock / 1000) - 301)).statusCode).toBe(401);
    const timestamp = Math.floor(clock / 1000);
    const swapped = await t.app.inject({
      method: 'POST',
      url: NOTIFICATIONS,
      headers: signedSandboxHeaders(t.services.acquirers.sandboxSigningKey, notification(randomUUID()), timestamp),
      payload,
    });
    expect(swapped.statusCode).toBe(401);
    expect((await t.services.payments.getPayment(paymentId))!.status).toBe('pending');
    expect((await signed(payload, Math.floor(clock / 1000) - 299)).statusCode).toBe(200);
    expect((await t.services.payments.getPayment(paymentId))!.status).toBe('succeeded');
  });

  it('credits 20 concurrent deliveries once and keeps a finished payment final', async () => {
    const { paymentId, reference, bankId } = await start(77_700);
    await t.database.db
      .update(sandboxAcquirerPayments)
      .set({ status: 'succeeded' })
      .where(eq(sandboxAcquirerPayments.id, bankId));
    const answers = await Promise.all(Array.from({ length: 20 }, () => signed(notification(bankId))));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await t.services.ledger.escrowBalance(reference)).toEqual(RUB(77_700));
    // The bank later claims a cancellation: too late, succeeded is final.
    await t.database.db
      .update(sandboxAcquirerPayments)
      .set({ status: 'canceled', cancellationReason: 'general_decline' })
      .where(eq(sandboxAcquirerPayments.id, bankId));
    expect((await signed(notification(bankId, 'payment.canceled'))).statusCode).toBe(200);
    expect((await t.services.payments.getPayment(paymentId))!.status).toBe('succeeded');
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('runs the purpose handler exactly once per change, inside the recording transaction', async () => {
    const payments = createPaymentsService({
      db: t.database.db,
      ledger: t.services.ledger,
      acquirers: t.services.acquirers.acquirers,
      active: 'sandbox',
    });
    const events: PaymentEvent[] = [];
    let failOnce = true;
    payments.onPaymentEvent('donation', async (event) => {
      if (failOnce) {
        failOnce = false;
        throw new Error('handler crashed');
      }
      events.push(event);
    });
    const reference = `donation:${randomUUID()}`;
    const { paymentId, confirmationUrl } = await payments.createPayment({
      purpose: 'donation',
      reference,
      amount: RUB(10_000),
      description: 'Донат',
      customerEmail: null,
      returnUrl: '/back',
      idempotencyKey: `${reference}:1`,
    });
    const bankId = confirmationUrl.split('/').at(-1)!;
    await t.services.acquirers.sandbox!.decide(bankId, 'pay');
    const deliver = () =>
      payments.handleNotification('sandbox', { event: 'payment.succeeded', objectType: 'payment', objectId: bankId });
    // A crashing handler rolls the whole change back: nothing recorded, nothing credited, the sender retries.
    await expect(deliver()).rejects.toThrow('handler crashed');
    expect((await payments.getPayment(paymentId))!.status).toBe('pending');
    expect(await t.services.ledger.escrowBalance(reference)).toBeNull();
    await Promise.all(Array.from({ length: 20 }, deliver));
    expect(events).toEqual([
      { paymentId, purpose: 'donation', reference, status: 'succeeded', amount: RUB(10_000), provider: 'sandbox' },
    ]);
    expect(await t.services.ledger.escrowBalance(reference)).toEqual(RUB(10_000));
  });

  it('catches up with a payment whose notification was lost', async () => {
    const { paymentId, reference, bankId } = await start(30_000);
    await t.services.acquirers.sandbox!.decide(bankId, 'pay');
    expect((await t.services.payments.getPayment(paymentId))!.status).toBe('pending');
    expect(await t.services.payments.syncPayment(paymentId)).toMatchObject({ status: 'succeeded' });
    expect(await t.services.ledger.escrowBalance(reference)).toEqual(RUB(30_000));
    expect(await t.services.payments.syncPayment('nope')).toBeNull();
  });

  it('refunds the whole payment once, through the sandbox bank', async () => {
    const { paymentId, reference, bankId } = await start(25_000);
    await expect(
      t.services.payments.refund({ paymentId, idempotencyKey: `${reference}:r0`, reason: 'рано' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await press(bankId, 'pay');
    await expect(
      t.services.payments.refund({
        paymentId,
        amount: RUB(100),
        idempotencyKey: `${reference}:r1`,
        reason: 'частично',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const refund = await t.services.payments.refund({
      paymentId,
      idempotencyKey: `${reference}:r1`,
      reason: 'Отменён поддержкой',
    });
    expect(refund.status).toBe('succeeded');
    expect(
      await t.services.payments.refund({ paymentId, idempotencyKey: `${reference}:r1`, reason: 'Отменён поддержкой' }),
    ).toEqual(refund);
    await expect(
      t.services.payments.refund({ paymentId, idempotencyKey: `${reference}:r1`, reason: 'другая причина' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      t.services.payments.refund({ paymentId, idempotencyKey: `${reference}:r2`, reason: 'ещё' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Платёж уже возвращён' });
    expect(await t.services.ledger.escrowResolution(reference)).toBe('refunded');
    expect(await t.services.payments.getPayment(paymentId)).toMatchObject({
      status: 'succeeded',
      refunded: RUB(25_000),
    });
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('keeps the key: same parameters replay, other parameters are a 409', async () => {
    const first = await start();
    const again = await t.services.payments.createPayment({
      purpose: 'donation',
      reference: first.reference,
      amount: RUB(50_000),
      description: 'Донат для «Алисы» <script>',
      customerEmail: null,
      returnUrl: `/order-status/${first.reference}`,
      idempotencyKey: `${first.reference}:attempt:1`,
    });
    expect(again).toEqual({ paymentId: first.paymentId, confirmationUrl: first.confirmationUrl });
    await expect(
      t.services.payments.createPayment({
        purpose: 'donation',
        reference: first.reference,
        amount: RUB(50_001),
        description: 'Донат',
        customerEmail: null,
        returnUrl: '/x',
        idempotencyKey: `${first.reference}:attempt:1`,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', statusCode: 409 });
  });
});
