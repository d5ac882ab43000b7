import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import type { TestApp } from '../../test-app';
import { AppError } from '../../platform/http/app-error';

/** Runs `work` in one database transaction, as the payments and orders services do. */
export function inTx<T>(t: TestApp, work: (tx: Db) => Promise<T>): Promise<T> {
  return t.database.db.transaction((tx) => work(tx as unknown as Db));
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
