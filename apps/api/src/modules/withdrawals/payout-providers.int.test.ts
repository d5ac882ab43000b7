import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { FAKE_CRYPTOMUS, startFakeCryptomus, type FakeCryptomus } from '../../platform/payouts/fake-cryptomus-server';
import {
  FAKE_YOOKASSA_PAYOUTS,
  startFakeYookassaPayouts,
  type FakeYookassaPayouts,
} from '../../platform/payouts/fake-yookassa-payouts-server';
import { createTestApp, type TestApp } from '../../test-app';
import {
  adminCall,
  call,
  fundedSeller,
  hurryJobs,
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
  const events = async (id: string, type: string) =>
    (
      await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from withdrawal_events where outcome_id = ${id} and type = ${type}`,
      )
    )[0]!.n;

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
});
