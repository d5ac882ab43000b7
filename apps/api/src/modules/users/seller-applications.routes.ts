import { profileEndpoints } from '@lootmarket/domain/endpoints/profile';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from '../../platform/http/client-key';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { SellerApplicationsService } from './seller-applications.service';

const security = [{ bearerAuth: [] }];
/** Per account rather than per address: after authentication, so the user is known. */
const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60 * 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? clientKey(request.ip)}`,
  },
});

/** Private: the signed-in user's own application. */
export async function sellerApplicationRoutes(
  app: FastifyInstance,
  { applications }: { applications: SellerApplicationsService },
) {
  registerEndpoint(
    app,
    profileEndpoints.applyAsSeller,
    {
      schema: { tags: ['sellers'], summary: 'Applies to become a seller; 409 while one is pending', security },
      config: perUser(10),
    },
    (request) => applications.apply(request.user!.id, request.body),
  );
  registerEndpoint(
    app,
    profileEndpoints.mySellerApplication,
    { schema: { tags: ['sellers'], summary: "The user's newest application, or null", security } },
    (request) => applications.mine(request.user!.id),
  );
}

/** Mounted in its own authenticated scope under /api/mailer. */
export async function sellerMailerRoutes(
  app: FastifyInstance,
  { applications }: { applications: SellerApplicationsService },
) {
  registerEndpoint(
    app,
    profileEndpoints.mailSellerLead,
    { schema: { tags: ['sellers'], summary: 'Mails a seller lead to the team', security }, config: perUser(5) },
    async (request) => {
      await applications.notifyTeam(request.user!.id, request.body);
      return { ok: true as const };
    },
  );
}
