import { reviewModerationEndpoints as endpoints } from '@lootmarket/domain/endpoints/moderation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { staffContext, staffOnly } from '../../platform/http/staff-permission';
import { AUDITED_IN_SERVICE } from '../audit/audit.staff-writes';
import type { ReviewModeration } from './reviews.moderation';

const tags = ['moderation'];
const security = [{ bearerAuth: [] }];

/** Moderators find, hide and restore reviews (decision 043). */
export async function reviewModerationRoutes(app: FastifyInstance, { moderation }: { moderation: ReviewModeration }) {
  registerEndpoint(
    app,
    endpoints.list,
    { ...staffOnly('moderation.read'), schema: { tags, summary: 'Hidden reviews, or those an id names', security } },
    (request) => moderation.list(request.query),
  );
  registerEndpoint(
    app,
    endpoints.hide,
    {
      ...staffOnly('moderation.write'),
      config: AUDITED_IN_SERVICE,
      schema: { tags, summary: 'Hides a review from every page and rating, with a reason its author reads', security },
    },
    (request) => moderation.hide(request.params.id, request.body.reason, staffContext(request)),
  );
  registerEndpoint(
    app,
    endpoints.restore,
    {
      ...staffOnly('moderation.write'),
      config: AUDITED_IN_SERVICE,
      schema: { tags, summary: 'Shows a hidden review again', security },
    },
    (request) => moderation.restore(request.params.id, staffContext(request)),
  );
}
