import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { createLedgerDriftRepo } from './ledger-drift.repo';
import { createLedgerRepo } from './ledger.repo';
import type { LedgerDrift, LedgerMark } from './ledger.types';

/**
 * The current mark of the books, for a later `checkLedger(db, { since })`. Transaction ids come from a
 * sequence (CACHE 1) in the order postings insert them, not in the order they commit, so the highest
 * id alone could pass over a posting still in flight. The mark therefore first waits for the postings
 * in flight to commit or roll back (a SHARE lock on ledger_transactions, taken in a transaction of its
 * own and released at once): no transaction with an id at or below the mark commits after it. New
 * postings wait for the mark only as long as it takes to read the highest id.
 */
export async function markLedger(db: Db): Promise<LedgerMark> {
  return inTransaction(db, async (tx) => {
    const repo = createLedgerRepo(tx);
    await repo.lockPostings();
    return { transactionId: await repo.findHighestTransactionId() };
  });
}

/**
 * Every broken invariant of the books; an empty list means cached balances, sums and escrows are sound.
 * With `since`, the same probes over what changed after that mark (and up to the mark `until`, when
 * given): the transactions posted in between (balanced, not empty, no escrow they resolve resolved
 * twice) and every account they touched (its cached balance against all its entries, not negative,
 * closed only when empty). Its cost follows the change, not the size of the books, apart from summing
 * the touched accounts' entries. A drift written behind the ledger's back (an UPDATE of an account no
 * posting touched, an entry added to an old transaction) is left to the whole check.
 */
export async function checkLedger(
  db: Db,
  options: { since?: LedgerMark; until?: LedgerMark } = {},
): Promise<LedgerDrift[]> {
  const drift = createLedgerDriftRepo(db);
  if (!options.since) return drift.findAll();
  // Nothing posted in between: nothing changed.
  if (options.until && options.until.transactionId <= options.since.transactionId) return [];
  return drift.findBetween(options.since, options.until);
}

/** The check as a command: prints each drift (or that there is none) and answers the exit code. */
export async function runLedgerCheck(
  db: Db,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<0 | 1> {
  const drift = await checkLedger(db);
  if (drift.length === 0) {
    print('ledger: no drift; cached balances, transaction sums and escrows are sound');
    return 0;
  }
  for (const item of drift) print(`${item.problem}: ${item.detail}`);
  print(`ledger: ${drift.length} problem(s) found`);
  return 1;
}
