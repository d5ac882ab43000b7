import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPayouts } from './sandbox-payouts.tables';

export type SandboxPayoutRow = typeof sandboxPayouts.$inferSelect;
type NewSandboxPayout = typeof sandboxPayouts.$inferInsert;

export function createSandboxPayoutsRepo(db: Db) {
  return {
    payout: async (id: string): Promise<SandboxPayoutRow | null> =>
      (await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id)))[0] ?? null,

    /** Inserts unless the idempotence key is known; returns the payout that key stands for. */
    insertOnce: async (payout: NewSandboxPayout): Promise<SandboxPayoutRow> => {
      await db.insert(sandboxPayouts).values(payout).onConflictDoNothing({ target: sandboxPayouts.idempotenceKey });
      return (
        await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.idempotenceKey, payout.idempotenceKey))
      )[0]!;
    },

    recent: (limit: number): Promise<SandboxPayoutRow[]> =>
      db.select().from(sandboxPayouts).orderBy(desc(sandboxPayouts.createdAt)).limit(limit),

    /** Applies a decision to a payout still pending; a finished one stays as it is. */
    decidePending: async (id: string, change: Partial<Pick<SandboxPayoutRow, 'status' | 'cancellationReason'>>) => {
      await db
        .update(sandboxPayouts)
        .set(change)
        .where(and(eq(sandboxPayouts.id, id), eq(sandboxPayouts.status, 'pending')));
    },
  };
}
