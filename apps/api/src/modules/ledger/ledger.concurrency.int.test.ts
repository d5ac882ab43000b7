import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { AppError } from '../../platform/http/app-error';
import { createTestApp, type TestApp } from '../../test-app';
import { expectSoundBooks, inTx, newUser, orderRef, rub } from './ledger.test-support';
import type { PostingInput } from './ledger.types';

/** Settles every promise and counts fulfilled ones and AppError codes; anything else fails the test. */
async function outcomes(work: Promise<unknown>[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const result of await Promise.allSettled(work)) {
    if (result.status === 'rejected' && !(result.reason instanceof AppError)) throw result.reason;
    const key = result.status === 'fulfilled' ? 'ok' : (result.reason as AppError).code;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

// On PostgreSQL these run on a pool of 8 connections, so postings really interleave; PGlite is one
// connection and serialises them, which still proves the outcome.
describe(`ledger under concurrency on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  const ledger = () => t.services.ledger;

  it('pays out exactly 1 000 ₽ when 200 withdrawals of 100 ₽ race for a 1 000 ₽ wallet', async () => {
    const seller = await newUser(t);
    const reference = orderRef();
    await inTx(t, (tx) =>
      ledger().recordPayment(tx, { paymentId: 'fund', provider: 'sandbox', reference, amount: rub(100_000) }),
    );
    await inTx(t, (tx) =>
      ledger().releaseEscrow(tx, { reference, payeeUserId: seller, feeBasisPoints: 0, source: 'order' }),
    );
    expect(await ledger().balance(seller)).toEqual([rub(100_000)]);

    const counts = await outcomes(
      Array.from({ length: 200 }, (_, i) =>
        inTx(t, (tx) =>
          ledger().payout(tx, { payoutId: `race-${i}`, userId: seller, amount: rub(10_000), provider: 'sbp' }),
        ),
      ),
    );
    expect(counts).toEqual({ ok: 10, INSUFFICIENT_FUNDS: 190 });
    expect(await ledger().balance(seller)).toEqual([rub(0)]);
    const operations = await ledger().wallet.operations(seller, { limit: 100, offset: 0 });
    expect(
      operations.items.filter((item) => item.kind === 'payout').reduce((sum, item) => sum - item.amount.amount, 0),
    ).toBe(100_000);
    await expectSoundBooks(t);
  });

  it('credits once when one payment notification arrives 20 times at once', async () => {
    const reference = orderRef();
    const counts = await outcomes(
      Array.from({ length: 20 }, () =>
        inTx(t, (tx) =>
          ledger().recordPayment(tx, {
            paymentId: `dup-${reference}`,
            provider: 'sandbox',
            reference,
            amount: rub(25_000),
          }),
        ),
      ),
    );
    expect(counts).toEqual({ ok: 20 });
    expect(await ledger().escrowBalance(reference)).toEqual(rub(25_000));
    await expectSoundBooks(t);
  });

  it('resolves an escrow once when releases and refunds race', async () => {
    const seller = await newUser(t);
    const reference = orderRef();
    await inTx(t, (tx) =>
      ledger().recordPayment(tx, { paymentId: `p-${reference}`, provider: 'sandbox', reference, amount: rub(9_999) }),
    );
    const work = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? inTx(t, (tx) =>
            ledger().releaseEscrow(tx, { reference, payeeUserId: seller, feeBasisPoints: 1000, source: 'order' }),
          )
        : inTx(t, (tx) => ledger().refundEscrow(tx, { reference, provider: 'sandbox', refundId: `r-${i}` })),
    );
    const counts = await outcomes(work);
    // The winner's kind answers all its replays; the other kind is refused.
    expect(counts).toEqual({ ok: 5, CONFLICT: 5 });
    expect(await ledger().escrowBalance(reference)).toEqual(rub(0));
    const resolution = await ledger().escrowResolution(reference);
    expect(await ledger().balance(seller)).toEqual(resolution === 'released' ? [rub(8_999)] : []);
    await expectSoundBooks(t);
  });

  it('keeps the books sound when payments, releases, refunds and payouts of two sellers interleave', async () => {
    const sellers = [await newUser(t), await newUser(t)];
    const references = Array.from({ length: 30 }, orderRef);
    const paid = references.map((reference) =>
      inTx(t, (tx) =>
        ledger().recordPayment(tx, {
          paymentId: `mix-${reference}`,
          provider: 'sandbox',
          reference,
          amount: rub(2_000),
          payeeUserId: sellers[0]!,
        }),
      ),
    );
    expect(await outcomes(paid)).toEqual({ ok: 30 });
    const settle = references.map((reference, i) =>
      i % 3 === 2
        ? inTx(t, (tx) => ledger().refundEscrow(tx, { reference, provider: 'sandbox', refundId: `mix-r-${i}` }))
        : inTx(t, (tx) =>
            ledger().releaseEscrow(tx, {
              reference,
              payeeUserId: sellers[i % 2]!,
              feeBasisPoints: 1000,
              source: 'order',
            }),
          ),
    );
    const payouts = Array.from({ length: 40 }, (_, i) =>
      inTx(t, (tx) =>
        ledger().payout(tx, { payoutId: `mix-w-${i}`, userId: sellers[i % 2]!, amount: rub(1_000), provider: 'sbp' }),
      ),
    );
    const counts = await outcomes([...settle, ...payouts]);
    expect(counts.ok! + (counts.INSUFFICIENT_FUNDS ?? 0)).toBe(70);
    const paidOut = counts.ok! - 30;
    const left =
      (await ledger().balance(sellers[0]!))[0]!.amount + ((await ledger().balance(sellers[1]!))[0]?.amount ?? 0);
    // 20 releases of 1 800 ₽ net; every successful payout took 1 000 ₽.
    expect(left).toBe(20 * 1_800 - paidOut * 1_000);
    await expectSoundBooks(t);
  });

  it('lets a payment through while another payment through the same clearing account is still open', async () => {
    let letFirstCommit!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (letFirstCommit = resolve));
    let firstPosted!: () => void;
    const firstHasPosted = new Promise<void>((resolve) => (firstPosted = resolve));
    // The first payment's transaction stays open after its posting, as a notification's does while its
    // purpose handler runs; the second must not wait for it.
    const first = inTx(t, async (tx) => {
      await ledger().recordPayment(tx, {
        paymentId: `open-${orderRef()}`,
        provider: 'sandbox',
        reference: orderRef(),
        amount: rub(1_500),
      });
      firstPosted();
      await firstMayCommit;
    });
    await firstHasPosted;
    const second = inTx(t, (tx) =>
      ledger().recordPayment(tx, {
        paymentId: `next-${orderRef()}`,
        provider: 'sandbox',
        reference: orderRef(),
        amount: rub(2_500),
      }),
    );
    // PGlite is one connection: there the second simply runs after the first commits.
    const waited =
      TEST_DATABASE_KIND === 'postgres'
        ? await Promise.race([second.then(() => 'went through'), sleep(10_000).then(() => 'blocked')])
        : 'went through';
    letFirstCommit();
    await Promise.all([first, second]);
    expect(waited).toBe('went through');
    await expectSoundBooks(t);
  });

  it('releases 50 orders of one seller at once into one wallet without deadlocks or lost updates', async () => {
    const seller = await newUser(t);
    const references = Array.from({ length: 50 }, orderRef);
    await Promise.all(
      references.map((reference) =>
        inTx(t, (tx) =>
          ledger().recordPayment(tx, {
            paymentId: `p-${reference}`,
            provider: 'sandbox',
            reference,
            amount: rub(1_000),
          }),
        ),
      ),
    );
    const counts = await outcomes(
      references.map((reference) =>
        inTx(t, (tx) =>
          ledger().releaseEscrow(tx, { reference, payeeUserId: seller, feeBasisPoints: 1000, source: 'order' }),
        ),
      ),
    );
    expect(counts).toEqual({ ok: 50 });
    expect(await ledger().balance(seller)).toEqual([rub(45_000)]);
    await expectSoundBooks(t);
  });

  // A streamer's rush: each payment's entries name their held balance (a key-share lock on its row) long
  // before the commit adds the income to it. Here the first transaction then waits on something the second
  // holds until its commit (as a payment waits for the streamer's alert counter).
  it.skipIf(TEST_DATABASE_KIND === 'pglite')(
    'adds held income at commit while another open payment of the same streamer already names the balance',
    async () => {
      const streamer = await newUser(t, 'streamer');
      const credit = (key: string): PostingInput => ({
        idempotencyKey: key,
        kind: 'adjustment',
        entries: [
          { account: { kind: 'provider_clearing', provider: 'sandbox', currency: 'rub' }, amount: -1_000 },
          { account: { kind: 'wallet_hold', userId: streamer, currency: 'rub' }, amount: 1_000 },
        ],
      });
      // The balance exists already (a streamer's first donation opens it).
      await inTx(t, (tx) => ledger().post(tx, credit(`rush-0:${streamer}`)));
      const counter = 31_000 + streamer;
      let firstPosted!: () => void;
      const posted = new Promise<void>((resolve) => (firstPosted = resolve));
      const second = inTx(t, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${counter})`);
        await ledger().post(tx, credit(`rush-b:${streamer}`));
        await posted;
        await sleep(200);
      });
      const first = inTx(t, async (tx) => {
        await ledger().post(tx, credit(`rush-a:${streamer}`));
        firstPosted();
        await tx.execute(sql`select pg_advisory_xact_lock(${counter})`);
      });
      await Promise.all([first, second]);
      const held = (await ledger().walletBalance(streamer)).find((line) => line.currency === 'rub')?.held;
      expect(held).toBe(3_000);
    },
  );
});
