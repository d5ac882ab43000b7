import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LedgerDrift } from './ledger.types';

/** Both drivers answer raw SQL with `{ rows }`; the shared builder type does not say so. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

type Probe = { problem: LedgerDrift['problem']; query: SQL };

// Each query lists what breaks one invariant, as text for people; bigint sums are cast to text so both
// drivers answer the same shape.
const PROBES: Probe[] = [
  {
    problem: 'balance_mismatch',
    // A shared account's cached balance is its own plus its shards'.
    query: sql`select 'account ' || a.id || ' (' || a.kind || ' ' || a.owner || ' ' || a.currency || '): cached '
        || (a.balance + coalesce(s.balance, 0)) || ', entries ' || coalesce(e.balance, 0) as detail
      from ledger_accounts a
      left join (select account_id, sum(amount) as balance from ledger_entries group by account_id) e on e.account_id = a.id
      left join (select account_id, sum(balance) as balance from ledger_balance_shards group by account_id) s on s.account_id = a.id
      where a.balance + coalesce(s.balance, 0) <> coalesce(e.balance, 0)`,
  },
  {
    problem: 'negative_balance',
    query: sql`select 'account ' || a.id || ' (' || a.kind || ' ' || a.owner || ' ' || a.currency || '): ' || a.balance as detail
      from ledger_accounts a where a.kind in ('wallet', 'escrow') and a.balance < 0`,
  },
  {
    problem: 'unbalanced_transaction',
    query: sql`select 'transaction ' || e.transaction_id || ': ' || a.currency || ' sums to ' || sum(e.amount) as detail
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      group by e.transaction_id, a.currency having sum(e.amount) <> 0`,
  },
  {
    problem: 'empty_transaction',
    query: sql`select 'transaction ' || t.id || ' (' || t.idempotency_key || ') has no entries' as detail
      from ledger_transactions t where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`,
  },
  {
    problem: 'escrow_resolved_twice',
    query: sql`select 'escrow ' || t.reference || ': ' || string_agg(t.kind, ', ' order by t.id) as detail
      from ledger_transactions t where t.kind in ('escrow_release', 'escrow_refund')
      group by t.reference having count(*) > 1`,
  },
  {
    problem: 'closed_escrow_not_empty',
    query: sql`select 'escrow ' || a.owner || ' closed holding ' || a.balance || ' ' || a.currency as detail
      from ledger_accounts a where a.kind = 'escrow' and a.closed_at is not null and a.balance <> 0`,
  },
];

/** Every broken invariant of the books; an empty list means cached balances, sums and escrows are sound. */
export async function checkLedger(db: Db): Promise<LedgerDrift[]> {
  const drift: LedgerDrift[] = [];
  for (const probe of PROBES) {
    for (const row of rowsOf<{ detail: string }>(await db.execute(probe.query))) drift.push({ problem: probe.problem, detail: row.detail });
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
