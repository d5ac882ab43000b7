import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import {
  adminCall,
  call,
  confirmationCode,
  fundedSeller,
  rows,
  sbpRequest,
  signInAdmin,
  withdraw,
  type Person,
} from './withdrawals.test-support';

/** Counts answers by status code. */
const tally = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>(
    (counts, answer) => ({ ...counts, [answer.statusCode]: (counts[answer.statusCode] ?? 0) + 1 }),
    {},
  );

// On PostgreSQL requests run on a pool of 8 connections and really interleave; PGlite serialises them,
// which still proves the outcome.
describe(`withdrawal races on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t);
  }, 180_000);
  afterAll(() => t.close());

  const wallet = async (person: Person) =>
    (await call(t, person, 'GET', '/balance'))
      .json()
      .balances.find((line: { currency: string }) => line.currency === 'rub');

  it('200 concurrent withdrawals of 100 ₽ from 1 000 ₽: exactly 10 succeed, never below zero, the books balance', async () => {
    const seller = await fundedSeller(t, 100_000);
    const request = sbpRequest(10_000);
    const confirmed: { key: string; code: string }[] = [];
    for (let index = 0; index < 200; index++) {
      const key = `race-${index}-${randomUUID()}`;
      confirmed.push({ key, code: await confirmationCode(t, seller, key, request) });
    }
    const answers = await Promise.all(
      confirmed.map(({ key, code }) =>
        call(t, seller, 'POST', '/outcomes', { ...request, code }, { 'idempotency-key': key }),
      ),
    );
    expect(tally(answers)).toEqual({ 201: 10, 409: 190 });
    expect(
      answers
        .filter((answer) => answer.statusCode === 409)
        .every((answer) => answer.json().code === 'INSUFFICIENT_FUNDS'),
    ).toBe(true);
    expect(await wallet(seller)).toMatchObject({ available: 0, withdrawing: 100_000 });
    expect((await call(t, seller, 'GET', '/outcomes?limit=100')).json().total).toBe(10);
    expect(await t.services.ledger.check()).toEqual([]);
  }, 300_000);

  it('one Idempotency-Key sent 50 times at once creates one outcome; the key with another amount is refused and changes nothing', async () => {
    const seller = await fundedSeller(t, 100_000);
    const key = `same-${randomUUID()}`;
    const request = sbpRequest(30_000);
    const code = await confirmationCode(t, seller, key, request);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t, seller, 'POST', '/outcomes', { ...request, code }, { 'idempotency-key': key }),
      ),
    );
    expect(tally(answers)).toEqual({ 201: 50 });
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    const other = await call(
      t,
      seller,
      'POST',
      '/outcomes',
      { ...request, amount: 40_000, code },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Этот ключ идемпотентности уже использован для другой заявки',
    });
    expect(await wallet(seller)).toMatchObject({ available: 70_000, withdrawing: 30_000 });
    expect((await call(t, seller, 'GET', '/outcomes')).json().total).toBe(1);
    expect(await t.services.ledger.check()).toEqual([]);
  }, 120_000);

  it('cancel racing approve, 100 times: one terminal status each time, the money back if and only if cancelled', async () => {
    const seller = await fundedSeller(t, 1_000_000);
    const ids: string[] = [];
    for (let index = 0; index < 100; index++) ids.push((await withdraw(t, seller, sbpRequest(10_000))).json().id);
    const answers = await Promise.all(
      ids.flatMap((id) => [
        call(t, seller, 'POST', `/outcomes/${id}/cancel`),
        adminCall(t, admin, 'POST', `/${id}/approve`),
      ]),
    );
    for (let index = 0; index < ids.length; index++) {
      const [cancel, approve] = [answers[2 * index]!, answers[2 * index + 1]!];
      expect([cancel.statusCode, approve.statusCode].sort()).toEqual([200, 409]);
    }
    const outcomes = await rows<{ id: string; status: string }>(
      t,
      sql`select id, status from withdrawal_outcomes where user_id = ${seller.id}`,
    );
    const cancelled = outcomes.filter((row) => row.status === 'outcome_status_cancelled').map((row) => row.id);
    const approved = outcomes.filter((row) => row.status === 'outcome_status_approved').map((row) => row.id);
    expect(cancelled.length + approved.length).toBe(100);
    const returned = await rows<{ reference: string }>(
      t,
      sql`select reference from ledger_transactions where kind = 'payout_return' and reference like ${'outcome:%'}`,
    );
    const returnedIds = new Set(returned.map((row) => row.reference.split(':')[1]));
    expect(cancelled.every((id) => returnedIds.has(id))).toBe(true);
    expect(approved.some((id) => returnedIds.has(id))).toBe(false);
    expect(await wallet(seller)).toMatchObject({
      available: cancelled.length * 10_000,
      withdrawing: approved.length * 10_000,
    });
    expect(await t.services.ledger.check()).toEqual([]);
  }, 300_000);

  it('refuses a sandbox payout notification with a forged signature, changing nothing', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/gw/public/v1/payouts/sandbox/notifications',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-timestamp': String(Math.floor(Date.now() / 1000)),
        'x-sandbox-signature': 'f'.repeat(64),
      },
      payload: JSON.stringify({ type: 'notification', event: 'payout.changed', object: { id: randomUUID() } }),
    });
    expect(answer.statusCode).toBe(401);
  });
});
