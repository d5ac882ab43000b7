import type { Db } from './client';

/**
 * Work a transaction hands over to its last moment: rows every concurrent writer touches (an audit chain's
 * head, a shared account's balance shard) are then locked for the commit alone, not for the rest of the
 * transaction, and items of one kind are written in one statement.
 */
export interface CommitBatch<Item> {
  /**
   * Batches flush in this order (lowest first) in every transaction, so two transactions lock the rows
   * their batches touch in one order and cannot deadlock on them.
   */
  order: number;
  /** Writes the transaction's items of this kind, in the order they were added. */
  flush(tx: Db, items: Item[]): Promise<void>;
}

interface Pending {
  batch: CommitBatch<unknown>;
  item: unknown;
}

/** The items of one top-level transaction, shared by its savepoints. */
interface CommitWork {
  pending: Pending[];
}

const workOf = new WeakMap<Db, CommitWork>();

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Called with a
 * transaction, it opens a savepoint, so a refused inner step leaves nothing behind (its items for the
 * commit included) even when the caller catches the error and goes on. Drizzle's transaction is a `Db`
 * too, so repos take either.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const outer = workOf.get(db);
  if (outer) return db.transaction((tx) => inSavepoint(tx, outer, work));
  return db.transaction(async (tx) => {
    const commitWork: CommitWork = { pending: [] };
    workOf.set(tx, commitWork);
    const result = await work(tx);
    await flushAll(tx, commitWork);
    return result;
  });
}

async function inSavepoint<T>(tx: Db, commitWork: CommitWork, work: (tx: Db) => Promise<T>): Promise<T> {
  workOf.set(tx, commitWork);
  const mark = commitWork.pending.length;
  try {
    return await work(tx);
  } catch (error) {
    commitWork.pending.length = mark;
    throw error;
  }
}

/**
 * Adds `item` to what `batch` writes just before the transaction commits; outside a transaction of
 * `inTransaction` it is written at once.
 */
export async function atCommit<Item>(tx: Db, batch: CommitBatch<Item>, item: Item): Promise<void> {
  const commitWork = workOf.get(tx);
  if (!commitWork) return batch.flush(tx, [item]);
  commitWork.pending.push({ batch: batch as CommitBatch<unknown>, item });
}

/** What `batch` will write at this transaction's commit so far (nothing outside a transaction). */
export function pendingAtCommit<Item>(tx: Db, batch: CommitBatch<Item>): Item[] {
  const pending = workOf.get(tx)?.pending ?? [];
  return pending.filter((entry) => entry.batch === batch).map((entry) => entry.item as Item);
}

/** Each batch once, in their fixed order, until nothing is left (a flush may add more). */
async function flushAll(tx: Db, commitWork: CommitWork): Promise<void> {
  while (commitWork.pending.length > 0) {
    const pending = commitWork.pending.splice(0);
    const batches = new Map<CommitBatch<unknown>, unknown[]>();
    for (const { batch, item } of pending) batches.set(batch, [...(batches.get(batch) ?? []), item]);
    const ordered = [...batches].sort(([a], [b]) => a.order - b.order);
    for (const [batch, items] of ordered) await batch.flush(tx, items);
  }
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
