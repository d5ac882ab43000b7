import { randomUUID } from 'node:crypto';
import { RATE_LOCK_SECONDS, STALE_RATE_MESSAGE, walletBalanceResponseSchema } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { call, confirmationCode, fundedSeller, rows, USDT_ADDRESS } from './withdrawals.test-support';

describe(`the locked USDT rate on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-06-01T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  }, 180_000);
  afterAll(() => t.close());

  it('refuses a withdrawal on a quote older than its lock with the Russian message, reserving nothing', async () => {
    const seller = await fundedSeller(t, 500_000);
    const quote = (await call(t, seller, 'GET', '/rate?currency=rub')).json();
    expect(quote.lock_seconds).toBe(RATE_LOCK_SECONDS);
    const request = {
      type: 'crypto',
      amount: 200_000,
      currency: 'rub',
      address: USDT_ADDRESS,
      quote_id: quote.quote_id,
    };
    // The code is asked for while the quote still holds, and stays valid itself: only the rate has gone stale.
    clock += (RATE_LOCK_SECONDS - 10) * 1000;
    const key = `stale-${randomUUID()}`;
    const code = await confirmationCode(t, seller, key, request);
    clock += 11_000;

    const created = await call(t, seller, 'POST', '/outcomes', { ...request, code }, { 'idempotency-key': key });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({ code: 'CONFLICT', message: STALE_RATE_MESSAGE });
    const asked = await call(t, seller, 'POST', '/outcomes/confirmation', request, {
      'idempotency-key': `stale-${randomUUID()}`,
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(STALE_RATE_MESSAGE);
    const check = (
      await call(t, seller, 'GET', `/outcome-check?type=crypto&currency=rub&amount=200000&quote_id=${quote.quote_id}`)
    ).json();
    expect(check).toMatchObject({ problem: STALE_RATE_MESSAGE, crypto: null });

    const wallet = walletBalanceResponseSchema.parse((await call(t, seller, 'GET', '/balance')).json());
    expect(wallet.balances).toEqual([{ currency: 'rub', available: 500_000, held: 0, withdrawing: 0 }]);
    expect((await call(t, seller, 'GET', '/outcomes')).json().total).toBe(0);
    const reserves = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from ledger_transactions where kind = 'payout_reserve'`,
    );
    expect(reserves[0]!.n).toBe(0);

    // A fresh quote goes through: the refusal was the rate's and nothing else's.
    const fresh = (await call(t, seller, 'GET', '/rate?currency=rub')).json();
    const again = { ...request, quote_id: fresh.quote_id };
    const next = `fresh-${randomUUID()}`;
    const freshCode = await confirmationCode(t, seller, next, again);
    expect(
      (await call(t, seller, 'POST', '/outcomes', { ...again, code: freshCode }, { 'idempotency-key': next }))
        .statusCode,
    ).toBe(201);
    expect(await t.services.ledger.check()).toEqual([]);
  });
});
