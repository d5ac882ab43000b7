import { offerModerationEndpoints } from '@lootmarket/domain/endpoints/moderation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { staffContext, staffOnly } from '../../platform/http/staff-permission';
import { AUDITED_IN_SERVICE } from '../audit/audit.staff-writes';
import type { OfferModerationService } from './offer-moderation.service';

const tags = ['moderation'];
const security = [{ bearerAuth: [] }];

/** Moderators find, hide and restore offers (decision 043). */
export async function offerModerationRoutes(
  app: FastifyInstance,
  { moderation }: { moderation: OfferModerationService },
) {
  registerEndpoint(
    app,
    offerModerationEndpoints.list,
    {
      ...staffOnly('moderation.read'),
      schema: { tags, summary: 'Hidden offers, or those an id or slug names', security },
    },
    (request) => moderation.list(request.query),
  );
  registerEndpoint(
    app,
    offerModerationEndpoints.hide,
    {
      ...staffOnly('moderation.write'),
      config: AUDITED_IN_SERVICE,
      schema: { tags, summary: 'Hides an offer with a reason its seller reads', security },
    },
    (request) => moderation.hide(request.params.id, request.body.reason, staffContext(request)),
  );
  registerEndpoint(
    app,
    offerModerationEndpoints.restore,
    {
      ...staffOnly('moderation.write'),
      config: AUDITED_IN_SERVICE,
      schema: { tags, summary: 'Returns a hidden offer to its seller as it was', security },
    },
    (request) => moderation.restore(request.params.id, staffContext(request)),
  );
}
