import { and, asc, desc, eq, gt, gte, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditChainHeads, auditLog } from './audit.tables';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilters {
  actorId?: string | undefined;
  actorType?: string | undefined;
  /** An exact action, or a prefix ending in a dot (`order.`). */
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Rows older than this id (the next page). */
  before?: number | undefined;
  limit: number;
}

function conditionsOf(filters: AuditFilters): SQL[] {
  const { action } = filters;
  return [
    filters.actorId !== undefined ? eq(auditLog.actorId, filters.actorId) : undefined,
    filters.actorType !== undefined ? eq(auditLog.actorType, filters.actorType) : undefined,
    action === undefined
      ? undefined
      : action.endsWith('.')
        ? like(auditLog.action, `${action}%`)
        : eq(auditLog.action, action),
    filters.targetType !== undefined ? eq(auditLog.targetType, filters.targetType) : undefined,
    filters.targetId !== undefined ? eq(auditLog.targetId, filters.targetId) : undefined,
    filters.from ? gte(auditLog.occurredAt, filters.from) : undefined,
    filters.to ? lte(auditLog.occurredAt, filters.to) : undefined,
    filters.before !== undefined ? lt(auditLog.id, filters.before) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

export function createAuditRepo(db: Db) {
  return {
    /**
     * The head of the chain every row of the caller's transaction goes to, locked until the transaction
     * ends: its top-level transaction id modulo the chains. One transaction then holds at most one head, so
     * two transactions can never wait on each other's heads, and concurrent ones spread over the chains.
     */
    async lockTransactionHead(tx: Db, chains: number): Promise<{ chain: number; seq: number; hash: string }> {
      const [head] = await tx
        .select()
        .from(auditChainHeads)
        .where(eq(auditChainHeads.chain, sql`(txid_current() % ${chains})::smallint`))
        .for('update');
      if (!head) throw new Error('audit chain of this transaction has no head');
      return head;
    },
    /** The rows (one chain, in order) and the chain's new head, in one statement. */
    async append(tx: Db, rows: (NewAuditRow & { chain: number; seq: number; hash: string })[]): Promise<void> {
      const last = rows.at(-1);
      if (!last) return;
      const advance = tx
        .update(auditChainHeads)
        .set({ seq: last.seq, hash: last.hash })
        .where(eq(auditChainHeads.chain, last.chain));
      await tx.execute(sql`with appended as (${tx.insert(auditLog).values(rows).getSQL()}) ${advance.getSQL()}`);
    },
    list(filters: AuditFilters): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(and(...conditionsOf(filters)))
        .orderBy(desc(auditLog.id))
        .limit(filters.limit);
    },
    heads(): Promise<{ chain: number; seq: number; hash: string }[]> {
      return db.select().from(auditChainHeads).orderBy(asc(auditChainHeads.chain));
    },
    /** The next rows of one chain after `afterSeq`, in chain order. */
    chainPage(chain: number, afterSeq: number, limit: number): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.chain, chain), gt(auditLog.seq, afterSeq)))
        .orderBy(asc(auditLog.seq))
        .limit(limit);
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
      return row?.n ?? 0;
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
