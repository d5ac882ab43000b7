import { auditListSchema, auditQuerySchema, auditVerificationSchema } from '../contracts/audit';
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
