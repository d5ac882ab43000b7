import type { AuditItem } from '@lootmarket/domain';
import { auditAdminEndpoints } from '@lootmarket/domain/endpoints/admin-console';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { staffOnly } from '../../platform/http/staff-permission';
import type { AuditRow } from './audit.repo';
import type { AuditService } from './audit.service';

const schema = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearerAuth: [] }] });

function toItem(row: AuditRow): AuditItem {
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

/** Staff read the audit log and verify its chains. */
export async function auditAdminRoutes(app: FastifyInstance, { audit }: { audit: AuditService }) {
  registerEndpoint(
    app,
    auditAdminEndpoints.list,
    {
      ...staffOnly('audit.read'),
      schema: schema('Audit log rows, newest first, filtered by actor, action, target, time'),
    },
    async ({ query }) => {
      const rows = await audit.list({
        ...query,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      });
      const items = rows.map(toItem);
      return { items, nextBefore: items.length === query.limit ? items.at(-1)!.id : null };
    },
  );
  registerEndpoint(
    app,
    auditAdminEndpoints.verify,
    { ...staffOnly('audit.read'), schema: schema('Walks every chain: intact, rows, and the first broken row') },
    () => audit.verify(),
  );
}
