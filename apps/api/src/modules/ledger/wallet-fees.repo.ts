import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries } from './ledger.tables';

const revenue = alias(ledgerEntries, 'revenue');

/** The platform's share of the postings behind a user's wallet entries, read beside the wallet history. */
export function createWalletFeesRepo(db: Db) {
  return {
    /** For each of these entries, what platform revenue took in the same posting; entries without a fee are absent. */
    async feesOfEntries(entryIds: number[]): Promise<Map<number, number>> {
      if (entryIds.length === 0) return new Map();
      const rows = await db
        .select({ entryId: ledgerEntries.id, fee: sql<number>`sum(${revenue.amount})`.mapWith(Number) })
        .from(ledgerEntries)
        .innerJoin(revenue, eq(revenue.transactionId, ledgerEntries.transactionId))
        .innerJoin(
          ledgerAccounts,
          and(eq(ledgerAccounts.id, revenue.accountId), eq(ledgerAccounts.kind, 'platform_revenue')),
        )
        .where(inArray(ledgerEntries.id, entryIds))
        .groupBy(ledgerEntries.id);
      return new Map(rows.map((row) => [row.entryId, row.fee]));
    },
  };
}
