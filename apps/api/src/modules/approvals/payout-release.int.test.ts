import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import {
  adminCall,
  fundedSeller,
  providerPayoutId,
  runJobs,
  sbpRequest,
  withdraw,
  type Person,
} from '../withdrawals/withdrawals.test-support';

const PRIVATE = '/api/gw/private/v1';
type Headers = { authorization: string };

describe(`releasing a payout from a risk hold through four-eyes on ${TEST_DATABASE_KIND}`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: Headers;
  let finance: Headers;
  let adminPerson: Person;
  let keys = 0;

  const bearer = async (email: string): Promise<{ headers: Headers; id: number; token: string }> => {
    const { body } = await signIn(t, email);
    return {
      headers: { authorization: `Bearer ${body.access_token}` },
      id: Number(body.user.id),
      token: body.access_token,
    };
  };
  const release = (
    id: string,
    headers: Headers,
    reason = 'Споры закрыты в пользу продавца',
    key = `release-${++keys}`,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/admin/payouts/${id}/release`,
      headers: { ...headers, 'idempotency-key': key },
      payload: { reason },
    });
  const decide = (id: string, verb: 'approve' | 'reject', headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}/admin/approvals/${id}/${verb}`, headers, payload });
  const auditActions = async (id: string) =>
    (await t.services.audit.list({ targetType: 'withdrawal', targetId: id, limit: 20 }))
      .map((row) => row.action)
      .sort();

  /** A waiting withdrawal of a seller whose sales were disputed lately: it is held for risk. */
  async function heldWithdrawal(): Promise<string> {
    const seller = await fundedSeller(t, 300_000);
    const { id } = (await withdraw(t, seller, sbpRequest(150_000))).json();
    // The signals are taken when the withdrawal is made; a disputed sale in the last 30 days gives this one.
    await t.database.db.execute(
      sql`update withdrawal_outcomes set risks = risks || '[{"code":"recent_disputes","detail":"2"}]'::jsonb where id = ${id}`,
    );
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    const a = await bearer('admin@demo.lootmarket.ru');
    admin = a.headers;
    adminPerson = { id: a.id, email: 'admin@demo.lootmarket.ru', token: a.token };
    finance = (await bearer('finance@demo.lootmarket.ru')).headers;
  });
  afterAll(() => t.close());

  it('refuses a single approval of a held payout, and keeps routine checks to one person', async () => {
    const id = await heldWithdrawal();
    const refused = await adminCall(t, adminPerson, 'POST', `/${id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'FOUR_EYES_REQUIRED' });
    expect((await adminCall(t, adminPerson, 'GET', `/${id}`)).json()).toMatchObject({ status: 'outcome_status_new' });

    const routine = await fundedSeller(t, 100_000);
    const plain = (await withdraw(t, routine, sbpRequest(50_000))).json().id as string;
    const notHeld = await release(plain, admin);
    expect(notHeld.statusCode).toBe(409);
    expect((await adminCall(t, adminPerson, 'POST', `/${plain}/approve`)).json()).toMatchObject({
      display_status: 'sending',
    });
    // The decision's audit row is written in its own transaction, by the withdrawals service.
    const rows = await t.services.audit.list({ action: 'payouts.approve', targetId: plain, limit: 5 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetType: 'payouts', actorType: 'staff', actorId: String(adminPerson.id) });
    expect(await t.services.audit.list({ action: 'payouts.approve', targetId: id, limit: 5 })).toEqual([]);
  });

  it('waits for a second staff member, refuses self-approval, and pays out on approval with its audit rows', async () => {
    const id = await heldWithdrawal();
    const asked = await release(id, admin, 'Споры закрыты в пользу продавца', 'release-once-1');
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json();
    expect(request).toMatchObject({
      kind: 'payout.release',
      status: 'pending',
      targetId: id,
      amount: { amount: 150_000, currency: 'rub' },
    });
    // The same key again answers the same request; another request for the same payout waits behind it.
    expect((await release(id, admin, 'Споры закрыты в пользу продавца', 'release-once-1')).json().id).toBe(request.id);
    expect((await release(id, finance)).statusCode).toBe(409);
    const queue = (await t.app.inject({ url: `${PRIVATE}/admin/approvals`, headers: finance })).json();
    expect(queue.items.map((item: { id: string }) => item.id)).toContain(request.id);
    expect(await auditActions(id)).toEqual(['payout.release.request']);

    const self = await decide(request.id, 'approve', admin);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: 'SELF_APPROVAL' });
    expect((await adminCall(t, adminPerson, 'GET', `/${id}`)).json()).toMatchObject({ status: 'outcome_status_new' });

    const approved = await decide(request.id, 'approve', finance);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'done', decidedBy: { name: expect.any(String) } });
    const payout = (await adminCall(t, adminPerson, 'GET', `/${id}`)).json();
    expect(payout).toMatchObject({ status: 'outcome_status_approved', display_status: 'sending' });
    expect(payout.events.at(-1)).toMatchObject({ type: 'APPROVE', actor: 'admin' });
    expect(await auditActions(id)).toEqual(['approval.approve', 'payout.release', 'payout.release.request']);
    await runJobs(t);
    expect(await providerPayoutId(t, id)).toBeTruthy();
    // Approving again is a no-op for the approver and a conflict for anyone else.
    expect((await decide(request.id, 'approve', finance)).statusCode).toBe(200);
    expect((await decide(request.id, 'approve', admin)).statusCode).toBe(409);
  });

  it('leaves the payout waiting when the request is rejected, and refuses to release one the owner cancelled', async () => {
    const id = await heldWithdrawal();
    const request = (await release(id, finance)).json();
    const rejected = await decide(request.id, 'reject', admin, { reason: 'Сначала дождёмся решения по спору' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'Сначала дождёмся решения по спору' });
    expect((await adminCall(t, adminPerson, 'GET', `/${id}`)).json()).toMatchObject({ status: 'outcome_status_new' });
    expect(await auditActions(id)).toEqual(['approval.reject', 'payout.release.request']);

    const again = (await release(id, finance)).json();
    await adminCall(t, adminPerson, 'POST', `/${id}/reject`, { reason: 'Реквизиты не совпадают с владельцем' });
    const late = await decide(again.id, 'approve', admin);
    expect(late.statusCode).toBe(409);
    expect((await t.app.inject({ url: `${PRIVATE}/admin/approvals`, headers: admin })).json().items).toContainEqual(
      expect.objectContaining({ id: again.id, status: 'pending' }),
    );
  });
});
