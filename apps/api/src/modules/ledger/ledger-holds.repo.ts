import type { CurrencyCode, HoldReason, TransactionSourceKind } from '@lootmarket/domain';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerHolds } from './ledger.tables';

export type HoldRow = typeof ledgerHolds.$inferSelect;

export interface NewHold {
  reference: string;
  userId: number;
  currency: CurrencyCode;
  amount: number;
  reason: HoldReason;
  source: TransactionSourceKind;
  availableAt: Date;
}

const active = and(isNull(ledgerHolds.releasedAt), isNull(ledgerHolds.cancelledAt));

/** The rows of held income; postings that move the money are the ledger service's. */
export function createHoldsRepo(db: Db) {
  return {
    /** One hold per reference: a replayed release adds nothing. */
    insert: async (hold: NewHold): Promise<void> => {
      await db.insert(ledgerHolds).values(hold).onConflictDoNothing({ target: ledgerHolds.reference });
    },

    /** Ids of holds whose date has come, oldest first; one user's only when given. */
    findDue: async (now: Date, limit: number, userId?: number): Promise<number[]> => {
      const rows = await db
        .select({ id: ledgerHolds.id })
        .from(ledgerHolds)
        .where(
          and(
            active,
            lte(ledgerHolds.availableAt, now),
            userId === undefined ? undefined : eq(ledgerHolds.userId, userId),
          ),
        )
        .orderBy(asc(ledgerHolds.availableAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Locks a still active hold for its release; a hold another worker is releasing is skipped. */
    lockActive: async (id: number): Promise<HoldRow | undefined> => {
      const [row] = await db
        .select()
        .from(ledgerHolds)
        .where(and(eq(ledgerHolds.id, id), active))
        .for('update', { skipLocked: true });
      return row;
    },

    /** Locks the hold of a reference whatever its state, waiting for a release in flight. */
    lockByReference: async (reference: string): Promise<HoldRow | undefined> => {
      const [row] = await db.select().from(ledgerHolds).where(eq(ledgerHolds.reference, reference)).for('update');
      return row;
    },

    markReleased: async (id: number, at: Date): Promise<void> => {
      await db.update(ledgerHolds).set({ releasedAt: at }).where(eq(ledgerHolds.id, id));
    },

    markCancelled: async (id: number, at: Date): Promise<void> => {
      await db.update(ledgerHolds).set({ cancelledAt: at }).where(eq(ledgerHolds.id, id));
    },

    /** The user's held income, soonest first. */
    findActiveOf: async (userId: number): Promise<HoldRow[]> =>
      db
        .select()
        .from(ledgerHolds)
        .where(and(eq(ledgerHolds.userId, userId), active))
        .orderBy(asc(ledgerHolds.availableAt), asc(ledgerHolds.id)),

    /** Earliest date a hold becomes due, for scheduling; null when nothing is held. */
    nextDue: async (): Promise<Date | null> => {
      const [row] = await db
        .select({
          at: sql<Date | null>`min(${ledgerHolds.availableAt})`.mapWith((value) => (value ? new Date(value) : null)),
        })
        .from(ledgerHolds)
        .where(active);
      return row?.at ?? null;
    },
  };
}
