import { donationPageModerationEndpoints as endpoints } from '@lootmarket/domain/endpoints/moderation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { staffContext, staffOnly } from '../../platform/http/staff-permission';
import { AUDITED_IN_SERVICE } from '../audit/audit.staff-writes';
import type { DonationPageModeration } from './donations.moderation';

const tags = ['moderation'];
const security = [{ bearerAuth: [] }];
/** Complaints are written by guests too: one small budget per client address (decision 022). */
const reportRateLimit = { rateLimit: { max: 5, timeWindow: 60 * 60_000, groupId: 'donation-pages.report' } };

/** Anyone reports a donate page. */
export async function donationReportRoutes(
  app: FastifyInstance,
  { moderation }: { moderation: DonationPageModeration },
) {
  registerEndpoint(
    app,
    endpoints.report,
    { config: reportRateLimit, schema: { tags, summary: 'Report a donate page to the moderators (guests too)' } },
    (request) => moderation.report(request.params.slug, request.body, request.user?.id ?? null),
  );
}

/** Moderators see reported donate pages and hide or restore them. */
export async function donationPageModerationRoutes(
  app: FastifyInstance,
  { moderation }: { moderation: DonationPageModeration },
) {
  registerEndpoint(
    app,
    endpoints.list,
    {
      ...staffOnly('moderation.read'),
      schema: { tags, summary: 'Reported donate pages, the longest waiting first, then hidden ones', security },
    },
    (request) => moderation.list(request.query),
  );
  registerEndpoint(
    app,
    endpoints.hide,
    {
      ...staffOnly('moderation.write'),
      config: AUDITED_IN_SERVICE,
      schema: { tags, summary: 'Hides a donate page with a reason; it takes no donations', security },
    },
    (request) => moderation.hide(request.params.slug, request.body.reason, staffContext(request)),
  );
  registerEndpoint(
    app,
    endpoints.restore,
    {
      ...staffOnly('moderation.write'),
      config: AUDITED_IN_SERVICE,
      schema: { tags, summary: 'Shows a hidden donate page again', security },
    },
    (request) => moderation.restore(request.params.slug, staffContext(request)),
  );
}
