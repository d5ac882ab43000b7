import { splitPlatformFee } from '@lootmarket/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { AppError } from '../../platform/http/app-error';
import { createTestApp, type TestApp } from '../../test-app';
import { inTx, newUser, rub } from './ledger.test-support';

const ORDERS = 4;
const SELLERS = 2;

type Step =
  | { op: 'pay'; order: number; amount: number; payment: number }
  | { op: 'release'; order: number; seller: number; bp: number }
  | { op: 'refund'; order: number }
  | { op: 'payout'; seller: number; amount: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  // Few payment ids per order, so replays of one notification are common.
  fc.record({
    op: fc.constant('pay' as const),
    order: fc.nat(ORDERS - 1),
    amount: fc.integer({ min: 1, max: 50_000 }),
    payment: fc.nat(2),
  }),
  fc.record({
    op: fc.constant('release' as const),
    order: fc.nat(ORDERS - 1),
    seller: fc.nat(SELLERS - 1),
    bp: fc.constantFrom(0, 500, 1000, 3333, 10_000),
  }),
  fc.record({ op: fc.constant('refund' as const), order: fc.nat(ORDERS - 1) }),
  fc.record({
    op: fc.constant('payout' as const),
    seller: fc.nat(SELLERS - 1),
    amount: fc.integer({ min: 1, max: 80_000 }),
  }),
);

/** What the books must say, computed without the database. */
interface Model {
  escrow: number[];
  payments: Map<string, number>;
  resolved: Array<{ kind: 'release'; seller: number; bp: number; gross: number } | { kind: 'refund' } | null>;
  wallets: number[];
}

/** The outcome the model expects of a step (an AppError code, or 'ok'), updating the model. */
function expected(model: Model, s: Step): string {
  switch (s.op) {
    case 'pay': {
      const key = `${s.order}:${s.payment}`;
      const first = model.payments.get(key);
      if (first !== undefined) return first === s.amount ? 'ok' : 'CONFLICT';
      if (model.resolved[s.order]) return 'CONFLICT';
      model.payments.set(key, s.amount);
      model.escrow[s.order]! += s.amount;
      return 'ok';
    }
    case 'release': {
      const done = model.resolved[s.order];
      // A replay is the same release when it moves the same amounts: on tiny sums two fee rates can round alike.
      if (done) {
        const same =
          done.kind === 'release' &&
          done.seller === s.seller &&
          splitPlatformFee(done.gross, done.bp).fee === splitPlatformFee(done.gross, s.bp).fee;
        return same ? 'ok' : 'CONFLICT';
      }
      const gross = model.escrow[s.order]!;
      if (gross === 0) return 'INSUFFICIENT_FUNDS';
      model.wallets[s.seller]! += splitPlatformFee(gross, s.bp).payee;
      model.escrow[s.order] = 0;
      model.resolved[s.order] = { kind: 'release', seller: s.seller, bp: s.bp, gross };
      return 'ok';
    }
    case 'refund': {
      const done = model.resolved[s.order];
      if (done) return done.kind === 'refund' ? 'ok' : 'CONFLICT';
      if (model.escrow[s.order] === 0) return 'INSUFFICIENT_FUNDS';
      model.escrow[s.order] = 0;
      model.resolved[s.order] = { kind: 'refund' };
      return 'ok';
    }
    case 'payout': {
      if (model.wallets[s.seller]! < s.amount) return 'INSUFFICIENT_FUNDS';
      model.wallets[s.seller]! -= s.amount;
      return 'ok';
    }
  }
}

describe(`ledger invariants under random operations on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let sellers: number[];
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp();
    sellers = [await newUser(t), await newUser(t)];
  }, 180_000);
  afterAll(() => t.close());

  const ledger = () => t.services.ledger;

  async function perform(runId: number, s: Step, index: number): Promise<string> {
    const reference = (order: number) => `order:run-${runId}-${order}`;
    try {
      await inTx(t, async (tx) => {
        if (s.op === 'pay') {
          const paymentId = `run-${runId}-${s.order}-${s.payment}`;
          await ledger().recordPayment(tx, {
            paymentId,
            provider: 'sandbox',
            reference: reference(s.order),
            amount: rub(s.amount),
          });
        } else if (s.op === 'release') {
          await ledger().releaseEscrow(tx, {
            reference: reference(s.order),
            payeeUserId: sellers[s.seller]!,
            feeBasisPoints: s.bp,
            source: 'order',
          });
        } else if (s.op === 'refund') {
          await ledger().refundEscrow(tx, {
            reference: reference(s.order),
            provider: 'sandbox',
            refundId: `refund-${index}`,
          });
        } else {
          await ledger().payout(tx, {
            payoutId: `run-${runId}-payout-${index}`,
            userId: sellers[s.seller]!,
            amount: rub(s.amount),
            provider: 'sbp',
          });
        }
      });
      return 'ok';
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  }

  async function walletOf(seller: number): Promise<number> {
    return (await ledger().balance(sellers[seller]!)).find((money) => money.currency === 'rub')?.amount ?? 0;
  }

  it('keeps every invariant after each payment, release, refund and payout', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const runId = ++run;
        const model: Model = {
          escrow: Array<number>(ORDERS).fill(0),
          payments: new Map(),
          resolved: Array(ORDERS).fill(null),
          wallets: await Promise.all(Array.from({ length: SELLERS }, (_, seller) => walletOf(seller))),
        };
        for (const [index, s] of steps.entries()) {
          const want = expected(model, s);
          expect(await perform(runId, s, index), JSON.stringify(s)).toBe(want);
          expect(await ledger().check()).toEqual([]);
          for (let seller = 0; seller < SELLERS; seller++) expect(await walletOf(seller)).toBe(model.wallets[seller]);
          for (let order = 0; order < ORDERS; order++) {
            expect((await ledger().escrowBalance(`order:run-${runId}-${order}`))?.amount ?? 0).toBe(
              model.escrow[order],
            );
          }
        }
      }),
      { numRuns: TEST_DATABASE_KIND === 'postgres' ? 30 : 15 },
    );
  }, 600_000);
});
