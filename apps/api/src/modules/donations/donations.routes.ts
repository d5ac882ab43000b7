import {
  activeGoalResponseSchema,
  banWordsSchema,
  closeGoalRequestSchema,
  createDonationRequestSchema,
  createDonationResponseSchema,
  createGoalRequestSchema,
  donationListQuerySchema,
  donationListResponseSchema,
  donationPageDesignSchema,
  donationPageDesignViewSchema,
  donationPageResponseSchema,
  donationStatsQuerySchema,
  donationStatsResponseSchema,
  donationStatusResponseSchema,
  donationTotalsQuerySchema,
  donationTotalsResponseSchema,
  donationViewSchema,
  fundraisingGoalSchema,
  minAmountResponseSchema,
  streamerBySlugQuerySchema,
  streamerListResponseSchema,
  streamerMinimumsSchema,
  streamerMinimumUpdateSchema,
  streamerOnlineResponseSchema,
  topDonatorsQuerySchema,
  topDonatorsResponseSchema,
  UserRole,
} from '@lootmarket/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/http/private-scope';
import type { DonationsService } from './donations.service';
import type { SandboxOnlineStatus, StreamOnlineStatus } from './twitch-online';

const tags = ['donations'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string().min(1).max(100) });
const userIdParams = z.object({ user_id: z.coerce.number().int().positive() });
const slugParams = z.object({ slug: z.string().trim().min(1).max(64) });
const origin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
const userId = (request: FastifyRequest): number => request.user!.id;
/** Creating donations starts payments at the acquirer: a tighter limit than the API's default. */
const donationRateLimit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/** The donate page, the success page and guests' donations. */
export async function donationsPublicRoutes(app: FastifyInstance, { donations }: { donations: DonationsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/donation',
    { config: donationRateLimit, schema: { tags, summary: 'Donate as a guest (e-mail required); answers the bank page to pay on', body: createDonationRequestSchema, response: { 200: createDonationResponseSchema } } },
    (request) => donations.createDonation(request.body, { userId: null }, origin(request)),
  );
  api.get(
    '/donations/status/:id',
    { schema: { tags, summary: 'Status of a donation, for the success page', params: idParams, response: { 200: donationStatusResponseSchema } } },
    (request) => donations.getStatus(request.params.id),
  );
  api.get(
    '/donations/streamer-by-slug-donation',
    { schema: { tags, summary: 'The streamer, active goal, minimums and design of a donate page', querystring: streamerBySlugQuerySchema, response: { 200: donationPageResponseSchema } } },
    (request) => donations.pageBySlug(request.query.slug),
  );
  api.get(
    '/donations/min-amount/:id',
    { schema: { tags, summary: 'The smallest donation per currency a streamer accepts (minor units)', params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: minAmountResponseSchema } } },
    (request) => donations.minAmounts(request.params.id),
  );
  api.get(
    '/goals/active/:user_id',
    { schema: { tags, summary: "A streamer's active fundraising goal", params: userIdParams, response: { 200: activeGoalResponseSchema } } },
    async (request) => ({ goal: await donations.goals.active(request.params.user_id) }),
  );
  api.get(
    '/streamer',
    { schema: { tags, summary: 'Streamers with a donation page', querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }), response: { 200: streamerListResponseSchema } } },
    (request) => donations.listStreamers(request.query.limit),
  );
  api.get(
    '/streamer/:slug/online',
    { schema: { tags, summary: "Whether the streamer's Twitch channel is live", params: slugParams, response: { 200: streamerOnlineResponseSchema } } },
    (request) => donations.isOnline(request.params.slug),
  );
}

/** Outside production with the sandbox: switches a channel live or offline for demos and journeys. */
export async function sandboxStreamRoutes(app: FastifyInstance, { online }: { online: StreamOnlineStatus }) {
  if (!online.sandbox) return;
  const sandbox = online as SandboxOnlineStatus;
  app.withTypeProvider<ZodTypeProvider>().put(
    '/sandbox/twitch/streams/:slug',
    { schema: { tags: ['sandbox'], summary: 'Sandbox Twitch: set a channel live or offline', params: slugParams, body: z.object({ online: z.boolean() }), response: { 200: streamerOnlineResponseSchema } } },
    (request) => {
      sandbox.setOnline(request.params.slug, request.body.online);
      return { slug: request.params.slug.toLowerCase(), online: request.body.online };
    },
  );
}

/** Support cancels a completed donation; the donor is refunded (admins only). */
export async function donationsAdminRoutes(app: FastifyInstance, { donations }: { donations: DonationsService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/donations/:id/cancel',
    {
      preHandler: requireRole(UserRole.Admin),
      schema: { tags, summary: 'Cancel a completed donation and refund the donor', security, params: idParams, body: z.object({ reason: z.string().trim().min(1).max(500) }), response: { 200: donationViewSchema } },
    },
    (request) => donations.cancelBySupport(request.params.id, request.body.reason),
  );
}

