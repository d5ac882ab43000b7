import { staffAdminEndpoints } from '@lootmarket/domain/endpoints/admin-console';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { staffContext, staffOnly } from '../../platform/http/staff-permission';
import { AUDITED_IN_SERVICE } from '../audit/audit.staff-writes';
import type { StaffService } from './staff.service';

const schema = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearerAuth: [] }] });

/** The superadmin's staff page. */
export async function staffAdminRoutes(app: FastifyInstance, { staff }: { staff: StaffService }) {
  registerEndpoint(
    app,
    staffAdminEndpoints.list,
    { ...staffOnly('staff.read'), schema: schema('Everyone with a staff role') },
    () => staff.list(),
  );
  registerEndpoint(
    app,
    staffAdminEndpoints.setRoles,
    {
      ...staffOnly('staff.write'),
      config: AUDITED_IN_SERVICE,
      schema: schema("Replace a user's staff roles, with a reason (audited)"),
    },
    (request) => staff.setRoles(request.params.id, request.body, staffContext(request)),
  );
}
