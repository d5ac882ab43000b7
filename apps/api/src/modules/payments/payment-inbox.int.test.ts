import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { createPaymentInboxRepo } from './payment-inbox.repo';
import { PAYMENTS_INBOX_JOB } from './payment-inbox';
import { SANDBOX_NOTIFICATIONS_URL, sandboxNotification, signedSandboxHeaders } from './payments.test-support';

describe(`payment notifications answered once recorded, applied from a queue, on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function paidAtTheBank() {
    const reference = `donation:${randomUUID()}`;
    const created = await t.services.payments.createPayment({
      purpose: 'donation',
      reference,
      amount: { amount: 30_000, currency: 'rub' },
      description: 'Донат',
      customerEmail: null,
      returnUrl: '/back',
      idempotencyKey: reference,
    });
    const bankId = created.confirmationUrl.split('/').at(-1)!;
    await t.services.acquirers.sandbox!.decide(bankId, 'pay');
    return { ...created, reference, bankId };
  }

  const post = (bankId: string) => {
    const payload = sandboxNotification(bankId);
    return t.app.inject({
      method: 'POST',
      url: SANDBOX_NOTIFICATIONS_URL,
      headers: signedSandboxHeaders(t.services.acquirers.sandboxSigningKey, payload, Math.floor(Date.now() / 1000)),
      payload,
    });
  };

  it('applies an accepted notification once; replays, during and after, change nothing', async () => {
    const { paymentId, reference, bankId } = await paidAtTheBank();
    const answers = await Promise.all([post(bankId), post(bankId), post(bankId)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await t.services.payments.notificationsSettled();
    expect((await t.services.payments.getPayment(paymentId))!.status).toBe('succeeded');
    expect((await post(bankId)).statusCode).toBe(200);
    await t.services.payments.notificationsSettled();
    expect(await t.services.ledger.escrowBalance(reference)).toEqual({ amount: 30_000, currency: 'rub' });
    expect(await t.services.ledger.check()).toEqual([]);
    expect((await t.services.payments.notificationBacklog()).waiting).toBe(0);
  });

  it('leaves a notification its process never applied (a crash) to the jobs worker, which applies it once', async () => {
    const { paymentId, reference, bankId } = await paidAtTheBank();
    // Recorded with a lease already over, as a process that died right after answering leaves it.
    await createPaymentInboxRepo(t.database.db).record(
      'sandbox',
      { event: 'payment.succeeded', objectType: 'payment', objectId: bankId },
      0,
    );
    const backlog = await t.services.payments.notificationBacklog();
    expect(backlog.waiting).toBe(1);
    expect(backlog.oldestSeconds).toBeGreaterThanOrEqual(0);
    const metrics = (await t.app.inject('/metrics')).body;
    expect(metrics).toMatch(/^payment_notifications_backlog 1$/m);
    expect(metrics).toMatch(/^payment_notifications_backlog_oldest_seconds \d/m);
    expect(metrics).toMatch(/^overlay_alerts_backlog 0$/m);
    expect((await t.services.payments.getPayment(paymentId))!.status).toBe('pending');

    await t.services.payments.jobHandlers[PAYMENTS_INBOX_JOB]!({});
    await t.services.payments.jobHandlers[PAYMENTS_INBOX_JOB]!({});
    expect((await t.services.payments.getPayment(paymentId))!.status).toBe('succeeded');
    expect(await t.services.ledger.escrowBalance(reference)).toEqual({ amount: 30_000, currency: 'rub' });
    expect((await t.services.payments.notificationBacklog()).waiting).toBe(0);
    expect(await t.services.ledger.check()).toEqual([]);
  });
});