/** Signed-in donors and streamers. */
export async function donationsPrivateRoutes(app: FastifyInstance, { donations }: { donations: DonationsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/donation',
    { config: donationRateLimit, schema: { tags, summary: 'Donate as the signed-in user; answers the bank page to pay on', security, body: createDonationRequestSchema, response: { 200: createDonationResponseSchema } } },
    (request) => donations.createDonation(request.body, { userId: userId(request) }, origin(request)),
  );
  api.get(
    '/donation/:id',
    { schema: { tags, summary: 'One of my donations (as donor or streamer)', security, params: idParams, response: { 200: donationViewSchema } } },
    (request) => donations.getDonation(request.params.id, userId(request)),
  );
  api.get(
    '/donations/my',
    { schema: { tags, summary: 'Donations I made, newest first', security, querystring: donationListQuerySchema, response: { 200: donationListResponseSchema } } },
    (request) => donations.listMine(userId(request), request.query.limit, request.query.offset),
  );

  const streamer = { preHandler: requireRole(UserRole.Admin, UserRole.Streamer) };
  api.get(
    '/donations/received',
    { ...streamer, schema: { tags, summary: 'Completed donations to me, newest first', security, querystring: donationListQuerySchema, response: { 200: donationListResponseSchema } } },
    (request) => donations.listReceived(userId(request), request.query.limit, request.query.offset),
  );
  api.get(
    '/donations/cabinet/total-amount',
    { ...streamer, schema: { tags, summary: 'Completed donations to me per currency: count, paid and credited', security, querystring: donationTotalsQuerySchema, response: { 200: donationTotalsResponseSchema } } },
    (request) => donations.cabinet.totals(userId(request), request.query.period),
  );
  api.get(
    '/donations/cabinet/stats',
    { ...streamer, schema: { tags, summary: 'Completed donations to me in one currency per day or month: count and amount', security, querystring: donationStatsQuerySchema, response: { 200: donationStatsResponseSchema } } },
    (request) => donations.cabinet.stats(userId(request), request.query.period, request.query.currency),
  );
  api.get(
    '/donations/cabinet/top-donators',
    { ...streamer, schema: { tags, summary: 'My donors ranked by what they gave in one currency', security, querystring: topDonatorsQuerySchema, response: { 200: topDonatorsResponseSchema } } },
    (request) => donations.cabinet.topDonators(userId(request), request.query.period, request.query.currency, request.query.limit),
  );
  api.get(
    '/donations/cabinet/page',
    { ...streamer, schema: { tags, summary: 'My donate page as donors see it: address, active goal, own minimums, design', security, response: { 200: donationPageResponseSchema } } },
    (request) => donations.pageById(userId(request)),
  );
  api.put(
    '/donations/cabinet/page-design',
    { ...streamer, schema: { tags, summary: 'Saves the accent colour, background, headline and about text of my donate page', security, body: donationPageDesignSchema, response: { 200: donationPageDesignViewSchema } } },
    (request) => donations.pageDesign.save(userId(request), request.body),
  );
  api.get(
    '/donations/cabinet/min-amount',
    { ...streamer, schema: { tags, summary: 'My own minimum donation per currency (minor units), where set', security, response: { 200: streamerMinimumsSchema } } },
    (request) => donations.cabinet.ownMinimums(userId(request)),
  );
  api.put(
    '/donations/cabinet/min-amount',
    { ...streamer, schema: { tags, summary: 'Sets or (empty amount) removes my minimum donation in one currency', security, body: streamerMinimumUpdateSchema, response: { 200: streamerMinimumsSchema } } },
    (request) => donations.cabinet.updateMinimum(userId(request), request.body.currency, request.body.amount),
  );
  api.get(
    '/donations/ban-words',
    { ...streamer, schema: { tags, summary: 'My banned words', security, response: { 200: banWordsSchema } } },
    (request) => donations.banWords(userId(request)),
  );
  api.post(
    '/donations/ban-words',
    { ...streamer, schema: { tags, summary: 'Replaces my banned words', security, body: banWordsSchema, response: { 200: banWordsSchema } } },
    (request) => donations.replaceBanWords(userId(request), request.body.words),
  );
  api.get(
    '/goals/active',
    { ...streamer, schema: { tags, summary: 'My active fundraising goal', security, response: { 200: activeGoalResponseSchema } } },
    async (request) => ({ goal: await donations.goals.active(userId(request)) }),
  );
  api.get(
    '/goals/completed',
    { ...streamer, schema: { tags, summary: 'My finished fundraising goals, newest first', security, querystring: donationListQuerySchema, response: { 200: z.object({ items: z.array(fundraisingGoalSchema) }) } } },
    (request) => donations.goals.completed(userId(request), request.query.limit, request.query.offset),
  );
  api.post(
    '/goals',
    { ...streamer, schema: { tags, summary: 'Starts a fundraising goal (one active at a time)', security, body: createGoalRequestSchema, response: { 200: fundraisingGoalSchema } } },
    (request) => donations.goals.create(userId(request), request.body),
  );
  api.post(
    '/goals/close',
    { ...streamer, schema: { tags, summary: 'Finishes my active fundraising goal', security, body: closeGoalRequestSchema, response: { 200: fundraisingGoalSchema } } },
    (request) => donations.goals.close(userId(request), request.body.id),
  );
}
