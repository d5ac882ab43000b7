import { z } from 'zod';
import {
  auditListSchema,
  auditQuerySchema,
  auditVerificationSchema,
  staffListSchema,
  staffMemberSchema,
  staffRolesRequestSchema,
} from '../contracts/audit';
import {
  adminUserDetailSchema,
  adminUserSearchQuerySchema,
  adminUserSearchSchema,
  consoleQueuesSchema,
} from '../contracts/admin-console';
import { blockUserRequestSchema, unblockUserRequestSchema, userBlockSchema } from '../user-blocks';
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

/** The console's home: every queue the caller may work, with its count and its oldest wait. */
export const consoleAdminEndpoints = {
  queues: defineEndpoint({ method: 'GET', path: `${PRIVATE_API}/admin/queues`, response: consoleQueuesSchema }),
};

/** Staff find an account, read everything about it, and block or unblock it with a reason (audited). */
export const userAdminEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/users`,
    query: adminUserSearchQuerySchema,
    response: adminUserSearchSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/users/:id`,
    params: userParams,
    response: adminUserDetailSchema,
  }),
  block: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/users/:id/block`,
    params: userParams,
    body: blockUserRequestSchema,
    response: userBlockSchema,
  }),
  unblock: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/users/:id/unblock`,
    params: userParams,
    body: unblockUserRequestSchema,
    response: z.object({ ok: z.literal(true) }),
  }),
};
