import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { AppError } from '../../platform/http/app-error';
import { createTestApp, type TestApp } from '../../test-app';
import { PAYOUT_RESOLVED_MESSAGE } from './ledger.posting';
import { expectAppError, expectSoundBooks, inTx, newUser, orderRef, rub } from './ledger.test-support';

describe(`ledger holds and withdrawal reserves on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  const ledger = () => t.services.ledger;
  /** A seller with `amount` in the wallet, from one sale without fee. */
  async function funded(amount: number): Promise<number> {
    const seller = await newUser(t);
    const reference = orderRef();
    await inTx(t, (tx) =>
      ledger().recordPayment(tx, { paymentId: reference, provider: 'sandbox', reference, amount: rub(amount) }),
    );
    await inTx(t, (tx) =>
      ledger().releaseEscrow(tx, { reference, payeeUserId: seller, feeBasisPoints: 0, source: 'order' }),
    );
    return seller;
  }
  const line = async (userId: number) => (await ledger().walletBalance(userId)).find((item) => item.currency === 'rub');

  it('reserves a withdrawal, returns it once, and refuses to pay out a returned reserve', async () => {
    const seller = await funded(100_000);
    const attempt = { outcomeId: randomUUID(), attempt: 1, userId: seller, amount: rub(30_000) };
    await inTx(t, (tx) => ledger().reservePayout(tx, attempt));
    expect(await line(seller)).toMatchObject({ available: 70_000, withdrawing: 30_000 });
    await inTx(t, (tx) => ledger().returnPayout(tx, attempt));
    await inTx(t, (tx) => ledger().returnPayout(tx, attempt));
    expect(await line(seller)).toMatchObject({ available: 100_000, withdrawing: 0 });
    const error = await expectAppError(
      inTx(t, (tx) => ledger().settlePayout(tx, { ...attempt, fee: 450, provider: 'sandbox' })),
      'CONFLICT',
    );
    expect(error.message).toBe(PAYOUT_RESOLVED_MESSAGE);
    await expectSoundBooks(t);
  });

  it('pays a reserve out through the provider, the fee to revenue, and refuses to return it after', async () => {
    const seller = await funded(100_000);
    const attempt = { outcomeId: randomUUID(), attempt: 1, userId: seller, amount: rub(50_000) };
    await inTx(t, (tx) => ledger().reservePayout(tx, attempt));
    await inTx(t, (tx) => ledger().settlePayout(tx, { ...attempt, fee: 750, provider: 'sandbox-payouts' }));
    await inTx(t, (tx) => ledger().settlePayout(tx, { ...attempt, fee: 750, provider: 'sandbox-payouts' }));
    expect(await line(seller)).toMatchObject({ available: 50_000, withdrawing: 0 });
    await expectAppError(
      inTx(t, (tx) => ledger().returnPayout(tx, attempt)),
      'CONFLICT',
    );
    // A second attempt of the same outcome has a reserve of its own.
    await inTx(t, (tx) => ledger().reservePayout(tx, { ...attempt, attempt: 2 }));
    expect(await line(seller)).toMatchObject({ available: 0, withdrawing: 50_000 });
    await expectSoundBooks(t);
  });

  it('reserves exactly 1 000 ₽ when 200 withdrawals of 100 ₽ race for a 1 000 ₽ wallet', async () => {
    const seller = await funded(100_000);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        inTx(t, (tx) =>
          ledger().reservePayout(tx, { outcomeId: randomUUID(), attempt: 1, userId: seller, amount: rub(10_000) }),
        ),
      ),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.length - refused.length).toBe(10);
    expect(
      refused.every((result) => result.reason instanceof AppError && result.reason.code === 'INSUFFICIENT_FUNDS'),
    ).toBe(true);
    expect(await line(seller)).toMatchObject({ available: 0, withdrawing: 100_000 });
    await expectSoundBooks(t);
  });

  it('keeps held income out of the wallet until its date, then moves it once', async () => {
    const seller = await newUser(t);
    const reference = orderRef();
    const availableAt = new Date(Date.now() + 60_000);
    await inTx(t, (tx) =>
      ledger().recordPayment(tx, { paymentId: reference, provider: 'sandbox', reference, amount: rub(20_000) }),
    );
    const release = () =>
      inTx(t, (tx) =>
        ledger().releaseEscrow(tx, {
          reference,
          payeeUserId: seller,
          feeBasisPoints: 1000,
          source: 'order',
          hold: { reason: 'seller_hold', availableAt },
        }),
      );
    expect(await release()).toEqual({ payeeAmount: rub(18_000), fee: rub(2_000) });
    expect(await release()).toEqual({ payeeAmount: rub(18_000), fee: rub(2_000) });
    expect(await line(seller)).toMatchObject({ available: 0, held: 18_000 });
    expect(await ledger().holdsOf(seller)).toMatchObject([
      { reference, amount: 18_000, reason: 'seller_hold', availableAt },
    ]);
    expect(await ledger().releaseDueHolds({ now: new Date(), userId: seller })).toBe(0);
    const later = new Date(availableAt.getTime() + 1);
    const [first, second] = await Promise.all([
      ledger().releaseDueHolds({ now: later, userId: seller }),
      ledger().releaseDueHolds({ now: later, userId: seller }),
    ]);
    expect(first + second).toBe(1);
    expect(await line(seller)).toMatchObject({ available: 18_000, held: 0 });
    expect(await ledger().holdsOf(seller)).toEqual([]);
    await expectSoundBooks(t);
  });

  it('takes reversed income from its hold while held, from the wallet after', async () => {
    const seller = await newUser(t);
    const held = orderRef();
    await inTx(t, (tx) =>
      ledger().recordPayment(tx, { paymentId: held, provider: 'sandbox', reference: held, amount: rub(5_000) }),
    );
    await inTx(t, (tx) =>
      ledger().releaseEscrow(tx, {
        reference: held,
        payeeUserId: seller,
        feeBasisPoints: 0,
        source: 'order',
        hold: { reason: 'seller_hold', availableAt: new Date(Date.now() + 60_000) },
      }),
    );
    expect(await inTx(t, (tx) => ledger().incomeAccountForReversal(tx, held, seller, new Date()))).toBe('wallet_hold');
    expect(await ledger().holdsOf(seller)).toEqual([]);
    await inTx(t, (tx) =>
      ledger().post(tx, {
        idempotencyKey: `reverse:${held}`,
        kind: 'adjustment',
        reference: held,
        entries: [
          { account: { kind: 'wallet_hold', userId: seller, currency: 'rub' }, amount: -5_000 },
          { account: { kind: 'provider_clearing', provider: 'sandbox', currency: 'rub' }, amount: 5_000 },
        ],
      }),
    );
    expect(await inTx(t, (tx) => ledger().incomeAccountForReversal(tx, orderRef(), seller, new Date()))).toBe('wallet');
    await expectSoundBooks(t);
  });

  it('reports a hold account that no longer matches the income on hold', async () => {
    const seller = await newUser(t);
    const reference = orderRef();
    await inTx(t, (tx) =>
      ledger().recordPayment(tx, { paymentId: reference, provider: 'sandbox', reference, amount: rub(1_000) }),
    );
    await inTx(t, (tx) =>
      ledger().releaseEscrow(tx, {
        reference,
        payeeUserId: seller,
        feeBasisPoints: 0,
        source: 'order',
        hold: { reason: 'seller_hold', availableAt: new Date(Date.now() + 60_000) },
      }),
    );
    await t.database.db.execute(sql`update ledger_holds set amount = 999 where reference = ${reference}`);
    expect(await ledger().check()).toEqual([
      { problem: 'hold_mismatch', detail: `hold of user ${seller} (rub): account 1000, active holds 999` },
    ]);
    await t.database.db.execute(sql`update ledger_holds set amount = 1000 where reference = ${reference}`);
  });
});
