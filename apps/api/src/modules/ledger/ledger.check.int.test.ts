import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { runLedgerCheck } from './ledger.check';
import { dropLedgerGuards, inTx, newUser, rub, writeDrifts } from './ledger.test-support';

// This file breaks its own database on purpose (dropping the guards first) to prove the check sees
// every kind of drift; no other test shares the database.
describe(`ledger drift check on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let seller: number;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await newUser(t);
    await inTx(t, async (tx) => {
      await t.services.ledger.recordPayment(tx, {
        paymentId: 'a',
        provider: 'sandbox',
        reference: 'order:released',
        amount: rub(10_000),
      });
      await t.services.ledger.releaseEscrow(tx, {
        reference: 'order:released',
        payeeUserId: seller,
        feeBasisPoints: 1000,
        source: 'order',
      });
      await t.services.ledger.recordPayment(tx, {
        paymentId: 'b',
        provider: 'sandbox',
        reference: 'order:open',
        amount: rub(500),
      });
    });
  }, 180_000);
  afterAll(() => t.close());

  const run = sql.raw;
  const exec = (statement: string) => t.database.db.execute(run(statement));
  const check = async () => {
    const lines: string[] = [];
    const code = await runLedgerCheck(t.database.db, (line) => lines.push(line));
    return { code, lines };
  };
  const problems = async () => [...new Set((await t.services.ledger.check()).map((drift) => drift.problem))].sort();

  it('passes sound books with exit code 0', async () => {
    expect(await check()).toEqual({
      code: 0,
      lines: ['ledger: no drift; cached balances, transaction sums and escrows are sound'],
    });
  });

  it('reports a cached balance that differs from its entries, with exit code 1', async () => {
    await exec(`update ledger_accounts set balance = balance + 7 where kind = 'platform_revenue'`);
    const { code, lines } = await check();
    expect(code).toBe(1);
    expect(lines[0]).toMatch(
      /^balance_mismatch: account \d+ \(platform_revenue platform rub\): cached 1007, entries 1000$/,
    );
    await exec(`update ledger_accounts set balance = balance - 7 where kind = 'platform_revenue'`);
    expect((await check()).code).toBe(0);
  });

  it('reports unbalanced and empty transactions, negative balances, double resolutions and non-empty closed escrows', async () => {
    await dropLedgerGuards(exec);
    await writeDrifts(exec, {
      key: 'check',
      resolvedTwice: 'order:released',
      entryAccount: `a.kind = 'platform_revenue'`,
      entryAmount: 3,
      negativeOwner: 'order:open',
      negativeBalance: -1,
    });
    await exec(`update ledger_accounts set balance = 2 where owner = 'order:released'`);
    expect(await problems()).toEqual([
      'balance_mismatch',
      'closed_escrow_not_empty',
      'empty_transaction',
      'escrow_resolved_twice',
      'negative_balance',
      'unbalanced_transaction',
    ]);
    expect((await check()).code).toBe(1);
  });
});
