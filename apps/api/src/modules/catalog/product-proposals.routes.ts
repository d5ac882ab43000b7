import { UserRole } from '@lootmarket/domain';
import { productProposalAdminEndpoints } from '@lootmarket/domain/endpoints/admin';
import { wizardEndpoints } from '@lootmarket/domain/endpoints/wizard';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../platform/http/private-scope';
import { AUDITED_IN_SERVICE } from '../audit/audit.staff-writes';
import { staffContext, staffOnly } from '../../platform/http/staff-permission';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { ProductProposalsService } from './product-proposals.service';

const security = [{ bearerAuth: [] }];

/** Sellers propose products from the wizard and see their proposals; admins approve or reject them. */
export async function productProposalsRoutes(
  app: FastifyInstance,
  { proposals }: { proposals: ProductProposalsService },
) {
  const seller = { preHandler: requireRole(UserRole.Admin, UserRole.Seller) };
  registerEndpoint(
    app,
    wizardEndpoints.propose,
    { ...seller, schema: { tags: ['seller'], summary: 'Propose a product the catalog lacks', security } },
    (request) => proposals.propose(request.user!.id, request.body),
  );
  registerEndpoint(
    app,
    wizardEndpoints.proposals,
    { ...seller, schema: { tags: ['seller'], summary: 'My product proposals, newest first', security } },
    (request) => proposals.listOwn(request.user!.id, request.query.status),
  );
  registerEndpoint(
    app,
    productProposalAdminEndpoints.list,
    {
      ...staffOnly('catalog.read'),
      schema: { tags: ['admin'], summary: "Sellers' product proposals, newest first", security },
    },
    (request) => proposals.listAll(request.query.status),
  );
  registerEndpoint(
    app,
    productProposalAdminEndpoints.approve,
    {
      ...staffOnly('catalog.write'),
      config: AUDITED_IN_SERVICE,
      schema: { tags: ['admin'], summary: 'Approve a proposal: the product is created', security },
    },
    (request) => proposals.approve(request.params.id, staffContext(request)),
  );
  registerEndpoint(
    app,
    productProposalAdminEndpoints.reject,
    {
      ...staffOnly('catalog.write'),
      config: AUDITED_IN_SERVICE,
      schema: { tags: ['admin'], summary: 'Reject a proposal with a reason the seller reads', security },
    },
    (request) => proposals.reject(request.params.id, staffContext(request), request.body.reason),
  );
}
