import { UserRole } from '@lootmarket/domain';
import { wizardEndpoints } from '@lootmarket/domain/endpoints/wizard';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { WizardCatalogService } from './wizard-catalog.service';

const tags = ['seller'];
const security = [{ bearerAuth: [] }];

/** The offer wizard's catalog steps, for sellers. */
export async function wizardCatalogRoutes(app: FastifyInstance, { wizard }: { wizard: WizardCatalogService }) {
  const seller = { preHandler: requireRole(UserRole.Admin, UserRole.Seller) };
  registerEndpoint(
    app,
    wizardEndpoints.popular,
    {
      ...seller,
      schema: { tags, summary: 'Games and services to sell in, the most bought first, or found by name', security },
    },
    (request) => wizard.popular(request.query.text, request.query.limit),
  );
  registerEndpoint(
    app,
    wizardEndpoints.params,
    {
      ...seller,
      schema: { tags, summary: 'Product types of a game or service, and its products of one type', security },
    },
    (request) => wizard.params(request.body.listingId, request.body.productType),
  );
  registerEndpoint(
    app,
    wizardEndpoints.form,
    {
      ...seller,
      schema: { tags, summary: "The offer form of a product, from its type's field definitions", security },
    },
    (request) => wizard.form(request.body.productId),
  );
}
