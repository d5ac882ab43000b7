import type { ApprovalKind } from '@lootmarket/domain';
import { and, asc, count, desc, eq, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffApprovals } from './approvals.tables';

export type ApprovalRow = typeof staffApprovals.$inferSelect;
export type NewApprovalRow = typeof staffApprovals.$inferInsert;

export function createApprovalsRepo(db: Db) {
  return {
    insert: async (row: NewApprovalRow): Promise<ApprovalRow> => {
      const [inserted] = await db.insert(staffApprovals).values(row).returning();
      return inserted!;
    },

    /** The request this staff member already made under this key, if any. */
    findByKey: async (requestedBy: number, idempotencyKey: string): Promise<ApprovalRow | undefined> => {
      const [row] = await db
        .select()
        .from(staffApprovals)
        .where(and(eq(staffApprovals.requestedBy, requestedBy), eq(staffApprovals.idempotencyKey, idempotencyKey)));
      return row;
    },

    lock: async (id: string): Promise<ApprovalRow | undefined> => {
      const [row] = await db.select().from(staffApprovals).where(eq(staffApprovals.id, id)).for('update');
      return row;
    },

    update: async (id: string, patch: Partial<NewApprovalRow>): Promise<ApprovalRow> => {
      const [row] = await db.update(staffApprovals).set(patch).where(eq(staffApprovals.id, id)).returning();
      return row!;
    },

    /** Requests waiting for a second staff member, oldest first. */
    pending: (limit: number): Promise<ApprovalRow[]> =>
      db
        .select()
        .from(staffApprovals)
        .where(eq(staffApprovals.status, 'pending'))
        .orderBy(asc(staffApprovals.requestedAt))
        .limit(limit),

    pendingStats: async (): Promise<{ count: number; oldest: Date | null }> => {
      const [row] = await db
        .select({ n: count(), oldest: min(staffApprovals.requestedAt) })
        .from(staffApprovals)
        .where(sql`${staffApprovals.status} = 'pending'`);
      return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
    },

    hasPending: async (kind: ApprovalKind, targetId: string): Promise<boolean> => {
      const [row] = await db
        .select({ id: staffApprovals.id })
        .from(staffApprovals)
        .where(
          and(
            eq(staffApprovals.kind, kind),
            eq(staffApprovals.targetId, targetId),
            eq(staffApprovals.status, 'pending'),
          ),
        );
      return row !== undefined;
    },

    forTarget: (kind: ApprovalKind, targetId: string): Promise<ApprovalRow[]> =>
      db
        .select()
        .from(staffApprovals)
        .where(and(eq(staffApprovals.kind, kind), eq(staffApprovals.targetId, targetId)))
        .orderBy(desc(staffApprovals.requestedAt)),
  };
}
