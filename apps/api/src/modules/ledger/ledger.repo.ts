import type { CurrencyCode } from '@lootmarket/domain';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ledgerAccounts, ledgerBalanceShards, ledgerEntries, ledgerTransactions } from './ledger.tables';
import type { LedgerAccountKind } from './ledger.types';

/** The (kind, owner, currency) triple an account is stored under. */
export interface AccountKey {
  kind: LedgerAccountKind;
  owner: string;
  currency: CurrencyCode;
}

export interface AccountRow extends AccountKey {
  id: number;
}

export type NewAccount = AccountKey & { userId: number | null };
export type NewTransaction = Omit<typeof ledgerTransactions.$inferInsert, 'id' | 'createdAt'>;
export type NewEntry = Pick<typeof ledgerEntries.$inferInsert, 'transactionId' | 'accountId' | 'amount'>;

const accountColumns = {
  id: ledgerAccounts.id,
  kind: ledgerAccounts.kind,
  owner: ledgerAccounts.owner,
  currency: ledgerAccounts.currency,
};

/** Accounts, transactions and entries of the books; every method runs on the caller's transaction. */
export function createLedgerRepo(db: Db) {
  return {
    findAccounts: (keys: readonly AccountKey[]): Promise<AccountRow[]> =>
      db
        .select(accountColumns)
        .from(ledgerAccounts)
        .where(
          or(
            ...keys.map((key) =>
              and(
                eq(ledgerAccounts.kind, key.kind),
                eq(ledgerAccounts.owner, key.owner),
                eq(ledgerAccounts.currency, key.currency),
              ),
            ),
          ),
        ),

    /** Opens the accounts and answers those it opened; one a concurrent posting opened first is left as it is. */
    insertAccounts: (rows: readonly NewAccount[]): Promise<AccountRow[]> =>
      db
        .insert(ledgerAccounts)
        .values([...rows])
        .onConflictDoNothing()
        .returning(accountColumns),

    findAccountsByIds: (ids: readonly number[]): Promise<AccountRow[]> =>
      db
        .select(accountColumns)
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, [...ids])),

    /** The escrow accounts of a reference (one per currency), locked until the caller's transaction ends. */
    lockEscrows: (reference: string) =>
      db
        .select({
          currency: ledgerAccounts.currency,
          balance: ledgerAccounts.balance,
          closedAt: ledgerAccounts.closedAt,
        })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'escrow'), eq(ledgerAccounts.owner, reference)))
        .for('update'),

    /**
     * Adds `delta` to an open account's cached balance (and closes it when asked) in one conditional
     * UPDATE; `guarded` refuses a balance below zero. False when nothing was updated.
     */
    addToBalance: async (
      id: number,
      delta: number,
      { guarded, close }: { guarded: boolean; close: boolean },
    ): Promise<boolean> => {
      const updated = await db
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${delta}`, ...(close ? { closedAt: new Date() } : {}) })
        .where(
          and(
            eq(ledgerAccounts.id, id),
            isNull(ledgerAccounts.closedAt),
            guarded ? sql`${ledgerAccounts.balance} + ${delta} >= 0` : undefined,
          ),
        )
        .returning({ id: ledgerAccounts.id });
      return updated.length > 0;
    },

    findClosedAt: async (id: number): Promise<Date | null> => {
      const [row] = await db
        .select({ closedAt: ledgerAccounts.closedAt })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, id));
      return row?.closedAt ?? null;
    },

    /** Adds each delta to its open account's cached balance in one statement; answers how many were updated. */
    addToBalances: async (deltas: { accountId: number; delta: number }[]): Promise<number> => {
      const values = sql.join(
        deltas.map(({ accountId, delta }) => sql`(${accountId}::bigint, ${delta}::bigint)`),
        sql`, `,
      );
      // Rows locked in id order first, so two such statements cannot deadlock; no key update, like a plain
      // UPDATE, so the key-share locks of entries inserted by concurrent postings do not block it.
      const updated = await db.execute(sql`
        with moves(account_id, delta) as (values ${values}),
        locked as (
          select ledger_accounts.id from ledger_accounts join moves on moves.account_id = ledger_accounts.id
           where ledger_accounts.closed_at is null
           order by ledger_accounts.id
             for no key update of ledger_accounts
        )
        update ledger_accounts set balance = ledger_accounts.balance + moves.delta
          from moves join locked on locked.id = moves.account_id
         where ledger_accounts.id = moves.account_id
        returning ledger_accounts.id`);
      return rowsOf(updated).length;
    },

    /** Adds each delta to the shard of its shared account that the current transaction id picks among `shards`. */
    addToShards: async (deltas: { accountId: number; delta: number }[], shards: number): Promise<void> => {
      await db
        .insert(ledgerBalanceShards)
        .values(
          deltas.map(({ accountId, delta }) => ({
            accountId,
            shard: sql`(txid_current() % ${shards})::smallint`,
            balance: delta,
          })),
        )
        .onConflictDoUpdate({
          target: [ledgerBalanceShards.accountId, ledgerBalanceShards.shard],
          set: { balance: sql`${ledgerBalanceShards.balance} + excluded.balance` },
        });
    },

    findTransactionByKey: async (key: string): Promise<{ id: number; fingerprint: string } | undefined> => {
      const [row] = await db
        .select({ id: ledgerTransactions.id, fingerprint: ledgerTransactions.fingerprint })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, key));
      return row;
    },

    /** The new transaction's id; undefined when its key, or the resolution of its escrow, is already taken. */
    insertTransaction: async (values: NewTransaction): Promise<number | undefined> => {
      const [row] = await db
        .insert(ledgerTransactions)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: ledgerTransactions.id });
      return row?.id;
    },

    /** The first of these keys that was posted, if any. */
    findPostedKey: async (keys: string[]): Promise<string | undefined> => {
      const [row] = await db
        .select({ key: ledgerTransactions.idempotencyKey })
        .from(ledgerTransactions)
        .where(inArray(ledgerTransactions.idempotencyKey, keys));
      return row?.key;
    },

    insertEntries: async (rows: readonly NewEntry[]): Promise<void> => {
      await db.insert(ledgerEntries).values([...rows]);
    },

    findEntries: (transactionId: number): Promise<{ accountId: number; amount: number }[]> =>
      db
        .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transactionId, transactionId))
        .orderBy(asc(ledgerEntries.id)),

    /** Waits for the postings in flight to commit or roll back; held until the caller's transaction ends. */
    lockPostings: async (): Promise<void> => {
      await db.execute(sql`lock table ledger_transactions in share mode`);
    },

    findHighestTransactionId: async (): Promise<number> => {
      const [row] = rowsOf<{ id: string | number }>(
        await db.execute(sql`select coalesce(max(id), 0) as id from ledger_transactions`),
      );
      return Number(row!.id);
    },

    /** A user's wallet balances, one per currency. */
    /** The user's wallet and hold, the open escrows held for them and their open withdrawal reserves, per kind and currency. */
    sumOwedTo: (userId: number) =>
      db
        .select({
          currency: ledgerAccounts.currency,
          kind: ledgerAccounts.kind,
          amount: sql<number>`sum(${ledgerAccounts.balance})`.mapWith(Number),
        })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.userId, userId),
            or(
              inArray(ledgerAccounts.kind, ['wallet', 'wallet_hold']),
              and(inArray(ledgerAccounts.kind, ['escrow', 'payout_clearing']), isNull(ledgerAccounts.closedAt)),
            ),
          ),
        )
        .groupBy(ledgerAccounts.currency, ledgerAccounts.kind)
        .orderBy(ledgerAccounts.currency),

    /** The acquirer whose clearing account funded an escrow, from the escrow's payment postings. */
    findFundingProvider: async (reference: string): Promise<string | undefined> => {
      const [row] = await db
        .select({ provider: ledgerAccounts.owner })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(ledgerTransactions.kind, 'payment'),
            eq(ledgerTransactions.reference, reference),
            eq(ledgerAccounts.kind, 'provider_clearing'),
          ),
        )
        .orderBy(asc(ledgerEntries.id))
        .limit(1);
      return row?.provider;
    },

    /** The escrow balances of a reference, the largest first. */
    findEscrowBalances: (reference: string) =>
      db
        .select({ currency: ledgerAccounts.currency, amount: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'escrow'), eq(ledgerAccounts.owner, reference)))
        .orderBy(sql`${ledgerAccounts.balance} desc`),
  };
}
