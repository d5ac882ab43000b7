import { Gauge } from 'prom-client';
import type { Db } from '../../db/client';
import { atCommit, inTransaction, withinTransaction, type CommitBatch } from '../../db/transaction';
import { AUDIT_CHAINS, AUDIT_COMMIT_ORDER, diffOf, hashRow, type HashedRow } from './audit.hash';
import type { AuditEntry, AuditRecorder } from './audit.ports';
import { toAuditItem } from './audit.view';
import { createAuditRepo, type AuditFilters, type AuditRow } from './audit.repo';
import { verifyAuditLog, type AuditVerification } from './audit.verify';

export interface AuditServiceDeps {
  db: Db;
  now?: () => number;
  /** Where a broken chain is told; the daily check's alert. */
  alert?: (message: string, detail: Record<string, unknown>) => void;
}

/** Texts longer than this are cut: a log row is evidence, not storage. */
const MAX_TEXT = 2000;
const cut = (value: string | null | undefined): string | null => (value == null ? null : value.slice(0, MAX_TEXT));

/** The row of an entry without its chain position. */
function rowOf(entry: AuditEntry, occurredAt: Date): Omit<HashedRow, 'chain' | 'seq' | 'prevHash'> {
  return {
    occurredAt,
    actorType: entry.actor.type,
    actorId: entry.actor.id,
    impersonatorId: entry.impersonatorId ?? null,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    result: entry.result ?? 'ok',
    reason: cut(entry.reason),
    clientIp: cut(entry.request?.ip),
    userAgent: cut(entry.request?.userAgent),
    requestId: cut(entry.request?.requestId),
    diff: diffOf(entry.before, entry.after),
  };
}

/** The audit log (decision 038): rows appended in the callers' transactions, read and verified by staff. */
export function createAuditService({ db, now = Date.now, alert = defaultAlert }: AuditServiceDeps) {
  const repo = createAuditRepo(db);
  const intactGauge = new Gauge({
    name: 'audit_log_intact',
    help: '1 when the last verification found every audit chain intact, 0 when one was broken',
    registers: [],
  });
  const verifiedRows = new Gauge({
    name: 'audit_log_verified_rows',
    help: 'Rows the last verification walked',
    registers: [],
  });

  // Rows are written when their transaction commits, all in one statement: the chain's head is then
  // locked for the commit alone, not for the rest of the change (a payment's ledger rows come early).
  const rowsAtCommit: CommitBatch<Omit<HashedRow, 'chain' | 'seq' | 'prevHash'>> = {
    order: AUDIT_COMMIT_ORDER,
    async flush(tx, entries) {
      const head = await repo.lockTransactionHead(tx, AUDIT_CHAINS);
      let prevHash = head.hash;
      const rows = entries.map((entry, index) => {
        const row: HashedRow = { ...entry, chain: head.chain, seq: head.seq + index + 1, prevHash };
        prevHash = hashRow(row);
        return { ...row, hash: prevHash };
      });
      await repo.append(tx, rows);
    },
  };

  const recorder: AuditRecorder = {
    async record(tx, entry) {
      // In the caller's transaction (or one of its own), with no savepoint: a row that cannot be written
      // fails the change it records.
      const row = rowOf(entry, new Date(now()));
      await withinTransaction(tx, (inner) => atCommit(inner, rowsAtCommit, row));
    },
  };

  /** Walks every chain and sets the metrics; a break is alerted. */
  async function verify(): Promise<AuditVerification> {
    const result = await verifyAuditLog(repo);
    intactGauge.set(result.intact ? 1 : 0);
    verifiedRows.set(result.total);
    if (!result.intact) alert('audit log chain broken', { ...result.brokenAt, total: result.total });
    return result;
  }

  return {
    ...recorder,
    /** Appends the entry in a transaction of its own, for a change already committed elsewhere. */
    recordNow: (entry: AuditEntry): Promise<void> => inTransaction(db, (tx) => recorder.record(tx, entry)),
    /** Rows matching the filters, newest first. */
    list: (filters: AuditFilters): Promise<AuditRow[]> => repo.list(filters),
    /** The latest rows about one target, as staff read them (a user's page). */
    about: async (type: string, id: string, limit = 20) =>
      (await repo.list({ targetType: type, targetId: id, limit })).map(toAuditItem),
    verify,
    metrics: [intactGauge, verifiedRows],
    jobHandlers: { 'audit.verify': async () => void (await verify()) },
    recurring: { 'audit.verify': 24 * 3600 },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

function defaultAlert(message: string, detail: Record<string, unknown>): void {
  console.error(`ALERT ${message}`, JSON.stringify(detail));
}
