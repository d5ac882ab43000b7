import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LedgerDrift, LedgerMark } from './ledger.types';

/** Both drivers answer raw SQL with `{ rows }`; the shared builder type does not say so. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * What a check looks at, as conditions on the column it is given: the whole books, or what changed
 * after a mark (the transactions posted after it, the accounts they touched, the references they name).
 * The probes are written once against these conditions; over the whole books every condition is true.
 */
interface Scope {
  transaction(id: SQL): SQL;
  account(id: SQL): SQL;
  reference(reference: SQL): SQL;
}

const WHOLE_BOOKS: Scope = {
  transaction: () => sql`true`,
  account: () => sql`true`,
  reference: () => sql`true`,
};

/**
 * What changed after `since` (and up to `until`, when given): the transactions posted in between, the
 * accounts they touched, the references they name. With both bounds the planner sees a narrow range
 * and walks the indexes even on tables it has no statistics for.
 */
function between(since: LedgerMark, until?: LedgerMark): Scope {
  const posted = (id: SQL) => (until ? sql`${id} > ${since.transactionId} and ${id} <= ${until.transactionId}` : sql`${id} > ${since.transactionId}`);
  return {
    transaction: posted,
    // An account's cached balance and its closing change only by a posting, which has entries on it.
    account: (id) => sql`${id} = any(array(select account_id from ledger_entries where ${posted(sql`transaction_id`)}))`,
    reference: (reference) => sql`${reference} = any(array(select reference from ledger_transactions where ${posted(sql`id`)}))`,
  };
}

type Probe = { problem: LedgerDrift['problem']; query(scope: Scope): SQL };

// Each query lists what breaks one invariant, as text for people; bigint sums are cast to text so both
// drivers answer the same shape.
const PROBES: Probe[] = [
  {
    problem: 'balance_mismatch',
    // A shared account's cached balance is its own plus its shards'; its entries are all of them, not only the recent ones.
    query: (scope) => sql`select 'account ' || a.id || ' (' || a.kind || ' ' || a.owner || ' ' || a.currency || '): cached '
        || (a.balance + coalesce(s.balance, 0)) || ', entries ' || coalesce(e.balance, 0) as detail
      from ledger_accounts a
      left join (select account_id, sum(amount) as balance from ledger_entries where ${scope.account(sql`account_id`)} group by account_id) e
        on e.account_id = a.id
      left join (select account_id, sum(balance) as balance from ledger_balance_shards where ${scope.account(sql`account_id`)} group by account_id) s
        on s.account_id = a.id
      where ${scope.account(sql`a.id`)} and a.balance + coalesce(s.balance, 0) <> coalesce(e.balance, 0)`,
  },
  {
    problem: 'negative_balance',
    query: (scope) => sql`select 'account ' || a.id || ' (' || a.kind || ' ' || a.owner || ' ' || a.currency || '): ' || a.balance as detail
      from ledger_accounts a where ${scope.account(sql`a.id`)} and a.kind in ('wallet', 'escrow') and a.balance < 0`,
  },
  {
    problem: 'unbalanced_transaction',
    query: (scope) => sql`select 'transaction ' || e.transaction_id || ': ' || a.currency || ' sums to ' || sum(e.amount) as detail
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where ${scope.transaction(sql`e.transaction_id`)}
      group by e.transaction_id, a.currency having sum(e.amount) <> 0`,
  },
  {
    problem: 'empty_transaction',
    query: (scope) => sql`select 'transaction ' || t.id || ' (' || t.idempotency_key || ') has no entries' as detail
      from ledger_transactions t
      where ${scope.transaction(sql`t.id`)} and not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`,
  },
  {
    problem: 'escrow_resolved_twice',
    // Every resolution of a reference counts, the earlier ones too.
    query: (scope) => sql`select 'escrow ' || t.reference || ': ' || string_agg(t.kind, ', ' order by t.id) as detail
      from ledger_transactions t where t.kind in ('escrow_release', 'escrow_refund') and ${scope.reference(sql`t.reference`)}
      group by t.reference having count(*) > 1`,
  },
  {
    problem: 'closed_escrow_not_empty',
    query: (scope) => sql`select 'escrow ' || a.owner || ' closed holding ' || a.balance || ' ' || a.currency as detail
      from ledger_accounts a where ${scope.account(sql`a.id`)} and a.kind = 'escrow' and a.closed_at is not null and a.balance <> 0`,
  },
];

/**
 * The current mark of the books, for a later `checkLedger(db, { since })`. Transaction ids come from a
 * sequence (CACHE 1) in the order postings insert them, not in the order they commit, so the highest
 * id alone could pass over a posting still in flight. The mark therefore first waits for the postings
 * in flight to commit or roll back (a SHARE lock on ledger_transactions, taken in a transaction of its
 * own and released at once): no transaction with an id at or below the mark commits after it. New
 * postings wait for the mark only as long as it takes to read the highest id.
 */
export async function markLedger(db: Db): Promise<LedgerMark> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ledger_transactions in share mode`);
    const [row] = rowsOf<{ id: string | number }>(await tx.execute(sql`select coalesce(max(id), 0) as id from ledger_transactions`));
    return { transactionId: Number(row!.id) };
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
export async function checkLedger(db: Db, options: { since?: LedgerMark; until?: LedgerMark } = {}): Promise<LedgerDrift[]> {
  const drift: LedgerDrift[] = [];
  if (options.since) {
    // Nothing posted in between: nothing changed.
    if (options.until && options.until.transactionId <= options.since.transactionId) return drift;
    // One statement for all the probes: a check after every step of a long run costs one round trip, not six.
    const scope = between(options.since, options.until);
    const probes = PROBES.map((probe) => sql`select ${probe.problem}::text as problem, probe.detail from (${probe.query(scope)}) as probe`);
    for (const row of rowsOf<LedgerDrift>(await db.execute(sql.join(probes, sql` union all `)))) drift.push({ problem: row.problem, detail: row.detail });
    return drift;
  }
  for (const probe of PROBES) {
    for (const row of rowsOf<{ detail: string }>(await db.execute(probe.query(WHOLE_BOOKS)))) drift.push({ problem: probe.problem, detail: row.detail });
  }
  return drift;
}

/** The check as a command: prints each drift (or that there is none) and answers the exit code. */
export async function runLedgerCheck(db: Db, print: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Promise<0 | 1> {
  const drift = await checkLedger(db);
  if (drift.length === 0) {
    print('ledger: no drift; cached balances, transaction sums and escrows are sound');
    return 0;
  }
  for (const item of drift) print(`${item.problem}: ${item.detail}`);
  print(`ledger: ${drift.length} problem(s) found`);
  return 1;
}

