import { sellerApplicationAdminEndpoints } from '@lootmarket/domain/endpoints/admin';
import type { FastifyInstance } from 'fastify';
import { staffContext, staffOnly } from '../../platform/http/staff-permission';
import { AUDITED_IN_SERVICE } from '../audit/audit.staff-writes';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { SellerApplicationsService } from '../users/seller-applications.service';

const security = [{ bearerAuth: [] }];
const tags = ['admin'];

/** Admin-only tools; every route here answers 403 to anyone else. */
export async function adminRoutes(app: FastifyInstance, { applications }: { applications: SellerApplicationsService }) {
  registerEndpoint(
    app,
    sellerApplicationAdminEndpoints.list,
    { ...staffOnly('sellers.read'), schema: { tags, summary: 'Seller applications, pending first', security } },
    async () => ({
      items: await applications.list(),
    }),
  );
  registerEndpoint(
    app,
    sellerApplicationAdminEndpoints.approve,
    {
      ...staffOnly('sellers.write'),
      config: AUDITED_IN_SERVICE,
      schema: { tags, summary: 'Approves an application and grants the seller role (idempotent)', security },
    },
    (request) => applications.approve(request.params.id, staffContext(request)),
  );
  registerEndpoint(
    app,
    sellerApplicationAdminEndpoints.reject,
    {
      ...staffOnly('sellers.write'),
      config: AUDITED_IN_SERVICE,
      schema: { tags, summary: 'Rejects an application (idempotent)', security },
    },
    (request) => applications.reject(request.params.id, staffContext(request)),
  );
}
