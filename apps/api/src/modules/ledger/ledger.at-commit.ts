import type { Db } from '../../db/client';
import { atCommit, pendingAtCommit, type CommitBatch } from '../../db/transaction';
import { createLedgerRepo } from './ledger.repo';

/**
 * How many rows a shared account's cached balance is spread over (see `ledger_balance_shards`). Every
 * payment posts to the same few platform accounts; the shard a transaction takes is locked from its
 * write to its commit (decision 037).
 */
export const BALANCE_SHARDS = 64;

type Move = { accountId: number; delta: number };

/** A transaction's moves summed per account, in account order (the lock order of every flush). */
function netByAccount(moves: Move[]): Move[] {
  const byAccount = new Map<number, number>();
  for (const { accountId, delta } of moves) byAccount.set(accountId, (byAccount.get(accountId) ?? 0) + delta);
  return [...byAccount]
    .filter(([, delta]) => delta !== 0)
    .sort(([a], [b]) => a - b)
    .map(([accountId, delta]) => ({ accountId, delta }));
}

/**
 * Income a user's held balance receives (a donation's, a sale's) is added at commit: a credit cannot take
 * a balance below zero, and a rush to one streamer or seller then locks their row for the commit alone,
 * not for the rest of each payment. It goes first of the ledger's and the audit's rows.
 */
const heldCreditsAtCommit: CommitBatch<Move> = {
  order: 1,
  async flush(tx, moves) {
    const credits = netByAccount(moves);
    if (credits.length === 0) return;
    const updated = await createLedgerRepo(tx).addToBalances(credits);
    if (updated !== credits.length) throw new Error('a held balance to credit at commit is closed or missing');
  },
};

/**
 * A shared account's balance moves at commit: nothing is checked against it, so its shard is locked for
 * the commit alone, and a transaction's moves of all shared accounts are one statement.
 */
const sharesAtCommit: CommitBatch<Move> = {
  order: 2,
  async flush(tx, moves) {
    const deltas = netByAccount(moves);
    if (deltas.length > 0) await createLedgerRepo(tx).addToShards(deltas, BALANCE_SHARDS);
  },
};

export const creditHeldAtCommit = (tx: Db, accountId: number, delta: number) =>
  atCommit(tx, heldCreditsAtCommit, { accountId, delta });

export const moveSharedAtCommit = (tx: Db, accountId: number, delta: number) =>
  atCommit(tx, sharesAtCommit, { accountId, delta });

/** Credits this transaction will add to the held balance at commit, net: a debit in the same transaction applies them first. */
export function heldCreditsPending(tx: Db, accountId: number): number {
  return pendingAtCommit(tx, heldCreditsAtCommit)
    .filter((move) => move.accountId === accountId)
    .reduce((sum, move) => sum + move.delta, 0);
}
