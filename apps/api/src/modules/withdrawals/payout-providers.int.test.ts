import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { FAKE_CRYPTOMUS, startFakeCryptomus, type FakeCryptomus } from '../../platform/payouts/fake-cryptomus-server';
import {
  FAKE_YOOKASSA_PAYOUTS,
  startFakeYookassaPayouts,
  type FakeYookassaPayouts,
} from '../../platform/payouts/fake-yookassa-payouts-server';
import {
  SANDBOX_PAYOUT_SIGNATURE_HEADER,
  SANDBOX_PAYOUT_TIMESTAMP_HEADER,
  signSandboxPayoutNotification,
} from '../../platform/payouts/sandbox-payouts';
import { createTestApp, type TestApp } from '../../test-app';
import {
  adminCall,
  call,
  fundedSeller,
  hurryJobs,
  pressSandboxPayout,
  providerPayoutId,
  rows,
  runJobs,
  sbpRequest,
  signInAdmin,
  USDT_ADDRESS,
  withdraw,
  type Person,
} from './withdrawals.test-support';

const PUBLIC = '/api/gw/public/v1';
const YOOKASSA_IP = '185.71.76.10';

describe(`payout providers against local fakes on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let yookassa: FakeYookassaPayouts;
  let cryptomus: FakeCryptomus;
  let admin: Person;
  beforeAll(async () => {
    [yookassa, cryptomus] = await Promise.all([startFakeYookassaPayouts(), startFakeCryptomus()]);
    t = await createTestApp({
      ...yookassa.env,
      ...cryptomus.env,
      PAYOUT_PROVIDER_TIMEOUT_MS: '2000',
      PUBLIC_URL: 'https://lootmarket.test',
    });
    admin = await signInAdmin(t);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await Promise.all([yookassa.close(), cryptomus.close()]);
  });

  const status = async (person: Person, id: string) =>
    (await call(t, person, 'GET', `/outcomes/${id}`)).json().display_status;
  const approvedSbp = async (seller: Person) => {
    const { id } = (await withdraw(t, seller, sbpRequest(100_000))).json();
    await adminCall(t, admin, 'POST', `/${id}/approve`);
    return id as string;
  };
  const notifyYookassa = (id: string, event = 'payout.succeeded', remoteAddress = YOOKASSA_IP) =>
    t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/payouts/yookassa/notifications`,
      remoteAddress,
      payload: { type: 'notification', event, object: { id, status: 'succeeded' } },
    });
  const events = (id: string, type: string) => eventCount(t, id, type);
  const postings = (id: string) => postingsOf(t, id);

  it('has no sandbox once both providers are configured, and lists the SBP participants from ЮKassa', async () => {
    expect((await t.app.inject('/sandbox/payouts')).statusCode).toBe(404);
    const seller = await fundedSeller(t, 0);
    expect((await call(t, seller, 'GET', '/banks')).json().items).toEqual([
      { id: '100000000111', name: 'Сбербанк' },
      { id: '100000000004', name: 'Т-Банк' },
    ]);
  });

  it('creates an SBP payout at ЮKassa with Basic auth and the attempt as Idempotence-Key, and a 500 is retried under the same key', async () => {
    const seller = await fundedSeller(t, 300_000);
    const before = yookassa.payouts.size;
    yookassa.failNext(1);
    const id = await approvedSbp(seller);
    await runJobs(t);
    const posts = yookassa.requests.filter(
      (request) => request.method === 'POST' && request.idempotenceKey === `${id}-1`,
    );
    expect(posts).toHaveLength(2);
    expect(yookassa.payouts.size).toBe(before + 1);
    const payout = yookassa.payouts.get(await providerPayoutId(t, id))!;
    expect(payout).toMatchObject({
      amount: { value: '985.00', currency: 'RUB' },
      payout_destination: { type: 'sbp', phone: '79123456789', bank_id: '100000000111' },
    });
    expect(payout.metadata).toMatchObject({ outcome_id: id, payout_key: `${id}-1` });
    expect(await status(seller, id)).toBe('sending');
  });

  it('keeps one payout when the provider hangs: the job runs again under the same key', async () => {
    const seller = await fundedSeller(t, 300_000);
    const before = yookassa.payouts.size;
    yookassa.hangNext(3, 2_500);
    const id = await approvedSbp(seller);
    await runJobs(t);
    const [job] = await rows<{ last_error: string | null; finished_at: Date | null }>(
      t,
      sql`select last_error, finished_at from jobs where kind = 'withdrawals.send' and payload->>'outcomeId' = ${id}`,
    );
    expect(job).toMatchObject({ finished_at: null });
    expect(job!.last_error).toMatch(/unreachable|aborted|timeout/i);
    await hurryJobs(t, 'withdrawals.send');
    await runJobs(t);
    expect(yookassa.payouts.size).toBe(before + 1);
    expect(
      new Set(
        yookassa.requests
          .filter((request) => request.method === 'POST' && request.idempotenceKey?.startsWith(id))
          .map((request) => request.idempotenceKey),
      ),
    ).toEqual(new Set([`${id}-1`]));
    expect(await providerPayoutId(t, id)).toBe([...yookassa.payouts.values()].at(-1)!.id);
  });

  it('trusts only the re-read payout: a notification 20 times pays once, a late cancel or a forged one changes nothing', async () => {
    const seller = await fundedSeller(t, 300_000);
    const id = await approvedSbp(seller);
    await runJobs(t);
    const payoutId = await providerPayoutId(t, id);
    // A notification claiming success while the payout is still pending at ЮKassa.
    expect((await notifyYookassa(payoutId)).statusCode).toBe(200);
    expect(await status(seller, id)).toBe('sending');
    expect((await notifyYookassa(payoutId, 'payout.succeeded', '203.0.113.9')).statusCode).toBe(403);
    yookassa.settle(payoutId, 'succeeded');
    const answers = await Promise.all(Array.from({ length: 20 }, () => notifyYookassa(payoutId)));
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);
    expect(await status(seller, id)).toBe('paid');
    expect(await events(id, 'PROVIDER_SUCCEEDED')).toBe(1);
    expect((await notifyYookassa(payoutId, 'payout.canceled')).statusCode).toBe(200);
    expect(await status(seller, id)).toBe('paid');
    const settled = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${`payout-settle:outcome:${id}:1`}`,
    );
    expect(settled[0]!.n).toBe(1);
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('asks again about a payout whose create answer was lost (a crash mid-payout) and finds the one payout', async () => {
    const seller = await fundedSeller(t, 300_000);
    const id = await approvedSbp(seller);
    await runJobs(t);
    const made = await providerPayoutId(t, id);
    const size = yookassa.payouts.size;
    // As if the process died after ЮKassa made the payout but before we stored its id.
    await t.database.db.execute(
      sql`update withdrawal_outcomes set provider_payout_id = null, stage = 'sending', updated_at = now() - interval '1 hour' where id = ${id}`,
    );
    yookassa.settle(made, 'succeeded');
    await t.database.db.execute(
      sql`insert into jobs (kind, payload, run_at, max_attempts) values ('withdrawals.sync-stuck', '{}'::jsonb, now(), 3)`,
    );
    await runJobs(t);
    expect(yookassa.payouts.size).toBe(size);
    expect(await providerPayoutId(t, id)).toBe(made);
    expect(await status(seller, id)).toBe('paid');
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('pays USDT through Cryptomus: signed create, the rate from its list, a lost answer found by order_id, a signed webhook re-read', async () => {
    const seller = await fundedSeller(t, 500_000);
    const quote = (await call(t, seller, 'GET', '/rate?currency=rub')).json();
    expect(quote.rate).toBe('92.3412');
    const { id } = (
      await withdraw(t, seller, {
        type: 'crypto',
        amount: 200_000,
        currency: 'rub',
        address: USDT_ADDRESS,
        quote_id: quote.quote_id,
      })
    ).json();
    await adminCall(t, admin, 'POST', `/${id}/approve`);
    cryptomus.failNext(1);
    await runJobs(t);
    expect([...cryptomus.payouts.values()].filter((payout) => payout.order_id === `${id}-1`)).toHaveLength(1);
    const uuid = await providerPayoutId(t, id);
    expect(cryptomus.payouts.get(uuid)).toMatchObject({
      amount: '20.57',
      currency: 'USDT',
      network: 'TRON',
      address: USDT_ADDRESS,
    });
    cryptomus.settle(uuid, 'paid');
    const hook = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: `${PUBLIC}/payouts/cryptomus/notifications`,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    expect((await hook(cryptomus.webhook(uuid, 'not-the-key'))).statusCode).toBe(401);
    expect(await status(seller, id)).toBe('sending');
    expect((await hook(cryptomus.webhook(uuid))).statusCode).toBe(200);
    expect(await status(seller, id)).toBe('paid');
    expect(FAKE_CRYPTOMUS.merchantId).toBeTruthy();
    expect(FAKE_YOOKASSA_PAYOUTS.agentId).toBeTruthy();
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('applies Cryptomus webhooks out of order once: a late «process» or a «fail» after «paid» never takes the payout back', async () => {
    const seller = await fundedSeller(t, 500_000);
    const quote = (await call(t, seller, 'GET', '/rate?currency=rub')).json();
    const { id } = (
      await withdraw(t, seller, {
        type: 'crypto',
        amount: 150_000,
        currency: 'rub',
        address: USDT_ADDRESS,
        quote_id: quote.quote_id,
      })
    ).json();
    await adminCall(t, admin, 'POST', `/${id}/approve`);
    await runJobs(t);
    const uuid = await providerPayoutId(t, id);
    const hook = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: `${PUBLIC}/payouts/cryptomus/notifications`,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    // Sent while the payout was on its way, delivered after the one saying it was paid.
    const processing = cryptomus.webhook(uuid);
    expect(JSON.parse(processing).status).toBe('process');
    cryptomus.settle(uuid, 'paid');
    const answers = await Promise.all(Array.from({ length: 20 }, () => hook(cryptomus.webhook(uuid))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await status(seller, id)).toBe('paid');
    expect((await hook(processing)).statusCode).toBe(200);
    expect(await status(seller, id)).toBe('paid');
    // Even the provider's own record stepping back, or turning into a failure, changes nothing.
    Object.assign(cryptomus.payouts.get(uuid)!, { status: 'process', is_final: false });
    expect((await hook(cryptomus.webhook(uuid))).statusCode).toBe(200);
    cryptomus.settle(uuid, 'fail');
    expect((await hook(cryptomus.webhook(uuid))).statusCode).toBe(200);
    expect(await status(seller, id)).toBe('paid');
    expect(await events(id, 'PROVIDER_ACCEPTED')).toBe(1);
    expect(await events(id, 'PROVIDER_SUCCEEDED')).toBe(1);
    expect(await events(id, 'PROVIDER_FAILED')).toBe(0);
    expect(await postings(id)).toEqual({ settled: 1, returned: 0 });
    expect((await call(t, seller, 'GET', '/balance')).json().balances[0]).toMatchObject({
      available: 350_000,
      withdrawing: 0,
    });
    expect(await t.services.ledger.check()).toEqual([]);
  });
});

describe(`sandbox payout notifications out of order on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t);
  }, 180_000);
  afterAll(() => t.close());

  /** A notification signed at this moment, as the sandbox sends it; delivered whenever the test likes. */
  const signedNotice = (payoutId: string) => {
    const payload = JSON.stringify({ type: 'notification', event: 'payout.changed', object: { id: payoutId } });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      [SANDBOX_PAYOUT_TIMESTAMP_HEADER]: String(timestamp),
      [SANDBOX_PAYOUT_SIGNATURE_HEADER]: signSandboxPayoutNotification(
        t.services.payoutProviders.sandboxSigningKey,
        payload,
        timestamp,
      ),
    };
    return () => t.app.inject({ method: 'POST', url: `${PUBLIC}/payouts/sandbox/notifications`, headers, payload });
  };

  it('applies a notification once however late or often it comes, and never regresses a paid or a failed payout', async () => {
    const seller = await fundedSeller(t, 300_000);
    const { id } = (await withdraw(t, seller, sbpRequest(100_000))).json();
    await adminCall(t, admin, 'POST', `/${id}/approve`);
    await runJobs(t);
    const payoutId = await providerPayoutId(t, id);
    const stale = signedNotice(payoutId);
    expect((await stale()).statusCode).toBe(200);
    expect(await outcomeOf(t, seller, id)).toMatchObject({
      status: 'outcome_status_approved',
      display_status: 'sending',
    });

    await pressSandboxPayout(t, payoutId, 'pay');
    const late = await Promise.all(Array.from({ length: 20 }, () => stale()));
    expect(late.every((answer) => answer.statusCode === 200)).toBe(true);
    // The provider's record going back to pending, then to cancelled, after it paid.
    await t.database.db.execute(sql`update sandbox_payouts set status = 'pending' where id = ${payoutId}`);
    expect((await signedNotice(payoutId)()).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update sandbox_payouts set status = 'canceled', cancellation_reason = 'late' where id = ${payoutId}`,
    );
    expect((await signedNotice(payoutId)()).statusCode).toBe(200);
    await pressSandboxPayout(t, payoutId, 'fail');
    expect(await outcomeOf(t, seller, id)).toMatchObject({ display_status: 'paid' });
    expect(await eventCount(t, id, 'PROVIDER_ACCEPTED')).toBe(1);
    expect(await eventCount(t, id, 'PROVIDER_SUCCEEDED')).toBe(1);
    expect(await eventCount(t, id, 'PROVIDER_FAILED')).toBe(0);
    expect(await postingsOf(t, id)).toEqual({ settled: 1, returned: 0 });

    // A failed payout stays failed and returned once: a late «pending» does not send it again.
    const other = await fundedSeller(t, 300_000);
    const failed = (await withdraw(t, other, sbpRequest(100_000))).json().id as string;
    await adminCall(t, admin, 'POST', `/${failed}/approve`);
    await runJobs(t);
    const failedPayout = await providerPayoutId(t, failed);
    const early = signedNotice(failedPayout);
    await pressSandboxPayout(t, failedPayout, 'fail');
    await Promise.all([early(), early(), early()]);
    await t.database.db.execute(sql`update sandbox_payouts set status = 'pending' where id = ${failedPayout}`);
    expect((await signedNotice(failedPayout)()).statusCode).toBe(200);
    expect(await outcomeOf(t, other, failed)).toMatchObject({ status: 'outcome_status_error' });
    expect(await eventCount(t, failed, 'PROVIDER_FAILED')).toBe(1);
    expect(await eventCount(t, failed, 'PROVIDER_ACCEPTED')).toBe(1);
    expect(await postingsOf(t, failed)).toEqual({ settled: 0, returned: 1 });
    expect((await call(t, other, 'GET', '/balance')).json().balances[0]).toMatchObject({
      available: 300_000,
      withdrawing: 0,
    });
    expect(await t.services.ledger.check()).toEqual([]);
  });
});

const outcomeOf = async (t: TestApp, person: Person, id: string) =>
  (await call(t, person, 'GET', `/outcomes/${id}`)).json();

async function eventCount(t: TestApp, id: string, type: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from withdrawal_events where outcome_id = ${id} and type = ${type}`,
  );
  return row!.n;
}

/** How often the first attempt of an outcome was paid out and returned in the books. */
async function postingsOf(t: TestApp, id: string): Promise<{ settled: number; returned: number }> {
  const [row] = await rows<{ settled: number; returned: number }>(
    t,
    sql`select count(*) filter (where idempotency_key = ${`payout-settle:outcome:${id}:1`})::int as settled,
               count(*) filter (where idempotency_key = ${`payout-return:outcome:${id}:1`})::int as returned
        from ledger_transactions`,
  );
  return row!;
}
