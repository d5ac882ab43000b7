import { z } from 'zod';
import {
  auditListSchema,
  auditQuerySchema,
  auditVerificationSchema,
  staffListSchema,
  staffMemberSchema,
  staffRolesRequestSchema,
} from '../contracts/audit';
import { defineEndpoint, PRIVATE_API } from './define';

/** Staff read the audit log and check that no row of it was changed. */
export const auditAdminEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/audit`,
    query: auditQuerySchema,
    response: auditListSchema,
  }),
  verify: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/audit/verify`,
    response: auditVerificationSchema,
  }),
};

const userParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The superadmin sees the staff and grants or takes staff roles; every change is audited. */
export const staffAdminEndpoints = {
  list: defineEndpoint({ method: 'GET', path: `${PRIVATE_API}/admin/staff`, response: staffListSchema }),
  setRoles: defineEndpoint({
    method: 'PUT',
    path: `${PRIVATE_API}/admin/users/:id/staff-roles`,
    params: userParams,
    body: staffRolesRequestSchema,
    response: staffMemberSchema,
  }),
};
