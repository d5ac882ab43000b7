import type { Money } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { createHoldsRepo, type HoldRow, type NewHold } from './ledger-holds.repo';
import type { Poster } from './ledger.posting';

export type { HoldRow };

/** Stores the hold of a release, in the release's transaction. */
export async function insertHold(
  tx: Db,
  hold: Omit<NewHold, 'amount' | 'currency'> & { amount: Money },
): Promise<void> {
  await createHoldsRepo(tx).insert({ ...hold, amount: hold.amount.amount, currency: hold.amount.currency });
}

/** hold → wallet for one locked hold: one posting, keyed by the reference so it happens once. */
async function releaseOne(post: Poster, tx: Db, hold: HoldRow, at: Date): Promise<void> {
  const userId = hold.userId;
  await post(tx, {
    idempotencyKey: `hold-release:${hold.reference}`,
    kind: 'hold_release',
    reference: hold.reference,
    source: hold.source,
    entries: [
      { account: { kind: 'wallet_hold', userId, currency: hold.currency }, amount: -hold.amount },
      { account: { kind: 'wallet', userId, currency: hold.currency }, amount: hold.amount },
    ],
  });
  await createHoldsRepo(tx).markReleased(hold.id, at);
}

/**
 * Makes held income whose date has come withdrawable, one transaction per hold so that locks stay short
 * and workers share the work (a hold being released elsewhere is skipped). Answers how many it released.
 */
export async function releaseDueHolds(
  post: Poster,
  db: Db,
  options: { now: Date; userId?: number; limit?: number },
): Promise<number> {
  const due = await createHoldsRepo(db).findDue(options.now, options.limit ?? 200, options.userId);
  let released = 0;
  for (const id of due) {
    const done = await inTransaction(db, async (tx) => {
      const hold = await createHoldsRepo(tx).lockActive(id);
      if (!hold) return false;
      await releaseOne(post, tx, hold, options.now);
      return true;
    });
    if (done) released += 1;
  }
  return released;
}

/**
 * Where income being taken back (a donation cancelled by support) must come from: its hold while it is
 * still held (the hold is closed so it never reaches the wallet), else the wallet.
 */
export async function incomeAccountForReversal(
  tx: Db,
  reference: string,
  userId: number,
  at: Date,
): Promise<'wallet' | 'wallet_hold'> {
  const repo = createHoldsRepo(tx);
  const hold = await repo.lockByReference(reference);
  if (!hold || hold.releasedAt || hold.userId !== userId) return 'wallet';
  // Cancelled already means by this same reversal, replayed.
  if (!hold.cancelledAt) await repo.markCancelled(hold.id, at);
  return 'wallet_hold';
}
