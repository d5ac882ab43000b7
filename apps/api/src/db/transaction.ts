import type { Db } from './client';

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Called with a
 * transaction, it opens a savepoint, so a refused inner step leaves nothing behind even when the caller
 * catches the error and goes on. Drizzle's transaction is a `Db` too, so repos take either.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
