import { auditAdminEndpoints } from '@lootmarket/domain/endpoints/admin-console';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { staffOnly } from '../../platform/http/staff-permission';
import type { AuditService } from './audit.service';
import { toAuditItem } from './audit.view';

const schema = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearerAuth: [] }] });

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
      const items = rows.map(toAuditItem);
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
