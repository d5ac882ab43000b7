import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { ESCROW_CLOSED_MESSAGE, KEY_REUSED_MESSAGE } from './ledger.posting';
import type { LedgerAccountRef, PostingInput } from './ledger.types';
import { expectAppError, expectSoundBooks, inTx, newUser, orderRef, rub } from './ledger.test-support';

describe(`ledger on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  const ledger = () => t.services.ledger;
  const pay = (reference: string, amount: number, paymentId: string = reference, payeeUserId?: number) =>
    inTx(t, (tx) =>
      ledger().recordPayment(tx, {
        paymentId,
        provider: 'sandbox',
        reference,
        amount: rub(amount),
        ...(payeeUserId ? { payeeUserId } : {}),
      }),
    );
  const release = (reference: string, payeeUserId: number, feeBasisPoints = 1000) =>
    inTx(t, (tx) => ledger().releaseEscrow(tx, { reference, payeeUserId, feeBasisPoints, source: 'order' }));
  const refund = (reference: string, refundId = 'r1', provider = 'sandbox') =>
    inTx(t, (tx) => ledger().refundEscrow(tx, { reference, provider, refundId }));

  it('records a payment into escrow once, however often it is replayed', async () => {
    const reference = orderRef();
    await pay(reference, 150_000, 'p-once');
    await pay(reference, 150_000, 'p-once');
    await pay(reference, 150_000, 'p-once');
    expect(await ledger().escrowBalance(reference)).toEqual(rub(150_000));
    await expectSoundBooks(t);
  });

  it('refuses the same payment id with another amount', async () => {
    const reference = orderRef();
    await pay(reference, 1000, 'p-changed');
    const error = await expectAppError(pay(reference, 2000, 'p-changed'), 'CONFLICT');
    expect(error.message).toBe(KEY_REUSED_MESSAGE);
    expect(await ledger().escrowBalance(reference)).toEqual(rub(1000));
  });

  it('releases escrow to the payee minus the fee, rounded half up, once', async () => {
    const seller = await newUser(t);
    const reference = orderRef();
    await pay(reference, 100_005, `p-${reference}`, seller);
    expect(await ledger().walletBalance(seller)).toEqual([
      { currency: 'rub', available: 0, held: 0, inEscrow: 100_005, withdrawing: 0 },
    ]);
    const first = await release(reference, seller);
    expect(first).toEqual({ payeeAmount: rub(90_004), fee: rub(10_001) });
    expect(await release(reference, seller)).toEqual(first);
    expect(await ledger().balance(seller)).toEqual([rub(90_004)]);
    expect(await ledger().walletBalance(seller)).toEqual([
      { currency: 'rub', available: 90_004, held: 0, inEscrow: 0, withdrawing: 0 },
    ]);
    expect(await ledger().escrowBalance(reference)).toEqual(rub(0));
    expect(await ledger().escrowResolution(reference)).toBe('released');
    await expectSoundBooks(t);
  });

  it('refuses a replayed release to another payee or at another rate', async () => {
    const [seller, other] = [await newUser(t), await newUser(t)];
    const reference = orderRef();
    await pay(reference, 10_000);
    await release(reference, seller, 1000);
    await expectAppError(release(reference, other, 1000), 'CONFLICT');
    await expectAppError(release(reference, seller, 500), 'CONFLICT');
    expect(await ledger().balance(other)).toEqual([]);
  });

  it('knows whom a release paid when the whole of it went to the fee', async () => {
    const [seller, other] = [await newUser(t), await newUser(t)];
    const reference = orderRef();
    await pay(reference, 1);
    const first = await release(reference, seller, 10_000);
    expect(first).toEqual({ payeeAmount: rub(0), fee: rub(1) });
    expect(await release(reference, seller, 10_000)).toEqual(first);
    await expectAppError(release(reference, other, 10_000), 'CONFLICT');
    await expectSoundBooks(t);
  });

  it('refunds escrow to the acquirer once and then refuses to release it', async () => {
    const seller = await newUser(t);
    const reference = orderRef();
    await pay(reference, 5000);
    expect(await refund(reference)).toEqual(rub(5000));
    expect(await refund(reference, 'r2')).toEqual(rub(5000));
    const error = await expectAppError(release(reference, seller), 'CONFLICT');
    expect(error.message).toBe(ESCROW_CLOSED_MESSAGE);
    await expectAppError(refund(reference, 'r1', 'yookassa'), 'CONFLICT');
    expect(await ledger().escrowResolution(reference)).toBe('refunded');
    expect(await ledger().balance(seller)).toEqual([]);
    await expectSoundBooks(t);
  });

  it('refuses a refund after a release, and a payment into a closed escrow', async () => {
    const seller = await newUser(t);
    const reference = orderRef();
    await pay(reference, 5000);
    await release(reference, seller);
    await expectAppError(refund(reference), 'CONFLICT');
    await expectAppError(pay(reference, 700, 'late-payment'), 'CONFLICT');
    expect(await ledger().escrowBalance(reference)).toEqual(rub(0));
    await expectSoundBooks(t);
  });

  it('refuses to release or refund an escrow nobody paid', async () => {
    const seller = await newUser(t);
    await expectAppError(release(orderRef(), seller), 'INSUFFICIENT_FUNDS');
    await expectAppError(refund(orderRef()), 'INSUFFICIENT_FUNDS');
  });

  it('gives a donation its own fee and source', async () => {
    const streamer = await newUser(t, 'streamer');
    const reference = `donation:${crypto.randomUUID()}`;
    await pay(reference, 50_000);
    const fee = ledger().feeFor({ source: 'donation' });
    const result = await inTx(t, (tx) =>
      ledger().releaseEscrow(tx, { reference, payeeUserId: streamer, feeBasisPoints: fee, source: 'donation' }),
    );
    expect(result.fee.amount + result.payeeAmount.amount).toBe(50_000);
    expect(result.fee).toEqual(rub(Math.round((50_000 * fee) / 10_000)));
  });

  it('pays out no more than the wallet holds, leaving nothing behind when refused', async () => {
    const seller = await newUser(t);
    const reference = orderRef();
    await pay(reference, 10_000);
    await release(reference, seller, 0);
    const payout = (payoutId: string, amount: number) =>
      inTx(t, (tx) => ledger().payout(tx, { payoutId, userId: seller, amount: rub(amount), provider: 'sbp' }));
    const error = await expectAppError(payout('w-too-much', 10_001), 'INSUFFICIENT_FUNDS');
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe('Недостаточно средств на балансе');
    await payout('w-ok', 10_000);
    await payout('w-ok', 10_000);
    expect(await ledger().balance(seller)).toEqual([rub(0)]);
    await expectSoundBooks(t);
  });

  it('keeps the posting inside the caller transaction: a failure after it undoes both', async () => {
    const reference = orderRef();
    await expect(
      inTx(t, async (tx) => {
        await ledger().recordPayment(tx, {
          paymentId: 'rolled-back',
          provider: 'sandbox',
          reference,
          amount: rub(1000),
        });
        throw new Error('order update failed');
      }),
    ).rejects.toThrow('order update failed');
    expect(await ledger().escrowBalance(reference)).toBeNull();
  });

  it('leaves nothing of a refused posting even when the caller catches the error and commits', async () => {
    const seller = await newUser(t);
    await inTx(t, async (tx) => {
      await expectAppError(
        ledger().payout(tx, { payoutId: 'caught', userId: seller, amount: rub(1), provider: 'sbp' }),
        'INSUFFICIENT_FUNDS',
      );
    });
    // Not even the wallet account the refused payout opened survives.
    expect(await ledger().balance(seller)).toEqual([]);
    await expectSoundBooks(t);
  });

  it('adds held income at commit, and a debit in the same transaction may spend it', async () => {
    const streamer = await newUser(t, 'streamer');
    const held: LedgerAccountRef = { kind: 'wallet_hold', userId: streamer, currency: 'rub' };
    const wallet: LedgerAccountRef = { kind: 'wallet', userId: streamer, currency: 'rub' };
    const clearing: LedgerAccountRef = { kind: 'provider_clearing', provider: 'sandbox', currency: 'rub' };
    const move = (key: string, from: LedgerAccountRef, to: LedgerAccountRef, amount: number): PostingInput => ({
      idempotencyKey: key,
      kind: 'adjustment',
      entries: [
        { account: from, amount: -amount },
        { account: to, amount },
      ],
    });
    const heldBalance = async () =>
      (await ledger().walletBalance(streamer)).find((line) => line.currency === 'rub')?.held ?? 0;
    await inTx(t, async (tx) => {
      await ledger().post(tx, move(`held-in:${streamer}`, clearing, held, 5_000));
      const row = await tx.execute(
        sql`select balance::int as balance from ledger_accounts where kind = 'wallet_hold' and owner = ${String(streamer)}`,
      );
      expect(rowsOf<{ balance: number }>(row)).toEqual([{ balance: 0 }]);
      // Not on the row yet (it is locked only at commit), yet a debit counts it, and a refused one leaves it.
      await expectAppError(ledger().post(tx, move(`held-over:${streamer}`, held, wallet, 5_001)), 'INSUFFICIENT_FUNDS');
      await ledger().post(tx, move(`held-out:${streamer}`, held, wallet, 3_000));
      await ledger().post(tx, move(`held-rest:${streamer}`, held, wallet, 2_000));
    });
    expect(await heldBalance()).toBe(0);
    expect(await ledger().balance(streamer)).toEqual([rub(5_000)]);
    await expectSoundBooks(t);
  });

  it('refuses a posting whose entries do not sum to zero', async () => {
    await expect(
      inTx(t, (tx) =>
        ledger().post(tx, {
          idempotencyKey: 'bad',
          kind: 'adjustment',
          entries: [
            { account: { kind: 'platform_revenue', currency: 'rub' }, amount: 100 },
            { account: { kind: 'provider_clearing', provider: 'sandbox', currency: 'rub' }, amount: -99 },
          ],
        }),
      ),
    ).rejects.toThrow('off by 1 rub');
  });

  describe('database guards behind the service', () => {
    const db = () => t.database.db;

    it('keeps entries append-only', async () => {
      await pay(orderRef(), 100);
      await expect(db().execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
      await expect(db().execute(sql`delete from ledger_entries`)).rejects.toThrow();
    });

    it('refuses at commit a transaction whose entries do not balance', async () => {
      const [account] = rowsOf<{ id: number }>(await db().execute(sql`select id from ledger_accounts limit 1`));
      await expect(
        db().transaction(async (tx) => {
          const inserted = await tx.execute(
            sql`insert into ledger_transactions (idempotency_key, kind, fingerprint) values ('raw', 'adjustment', '') returning id`,
          );
          const id = rowsOf<{ id: number }>(inserted)[0]!.id;
          await tx.execute(
            sql`insert into ledger_entries (transaction_id, account_id, amount) values (${id}, ${account!.id}, 5)`,
          );
        }),
      ).rejects.toThrow();
      await expectSoundBooks(t);
    });

    it('refuses a negative wallet or escrow balance', async () => {
      await expect(db().execute(sql`update ledger_accounts set balance = -1 where kind = 'escrow'`)).rejects.toThrow();
    });
  });
});
