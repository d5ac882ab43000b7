import { UserRole } from '@lootmarket/domain';
import { wizardEndpoints } from '@lootmarket/domain/endpoints/wizard';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { WizardDraftsService } from './wizard-drafts.service';

const tags = ['seller'];
const security = [{ bearerAuth: [] }];

/** The wizard's drafts, kept on the server per seller. */
export async function wizardDraftsRoutes(app: FastifyInstance, { drafts }: { drafts: WizardDraftsService }) {
  const seller = { preHandler: requireRole(UserRole.Admin, UserRole.Seller) };
  registerEndpoint(
    app,
    wizardEndpoints.saveDraft,
    { ...seller, schema: { tags, summary: 'Create or save my offer draft', security } },
    (request) => drafts.save(request.user!.id, request.body),
  );
  registerEndpoint(
    app,
    wizardEndpoints.nextStep,
    {
      ...seller,
      schema: { tags, summary: 'My draft (the newest without an id) and the step it resumes at', security },
    },
    (request) => drafts.nextStep(request.user!.id, request.query.draftId),
  );
  registerEndpoint(
    app,
    wizardEndpoints.publish,
    { ...seller, schema: { tags, summary: 'Publish my complete draft: the offer is live at once', security } },
    (request) => drafts.publish(request.user!.id, request.body.draftId),
  );
}
