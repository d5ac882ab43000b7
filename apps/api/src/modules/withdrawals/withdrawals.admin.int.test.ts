import { adminPayoutsResponseSchema, type AdminPayout } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { DEMO_STREAMERS } from '../../demo/demo-users';
import { createTestApp, type TestApp } from '../../test-app';
import { nextAddress, signIn } from '../auth/auth.test-support';
import { pressSandbox, PRIVATE, PUBLIC } from '../orders/orders.test-support';
import { WITHDRAWAL_AUTO_APPROVE_JOB } from './withdrawals.create';
import {
  adminCall,
  call,
  fund,
  fundedSeller,
  hurryJobs,
  pressSandboxPayout,
  providerPayoutId,
  runJobs,
  sbpRequest,
  signInAdmin,
  withdraw,
  type Person,
} from './withdrawals.test-support';

const STREAMER = DEMO_STREAMERS[0]!;

describe(`the admin payouts queue on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let admin: Person;
  let streamer: Person;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t);
    await t.demo.streamers();
    const { body } = await signIn(t, STREAMER.email);
    streamer = { id: Number(body.user.id), email: STREAMER.email, token: body.access_token };
  }, 180_000);
  afterAll(() => t.close());

  /** A guest's donation to the streamer, paid in the sandbox bank; answers its id. */
  async function paidDonation(amount: string): Promise<string> {
    const answer = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/donation`,
      payload: {
        streamerId: streamer.id,
        donorName: 'Гость',
        message: '',
        amount,
        currency: 'rub',
        email: 'g@mail.ru',
      },
      remoteAddress: nextAddress(),
    });
    const { donation, confirmationUrl } = answer.json();
    await pressSandbox(t, confirmationUrl, 'pay');
    return donation.id;
  }

  const queued = async (status: string, id: string): Promise<AdminPayout> => {
    const queue = adminPayoutsResponseSchema.parse((await adminCall(t, admin, 'GET', `?status=${status}`)).json());
    return queue.items.find((item) => item.id === id)!;
  };

  it('shows a refunded donation as a risk, the user history, and every decision with who and when', async () => {
    const refunded = await paidDonation('700');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/admin/donations/${refunded}/cancel`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { reason: 'Оплата чужой картой' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await fund(t, streamer.id, 300_000);

    const first = (await withdraw(t, streamer, sbpRequest(100_000))).json();
    const waiting = await queued('outcome_status_new', first.id);
    expect(waiting.risks).toContainEqual({
      code: 'recent_donation_refunds',
      label: 'Возвраты донатов за 30 дней',
      detail: '1',
    });
    expect(waiting.history).toMatchObject({
      recent_donation_refunds: 1,
      recent_disputes: 0,
      recent_order_refunds: 0,
      withdrawals: { outcome_status_new: 1, outcome_status_cancelled: 0 },
    });
    expect(waiting.provider).toBe('sandbox');
    expect(waiting.events).toEqual([
      expect.objectContaining({ type: 'CREATED', actor: 'user', actor_id: streamer.id, at: expect.any(String) }),
    ]);

    const reason = 'Реквизиты не принадлежат владельцу аккаунта';
    expect((await adminCall(t, admin, 'POST', `/${first.id}/reject`, { reason })).statusCode).toBe(200);
    const rejected = await queued('outcome_status_cancelled', first.id);
    const decision = rejected.events.at(-1)!;
    expect(decision).toMatchObject({ type: 'REJECT', actor: 'admin', actor_id: admin.id, reason });
    expect(decision.actor_name).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(decision.at)).toBeLessThan(60_000);

    // The next withdrawal's case shows the rejected one in the user's history.
    const second = (await withdraw(t, streamer, sbpRequest(50_000))).json();
    expect((await queued('outcome_status_new', second.id)).history.withdrawals).toMatchObject({
      outcome_status_new: 1,
      outcome_status_cancelled: 1,
    });
    expect((await adminCall(t, admin, 'GET', `/${second.id}`)).json()).toMatchObject({
      id: second.id,
      history: { recent_donation_refunds: 1 },
      events: [{ type: 'CREATED', actor: 'user' }],
    });
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('lets the jobs worker approve a small withdrawal of a user without risk signals, and nothing else', async () => {
    const seller = await fundedSeller(t, 1_000_000, 'trusted');
    // An account of a month that was paid to these details before.
    await t.database.db.execute(sql`update users set created_at = now() - interval '30 days' where id = ${seller.id}`);
    const first = (await withdraw(t, seller, sbpRequest(100_000))).json();
    expect((await queued('outcome_status_new', first.id)).risks.map((risk) => risk.code)).toEqual(['new_destination']);
    await adminCall(t, admin, 'POST', `/${first.id}/approve`);
    await runJobs(t);
    await pressSandboxPayout(t, await providerPayoutId(t, first.id), 'pay');

    const small = (await withdraw(t, seller, sbpRequest(300_000))).json();
    const large = (await withdraw(t, seller, sbpRequest(300_100))).json();
    // The delay lets the owner still cancel; then the worker approves the small one by itself.
    await hurryJobs(t, WITHDRAWAL_AUTO_APPROVE_JOB);
    await runJobs(t);
    const approved = await queued('outcome_status_approved', small.id);
    expect(approved).toMatchObject({ risks: [], auto_approved: true });
    expect(approved.events.map((event) => `${event.type}:${event.actor}`)).toEqual(
      expect.arrayContaining(['CREATED:user', 'APPROVE:system']),
    );
    // Above the limit (3 000 ₽) it waits for a person even without risk signals.
    expect((await call(t, seller, 'GET', `/outcomes/${large.id}`)).json().status).toBe('outcome_status_new');
    expect(await t.services.ledger.check()).toEqual([]);
  });
});
