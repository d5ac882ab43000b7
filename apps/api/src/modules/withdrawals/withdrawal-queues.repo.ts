import { count, eq, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawalOutcomes } from './withdrawals.tables';

/** Withdrawals by status for the console: how many, since when the oldest waits, and how many risk holds. */
export function createWithdrawalQueuesRepo(db: Db) {
  return {
    async waiting(status: 'outcome_status_new' | 'outcome_status_error') {
      const [row] = await db
        .select({
          n: count(),
          oldest: min(status === 'outcome_status_new' ? withdrawalOutcomes.createdAt : withdrawalOutcomes.updatedAt),
          held: sql<number>`count(*) filter (where jsonb_array_length(${withdrawalOutcomes.risks}) > 0)::int`,
        })
        .from(withdrawalOutcomes)
        .where(eq(withdrawalOutcomes.status, status));
      return { count: row?.n ?? 0, oldestSince: row?.oldest ?? null, held: Number(row?.held ?? 0) };
    },
  };
}
