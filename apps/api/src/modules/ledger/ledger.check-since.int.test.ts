import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import type { LedgerDrift, LedgerMark } from './ledger.types';
import { dropLedgerGuards, inTx, newUser, orderRef, rub, writeDrifts } from './ledger.test-support';

// The check since a mark sees a drift made by what was posted after the mark, and only that; the whole
// check sees every drift. This file breaks its own database on purpose (dropping the guards first); no
// other test shares the database.
describe(`ledger drift check since a mark on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let seller: number;
  /** An escrow released before any mark of this file. */
  const released = orderRef();
  beforeAll(async () => {
    t = await createTestApp();
    seller = await newUser(t);
    await inTx(t, async (tx) => {
      await t.services.ledger.recordPayment(tx, {
        paymentId: 'before',
        provider: 'sandbox',
        reference: released,
        amount: rub(10_000),
      });
      await t.services.ledger.releaseEscrow(tx, {
        reference: released,
        payeeUserId: seller,
        feeBasisPoints: 1000,
        source: 'order',
      });
    });
  }, 180_000);
  afterAll(() => t.close());

  const exec = (statement: string) => t.database.db.execute(sql.raw(statement));
  const problems = (drift: LedgerDrift[]) => drift.map((item) => item.problem).sort();
  const kinds = (drift: LedgerDrift[]) => [...new Set(problems(drift))];
  const since = (mark: LedgerMark) => t.services.ledger.check({ since: mark });
  const whole = () => t.services.ledger.check();
  const pay = (reference: string, amount = 500) =>
    inTx(t, (tx) =>
      t.services.ledger.recordPayment(tx, {
        paymentId: reference,
        provider: 'sandbox',
        reference,
        amount: rub(amount),
      }),
    );
  const escrowId = async (reference: string) => {
    const { rows } = (await exec(
      `select id from ledger_accounts where kind = 'escrow' and owner = '${reference}'`,
    )) as unknown as { rows: Array<{ id: string | number }> };
    return Number(rows[0]!.id);
  };

  it('marks the highest transaction id and finds nothing in sound books, before or after postings', async () => {
    const first = await t.services.ledger.mark();
    expect(first.transactionId).toBeGreaterThanOrEqual(2);
    expect(await since(first)).toEqual([]);
    const reference = orderRef();
    await pay(reference);
    await inTx(t, (tx) => t.services.ledger.refundEscrow(tx, { reference, provider: 'sandbox', refundId: reference }));
    const second = await t.services.ledger.mark();
    expect(second.transactionId).toBe(first.transactionId + 2);
    expect(await since(first)).toEqual([]);
    expect(await since(second)).toEqual([]);
    expect(await whole()).toEqual([]);
  });

  it('waits for a posting in flight, so a transaction that commits after the mark is never below it', async () => {
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let posted = 0;
    const posting = inTx(t, async (tx) => {
      posted = (
        await t.services.ledger.post(tx, {
          idempotencyKey: `in-flight-${orderRef()}`,
          kind: 'adjustment',
          entries: [
            { account: { kind: 'platform_revenue', currency: 'rub' }, amount: 1 },
            { account: { kind: 'provider_clearing', provider: 'sandbox', currency: 'rub' }, amount: -1 },
          ],
        })
      ).transactionId;
      await held;
    });
    while (posted === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    let marked: LedgerMark | null = null;
    const marking = t.services.ledger.mark().then((mark) => (marked = mark));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(marked, 'the mark waits for the posting to commit').toBeNull();
    commit();
    await posting;
    await marking;
    expect(marked!.transactionId).toBeGreaterThanOrEqual(posted);
  });

  it('reports a cached balance broken by a posting after the mark, and only then; the whole check always', async () => {
    const mark = await t.services.ledger.mark();
    const reference = orderRef();
    await pay(reference);
    await exec(`update ledger_accounts set balance = balance + 5 where kind = 'escrow' and owner = '${reference}'`);
    const drift = await since(mark);
    expect(drift).toEqual([
      {
        problem: 'balance_mismatch',
        detail: `account ${await escrowId(reference)} (escrow ${reference} rub): cached 505, entries 500`,
      },
    ]);
    // Between two marks: the same drift when the posting lies between them, none when nothing was posted.
    const now = await t.services.ledger.mark();
    expect(await t.services.ledger.check({ since: mark, until: now })).toEqual(drift);
    expect(await t.services.ledger.check({ since: now, until: now })).toEqual([]);
    // A later mark is past the posting that touched the account: the drift is the whole check's.
    expect(await since(await t.services.ledger.mark())).toEqual([]);
    expect(problems(await whole())).toEqual(['balance_mismatch']);
    // A shared account touched after the mark is summed with its shards and all its earlier entries.
    const later = await t.services.ledger.mark();
    await pay(orderRef());
    expect(problems(await since(later))).toEqual([]);
    await exec(`update ledger_accounts set balance = balance - 5 where kind = 'escrow' and owner = '${reference}'`);
    await exec(`update ledger_accounts set balance = balance + 3 where kind = 'provider_clearing'`);
    expect(await since(later)).toEqual([
      {
        problem: 'balance_mismatch',
        detail: expect.stringMatching(/\(provider_clearing sandbox rub\): cached -?\d+, entries -?\d+$/),
      },
    ]);
    await exec(`update ledger_accounts set balance = balance - 3 where kind = 'provider_clearing'`);
    expect(await whole()).toEqual([]);
  });

  it('reports unbalanced and empty transactions, negative balances, double resolutions and non-empty closed escrows after the mark', async () => {
    await dropLedgerGuards(exec);
    // A drift from before the mark, in every kind: the check since the mark leaves all of it to the whole check.
    const early = orderRef();
    await pay(early);
    await writeDrifts(exec, {
      key: 'early',
      resolvedTwice: released,
      entryAccount: `a.owner = '${early}'`,
      entryAmount: 3,
      negativeOwner: early,
      negativeBalance: -1,
    });
    const broken = [
      'balance_mismatch',
      'empty_transaction',
      'escrow_resolved_twice',
      'negative_balance',
      'unbalanced_transaction',
    ];
    expect(kinds(await whole())).toEqual(broken);
    const mark = await t.services.ledger.mark();
    expect(await since(mark)).toEqual([]);

    // The same drifts after the mark, and a closed escrow still holding money.
    const open = orderRef();
    const closed = orderRef();
    await pay(open);
    await pay(closed);
    await inTx(t, (tx) =>
      t.services.ledger.releaseEscrow(tx, {
        reference: closed,
        payeeUserId: seller,
        feeBasisPoints: 1000,
        source: 'order',
      }),
    );
    await writeDrifts(exec, {
      key: 'late',
      resolvedTwice: released,
      entryAccount: `a.owner = '${open}'`,
      entryAmount: 4,
      negativeOwner: open,
      negativeBalance: -2,
    });
    await exec(`update ledger_accounts set balance = 2 where owner = '${closed}'`);
    const drift = await since(mark);
    expect(problems(drift)).toEqual([
      'balance_mismatch',
      'balance_mismatch',
      'closed_escrow_not_empty',
      'empty_transaction',
      'escrow_resolved_twice',
      'negative_balance',
      'unbalanced_transaction',
    ]);
    // Named after the mark's transactions and accounts; the early ones stay out (the double resolution
    // lists the earlier resolutions of the reference too).
    const details = drift.map((item) => item.detail).join('\n');
    expect(details).toContain('(late-empty)');
    expect(details).not.toContain('early-empty');
    expect(details).not.toContain(early);
    expect(drift.find((item) => item.problem === 'escrow_resolved_twice')!.detail).toBe(
      `escrow ${released}: escrow_release, escrow_refund, escrow_refund`,
    );
    expect(kinds(await whole())).toEqual(['balance_mismatch', 'closed_escrow_not_empty', ...broken.slice(1)]);
  });
});
