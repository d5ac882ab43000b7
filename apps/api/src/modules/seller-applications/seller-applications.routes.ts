import { sellerApplicationSchema, sellerLeadSchema } from '@lootmarket/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SELLER_APPLICATION_STATUSES } from '../users/users.tables';
import type { SellerApplicationsService } from './seller-applications.service';

export const sellerApplicationViewSchema = z.object({
  id: z.number(),
  user_id: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  telegram_login: z.string(),
  status: z.enum(SELLER_APPLICATION_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

const security = [{ bearerAuth: [] }];
/** Per account rather than per address: after authentication, so the user is known. */
const perUser = (max: number) => ({
  rateLimit: { max, timeWindow: 60 * 60_000, hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}` },
});

/** Private: the signed-in user's own application. */
export async function sellerApplicationRoutes(app: FastifyInstance, { applications }: { applications: SellerApplicationsService }) {
  app.withTypeProvider<ZodTypeProvider>().post('/seller-application', {
    schema: { tags: ['sellers'], summary: 'Applies to become a seller; 409 while one is pending', security, body: sellerApplicationSchema, response: { 201: sellerApplicationViewSchema } },
    config: perUser(10),
  }, async (request, reply) => reply.code(201).send(await applications.apply(request.user!.id, request.body)));
}

/** Mounted in its own authenticated scope under /api/mailer. */
export async function sellerMailerRoutes(app: FastifyInstance, { applications }: { applications: SellerApplicationsService }) {
  app.withTypeProvider<ZodTypeProvider>().post('/send-mail', {
    schema: { tags: ['sellers'], summary: 'Mails a seller lead to the team', security, body: sellerLeadSchema, response: { 200: z.object({ ok: z.literal(true) }) } },
    config: perUser(5),
  }, async (request) => {
    await applications.notifyTeam(request.user!.id, request.body.telegram_login);
    return { ok: true as const };
  });
}
