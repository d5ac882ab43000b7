import type { AuditItem } from '@lootmarket/domain';
import type { AuditRow } from './audit.repo';

/** A row of the log as staff read it: the diff parsed back into its before and after. */
export function toAuditItem(row: AuditRow): AuditItem {
  const diff = row.diff ? (JSON.parse(row.diff) as { before?: unknown; after?: unknown }) : {};
  return {
    id: row.id,
    at: row.occurredAt.toISOString(),
    chain: row.chain,
    seq: row.seq,
    action: row.action,
    actorType: row.actorType as AuditItem['actorType'],
    actorId: row.actorId,
    impersonatorId: row.impersonatorId,
    targetType: row.targetType,
    targetId: row.targetId,
    result: row.result as AuditItem['result'],
    reason: row.reason,
    clientIp: row.clientIp,
    userAgent: row.userAgent,
    requestId: row.requestId,
    before: diff.before ?? null,
    after: diff.after ?? null,
    hash: row.hash,
  };
}
