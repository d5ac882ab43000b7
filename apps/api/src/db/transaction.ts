import type { Db } from './client';

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Called with a
 * transaction, it opens a savepoint, so a refused inner step leaves nothing behind even when the caller
 * catches the error and goes on. Drizzle's transaction is a `Db` too, so repos take either.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/**
 * Runs `work` inside the caller's transaction as it is, without a savepoint, or in a transaction of its
 * own when called outside one. For steps whose failure must fail the caller's whole transaction anyway
 * (an audit row of a change): a savepoint would only add two round trips.
 */
export function withinTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return isTransaction(db) ? work(db) : inTransaction(db, work);
}

/** Drizzle's transactions (both drivers) can roll back; the database handle cannot. */
function isTransaction(db: Db): boolean {
  return typeof (db as unknown as { rollback?: unknown }).rollback === 'function';
}
