import {
  walletOperationLabel,
  type WalletIncomesQuery,
  type WalletIncomesResponse,
  type WalletOperationsQuery,
  type WalletOperationsResponse,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { createWalletFeesRepo } from './wallet-fees.repo';
import { createWalletHistoryRepo } from './wallet-history.repo';

export type WalletHistory = ReturnType<typeof createWalletHistory>;

export function createWalletHistory(db: Db) {
  const repo = createWalletHistoryRepo(db);

  return {
    /** The user's wallet movements, newest first. */
    async operations(userId: number, query: WalletOperationsQuery): Promise<WalletOperationsResponse> {
      const filter = {
        ...query,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      };
      const rows = await repo.findOperations(userId, filter, query);
      const total = await repo.countOperations(userId, filter);
      const incomes = rows.filter((row) => row.kind === 'escrow_release').map((row) => row.id);
      const fees = await createWalletFeesRepo(db).feesOfEntries(incomes);
      return {
        items: rows.map((row) => ({
          id: String(row.id),
          kind: row.kind,
          label: walletOperationLabel(row.kind, row.source),
          source: row.source,
          reference: row.reference,
          amount: { amount: row.amount, currency: row.currency },
          fee: row.kind === 'escrow_release' ? { amount: fees.get(row.id) ?? 0, currency: row.currency } : null,
          created_at: row.createdAt.toISOString(),
        })),
        total,
        limit: query.limit,
        offset: query.offset,
      };
    },

    /** Releases to the user's wallet (what sales and donations earned), newest first, with period totals. */
    async incomes(userId: number, query: WalletIncomesQuery): Promise<WalletIncomesResponse> {
      const filter = {
        currency: query.currency,
        source: query.source,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      };
      const rows = await repo.findIncomes(userId, filter, query);
      const periods = await repo.sumIncomesByPeriod(userId, filter, query.period);
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
