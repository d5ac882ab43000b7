import type {
  WalletIncomesQuery,
  WalletIncomesResponse,
  WalletOperationsQuery,
  WalletOperationsResponse,
} from '@lootmarket/domain';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.tables';

export type WalletHistory = ReturnType<typeof createWalletHistory>;

/** What the buyer paid for a release: the amount that left its escrow (payee share + fee). */
const grossOfRelease = sql<number>`(
  select -sum(x.amount) from ledger_entries x join ledger_accounts xa on xa.id = x.account_id
  where x.transaction_id = ${ledgerTransactions.id} and xa.kind = 'escrow'
)`;

function walletOf(userId: number, currency: string | undefined): SQL {
  return and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId), currency ? eq(ledgerAccounts.currency, currency as 'rub') : undefined)!;
}

export function createWalletHistory(db: Db) {
  const walletRows = () =>
    db
      .select({ total: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId));

  return {
    /** The user's wallet movements, newest first. */
    async operations(userId: number, query: WalletOperationsQuery): Promise<WalletOperationsResponse> {
      const where = walletOf(userId, query.currency);
      const rows = await db
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
        .where(where)
        .orderBy(desc(ledgerEntries.id))
        .limit(query.limit)
        .offset(query.offset);
      const [counted] = await walletRows().where(where);
      return {
        items: rows.map((row) => ({
          id: String(row.id),
          kind: row.kind,
          source: row.source,
          reference: row.reference,
          amount: { amount: row.amount, currency: row.currency },
          created_at: row.createdAt.toISOString(),
        })),
        total: counted?.total ?? 0,
        limit: query.limit,
        offset: query.offset,
      };
    },

    /** Releases to the user's wallet (what sales and donations earned), newest first, with period totals. */
    async incomes(userId: number, query: WalletIncomesQuery): Promise<WalletIncomesResponse> {
      const where = and(
        walletOf(userId, query.currency),
        eq(ledgerTransactions.kind, 'escrow_release'),
        query.source ? eq(ledgerTransactions.source, query.source) : undefined,
        query.from ? gte(ledgerTransactions.createdAt, new Date(query.from)) : undefined,
        query.to ? lt(ledgerTransactions.createdAt, new Date(query.to)) : undefined,
      );
      const rows = await db
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
        .where(where)
        .orderBy(desc(ledgerTransactions.id))
        .limit(query.limit)
        .offset(query.offset);
      const periodStart = sql<string>`to_char(date_trunc(${query.period}, ${ledgerTransactions.createdAt} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
      const periods = await db
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
        .where(where)
        .groupBy(sql`1`, ledgerAccounts.currency)
        .orderBy(desc(sql`1`), ledgerAccounts.currency);
      const totals = new Map<string, { amount: number; currency: (typeof rows)[number]['currency'] }>();
      let total = 0;
      for (const period of periods) {
        total += period.count;
        const line = totals.get(period.currency) ?? { amount: 0, currency: period.currency };
        line.amount += period.amount;
        totals.set(period.currency, line);
      }
      return {
        items: rows.map((row) => ({
          id: String(row.id),
          source: row.source,
          reference: row.reference,
          gross: { amount: row.gross, currency: row.currency },
          fee: { amount: row.gross - row.amount, currency: row.currency },
          amount: { amount: row.amount, currency: row.currency },
          created_at: row.createdAt.toISOString(),
        })),
        total,
        limit: query.limit,
        offset: query.offset,
        totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
        periods: periods.map((period) => ({ ...period, fee: period.gross - period.amount })),
      };
    },
  };
}
