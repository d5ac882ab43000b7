import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { LedgerDrift, LedgerMark } from './ledger.types';

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
  const posted = (id: SQL) =>
    until
      ? sql`${id} > ${since.transactionId} and ${id} <= ${until.transactionId}`
      : sql`${id} > ${since.transactionId}`;
  return {
    transaction: posted,
    // An account's cached balance and its closing change only by a posting, which has entries on it.
    account: (id) =>
      sql`${id} = any(array(select account_id from ledger_entries where ${posted(sql`transaction_id`)}))`,
    reference: (reference) =>
      sql`${reference} = any(array(select reference from ledger_transactions where ${posted(sql`id`)}))`,
  };
}

type Probe = { problem: LedgerDrift['problem']; query(scope: Scope): SQL };

// Each query lists what breaks one invariant, as text for people; bigint sums are cast to text so both
// drivers answer the same shape.
const PROBES: Probe[] = [
  {
    problem: 'balance_mismatch',
    // A shared account's cached balance is its own plus its shards'; its entries are all of them, not only the recent ones.
    query: (
      scope,
    ) => sql`select 'account ' || a.id || ' (' || a.kind || ' ' || a.owner || ' ' || a.currency || '): cached '
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
    query: (
      scope,
    ) => sql`select 'account ' || a.id || ' (' || a.kind || ' ' || a.owner || ' ' || a.currency || '): ' || a.balance as detail
      from ledger_accounts a where ${scope.account(sql`a.id`)} and a.kind in ('wallet', 'wallet_hold', 'escrow', 'payout_clearing') and a.balance < 0`,
  },
  {
    problem: 'unbalanced_transaction',
    query: (
      scope,
    ) => sql`select 'transaction ' || e.transaction_id || ': ' || a.currency || ' sums to ' || sum(e.amount) as detail
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
    problem: 'payout_resolved_twice',
    // A withdrawal attempt's reserve is paid out or returned, once.
    query: (
      scope,
    ) => sql`select 'withdrawal ' || t.reference || ': ' || string_agg(t.kind, ', ' order by t.id) as detail
      from ledger_transactions t where t.kind in ('payout', 'payout_return') and t.reference like 'outcome:%' and ${scope.reference(sql`t.reference`)}
      group by t.reference having count(*) > 1`,
  },
  {
    problem: 'hold_mismatch',
    // What a user's hold account holds is exactly the income still on hold (summed per touched account,
    // through the index of active holds, so a scoped check stays as cheap as the change).
    query: (
      scope,
    ) => sql`select 'hold of user ' || a.owner || ' (' || a.currency || '): account ' || a.balance || ', active holds ' || h.total as detail
      from ledger_accounts a
      cross join lateral (select coalesce(sum(x.amount), 0) as total from ledger_holds x
        where x.user_id = a.user_id and x.currency = a.currency and x.released_at is null and x.cancelled_at is null) h
      where ${scope.account(sql`a.id`)} and a.kind = 'wallet_hold' and a.balance <> h.total`,
  },
  {
    problem: 'closed_escrow_not_empty',
    query: (
      scope,
    ) => sql`select a.kind || ' ' || a.owner || ' closed holding ' || a.balance || ' ' || a.currency as detail
      from ledger_accounts a where ${scope.account(sql`a.id`)} and a.kind in ('escrow', 'payout_clearing') and a.closed_at is not null and a.balance <> 0`,
  },
];

/** The probes of the books' invariants; each answers what breaks one, as text for people. */
export function createLedgerDriftRepo(db: Db) {
  return {
    /** Every probe over the whole books, one statement each. */
    findAll: async (): Promise<LedgerDrift[]> => {
      const drift: LedgerDrift[] = [];
      for (const probe of PROBES) {
        for (const row of rowsOf<{ detail: string }>(await db.execute(probe.query(WHOLE_BOOKS))))
          drift.push({ problem: probe.problem, detail: row.detail });
      }
      return drift;
    },

    /** Every probe over what changed after `since` (up to `until`), in one statement: one round trip, not eight. */
    findBetween: async (since: LedgerMark, until?: LedgerMark): Promise<LedgerDrift[]> => {
      const scope = between(since, until);
      const probes = PROBES.map(
        (probe) => sql`select ${probe.problem}::text as problem, probe.detail from (${probe.query(scope)}) as probe`,
      );
      return rowsOf<LedgerDrift>(await db.execute(sql.join(probes, sql` union all `))).map((row) => ({
        problem: row.problem,
        detail: row.detail,
      }));
    },
  };
}
