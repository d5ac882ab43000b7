import {
  WALLET_OPERATION_GROUP_KINDS,
  type CurrencyCode,
  type TransactionSourceKind,
  type WalletIncomesQuery,
  type WalletOperationGroup,
} from '@lootmarket/domain';
import { and, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.tables';

/** What the buyer paid for a release: the amount that left its escrow (payee share + fee). */
// What the sale earned before the fee: the escrow less what a split dispute sent back to the buyer.
const grossOfRelease = sql<number>`(
  select -sum(x.amount) from ledger_entries x join ledger_accounts xa on xa.id = x.account_id
  where x.transaction_id = ${ledgerTransactions.id} and xa.kind in ('escrow', 'provider_clearing')
)`;

export interface IncomesFilter {
  currency?: CurrencyCode | undefined;
  source?: TransactionSourceKind | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export interface OperationsFilter extends IncomesFilter {
  group?: WalletOperationGroup | undefined;
}

export interface Page {
  limit: number;
  offset: number;
}

/** The user's own money: the wallet, and the hold income waits in first (decision 023). */
function walletOf(userId: number, currency: CurrencyCode | undefined): SQL {
  return and(
    inArray(ledgerAccounts.kind, ['wallet', 'wallet_hold']),
    eq(ledgerAccounts.userId, userId),
    currency ? eq(ledgerAccounts.currency, currency) : undefined,
  )!;
}

/** Movements people see; a hold becoming available only moves money between the user's own accounts. */
function operationsOf(userId: number, filter: OperationsFilter): SQL {
  return and(
    walletOf(userId, filter.currency),
    ne(ledgerTransactions.kind, 'hold_release'),
    filter.group ? inArray(ledgerTransactions.kind, [...WALLET_OPERATION_GROUP_KINDS[filter.group]]) : undefined,
    filter.source ? eq(ledgerTransactions.source, filter.source) : undefined,
    filter.from ? gte(ledgerEntries.createdAt, filter.from) : undefined,
    filter.to ? lt(ledgerEntries.createdAt, filter.to) : undefined,
  )!;
}

function releasesTo(userId: number, filter: IncomesFilter): SQL | undefined {
  return and(
    walletOf(userId, filter.currency),
    eq(ledgerTransactions.kind, 'escrow_release'),
    filter.source ? eq(ledgerTransactions.source, filter.source) : undefined,
    filter.from ? gte(ledgerTransactions.createdAt, filter.from) : undefined,
    filter.to ? lt(ledgerTransactions.createdAt, filter.to) : undefined,
  );
}

/** A user's wallet entries with their transactions, read for the wallet pages. */
export function createWalletHistoryRepo(db: Db) {
  return {
    /** The wallet's movements, newest first. */
    findOperations: (userId: number, filter: OperationsFilter, page: Page) =>
      db
        .select({
          id: ledgerEntries.id,
          kind: ledgerTransactions.kind,
          source: ledgerTransactions.source,
          reference: ledgerTransactions.reference,
          amount: ledgerEntries.amount,
          currency: ledgerAccounts.currency,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(operationsOf(userId, filter))
        .orderBy(desc(ledgerEntries.id))
        .limit(page.limit)
        .offset(page.offset),

    countOperations: async (userId: number, filter: OperationsFilter): Promise<number> => {
      const [row] = await db
        .select({ total: count() })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(operationsOf(userId, filter));
      return row?.total ?? 0;
    },

    /** Releases to the wallet (what sales and donations earned) with what the buyer paid for each, newest first. */
    findIncomes: (userId: number, filter: IncomesFilter, page: Page) =>
      db
        .select({
          id: ledgerTransactions.id,
          source: ledgerTransactions.source,
          reference: ledgerTransactions.reference,
          amount: ledgerEntries.amount,
          gross: grossOfRelease.mapWith(Number),
          currency: ledgerAccounts.currency,
          createdAt: ledgerTransactions.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(releasesTo(userId, filter))
        .orderBy(desc(ledgerTransactions.id))
        .limit(page.limit)
        .offset(page.offset),

    /** The same releases summed per period (UTC) and currency, the latest period first. */
    sumIncomesByPeriod: (userId: number, filter: IncomesFilter, period: WalletIncomesQuery['period']) => {
      const periodStart = sql<string>`to_char(date_trunc(${period}, ${ledgerTransactions.createdAt} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
      return db
        .select({
          period_start: periodStart,
          currency: ledgerAccounts.currency,
          count: count(),
          gross: sql<number>`sum(${grossOfRelease})`.mapWith(Number),
          amount: sql<number>`sum(${ledgerEntries.amount})`.mapWith(Number),
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(releasesTo(userId, filter))
        .groupBy(sql`1`, ledgerAccounts.currency)
        .orderBy(desc(sql`1`), ledgerAccounts.currency);
    },
  };
}
