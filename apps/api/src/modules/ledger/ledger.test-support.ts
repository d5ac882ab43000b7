import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { TestApp } from '../../test-app';
import { AppError } from '../../platform/http/app-error';

/** Runs `work` in one database transaction, as the payments and orders services do. */
export function inTx<T>(t: TestApp, work: (tx: Db) => Promise<T>): Promise<T> {
  return inTransaction(t.database.db, work);
}

/** A fresh user to own a wallet (wallets reference users). */
export function newUser(t: TestApp, label = 'seller'): Promise<number> {
  return t.services.users.findOrCreateSeller(`${label}-${randomUUID().slice(0, 8)}@ledger.test`);
}

export const orderRef = () => `order:${randomUUID()}`;

export function rub(amount: number) {
  return { amount, currency: 'rub' as const };
}

/** Awaits a rejection and checks it is the AppError a caller would answer with. */
export async function expectAppError(promise: Promise<unknown>, code: string): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

/** Fails the test with every drift the check finds. */
export async function expectSoundBooks(t: TestApp): Promise<void> {
  expect(await t.services.ledger.check()).toEqual([]);
}

type Exec = (statement: string) => Promise<unknown>;

/** Lifts the guards that keep the books sound, so a test can write by hand the drifts the check looks for. */
export async function dropLedgerGuards(exec: Exec): Promise<void> {
  await exec(`alter table ledger_entries disable trigger ledger_entries_balanced`);
  await exec(`alter table ledger_accounts drop constraint ledger_accounts_non_negative_check`);
  await exec(`drop index ledger_transactions_escrow_resolution_idx`);
}

export interface HandWrittenDrifts {
  /** Makes the idempotency keys of this set unique. */
  key: string;
  /** An escrow already released, resolved a second time by a transaction of one entry (so unbalanced). */
  resolvedTwice: string;
  /** SQL condition on `ledger_accounts a` choosing the account that entry goes to. */
  entryAccount: string;
  entryAmount: number;
  /** Whose account gets a negative cached balance (which no longer matches its entries either). */
  negativeOwner: string;
  negativeBalance: number;
}

/** An empty transaction, a double and unbalanced escrow resolution, and a negative balance, by hand. */
export async function writeDrifts(exec: Exec, drifts: HandWrittenDrifts): Promise<void> {
  await exec(
    `insert into ledger_transactions (idempotency_key, kind, fingerprint) values ('${drifts.key}-empty', 'adjustment', '')`,
  );
  await exec(
    `insert into ledger_transactions (idempotency_key, kind, reference, fingerprint) values ('${drifts.key}-twice', 'escrow_refund', '${drifts.resolvedTwice}', '')`,
  );
  await exec(`insert into ledger_entries (transaction_id, account_id, amount)
    select t.id, a.id, ${drifts.entryAmount} from ledger_transactions t, ledger_accounts a where t.idempotency_key = '${drifts.key}-twice' and ${drifts.entryAccount}`);
  await exec(`update ledger_accounts set balance = ${drifts.negativeBalance} where owner = '${drifts.negativeOwner}'`);
}
