import { UserRole } from '@lootmarket/domain';
import {
  donationEndpoints,
  publicDonationEndpoints,
  streamerEndpoints,
  supportDonationEndpoints,
} from '@lootmarket/domain/endpoints/donations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/http/private-scope';
import { staffContext, staffOnly } from '../../platform/http/staff-permission';
import { AUDITED_IN_SERVICE } from '../audit/audit.staff-writes';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { DonationsService } from './donations.service';
import type { SandboxOnlineStatus, StreamOnlineStatus } from './twitch-online';

const tags = ['donations'];
const security = [{ bearerAuth: [] }];
const origin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
const userId = (request: FastifyRequest): number => request.user!.id;
/**
 * Creating donations starts payments at the acquirer: a tighter limit than the API's default, one budget
 * for guests and signed-in donors of a client address (decision 022).
 */
const donationRateLimit = { rateLimit: { max: 20, timeWindow: 60_000, groupId: 'donations.create' } };

/** The donate page, the success page and guests' donations. */
export async function donationsPublicRoutes(app: FastifyInstance, { donations }: { donations: DonationsService }) {
  registerEndpoint(
    app,
    publicDonationEndpoints.donate,
    {
      config: donationRateLimit,
      schema: { tags, summary: 'Donate as a guest (e-mail required); answers the bank page to pay on' },
    },
    (request) => donations.createDonation(request.body, { userId: null }, origin(request)),
  );
  registerEndpoint(
    app,
    publicDonationEndpoints.status,
    { schema: { tags, summary: 'Status of a donation, for the success page' } },
    (request) => donations.getStatus(request.params.id),
  );
  registerEndpoint(
    app,
    publicDonationEndpoints.pageBySlug,
    { schema: { tags, summary: 'The streamer, active goal, minimums and design of a donate page' } },
    (request) => donations.pageBySlug(request.query.slug),
  );
  registerEndpoint(
    app,
    publicDonationEndpoints.minAmount,
    { schema: { tags, summary: 'The smallest donation per currency a streamer accepts (minor units)' } },
    (request) => donations.minAmounts(request.params.id),
  );
  registerEndpoint(
    app,
    publicDonationEndpoints.activeGoal,
    { schema: { tags, summary: "A streamer's active fundraising goal" } },
    async (request) => ({
      goal: await donations.goals.active(request.params.user_id),
    }),
  );
  registerEndpoint(
    app,
    publicDonationEndpoints.streamers,
    { schema: { tags, summary: 'Streamers with a donation page' } },
    (request) => donations.listStreamers(request.query.limit),
  );
  registerEndpoint(
    app,
    publicDonationEndpoints.streamerOnline,
    { schema: { tags, summary: "Whether the streamer's Twitch channel is live" } },
    (request) => donations.isOnline(request.params.slug),
  );
}

/** Outside production with the sandbox: switches a channel live or offline for demos and journeys. */
export async function sandboxStreamRoutes(app: FastifyInstance, { online }: { online: StreamOnlineStatus }) {
  if (!online.sandbox) return;
  const sandbox = online as SandboxOnlineStatus;
  app.withTypeProvider<ZodTypeProvider>().put(
    '/sandbox/twitch/streams/:slug',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox Twitch: set a channel live or offline',
        params: publicDonationEndpoints.streamerOnline.params,
        body: z.object({ online: z.boolean() }),
        response: { 200: publicDonationEndpoints.streamerOnline.response },
      },
    },
    (request) => {
      sandbox.setOnline(request.params.slug, request.body.online);
      return { slug: request.params.slug.toLowerCase(), online: request.body.online };
    },
  );
}

/** Support cancels a completed donation; the donor is refunded (admins only). */
export async function donationsAdminRoutes(app: FastifyInstance, { donations }: { donations: DonationsService }) {
  registerEndpoint(
    app,
    supportDonationEndpoints.cancel,
    {
      ...staffOnly('refunds.destructive'),
      config: AUDITED_IN_SERVICE,
      schema: { tags, summary: 'Cancel a completed donation and refund the donor', security },
    },
    (request) => donations.cancelBySupport(request.params.id, request.body.reason, staffContext(request)),
  );
}

/** Signed-in donors and streamers. */
export async function donationsPrivateRoutes(app: FastifyInstance, { donations }: { donations: DonationsService }) {
  registerEndpoint(
    app,
    donationEndpoints.donate,
    {
      config: donationRateLimit,
      schema: { tags, summary: 'Donate as the signed-in user; answers the bank page to pay on', security },
    },
    (request) => donations.createDonation(request.body, { userId: userId(request) }, origin(request)),
  );
  registerEndpoint(
    app,
    donationEndpoints.get,
    { schema: { tags, summary: 'One of my donations (as donor or streamer)', security } },
    (request) => donations.getDonation(request.params.id, userId(request)),
  );
  registerEndpoint(
    app,
    donationEndpoints.mine,
    { schema: { tags, summary: 'Donations I made, newest first', security } },
    (request) => donations.listMine(userId(request), request.query.limit, request.query.offset),
  );

  const streamer = { preHandler: requireRole(UserRole.Admin, UserRole.Streamer) };
  registerEndpoint(
    app,
    streamerEndpoints.received,
    { ...streamer, schema: { tags, summary: 'Completed donations to me, newest first', security } },
    (request) => donations.listReceived(userId(request), request.query.limit, request.query.offset),
  );
  registerEndpoint(
    app,
    streamerEndpoints.totals,
    {
      ...streamer,
      schema: { tags, summary: 'Completed donations to me per currency: count, paid and credited', security },
    },
    (request) => donations.cabinet.totals(userId(request), request.query.period),
  );
  registerEndpoint(
    app,
    streamerEndpoints.stats,
    {
      ...streamer,
      schema: {
        tags,
        summary: 'Completed donations to me in one currency per day or month: count and amount',
        security,
      },
    },
    (request) => donations.cabinet.stats(userId(request), request.query.period, request.query.currency),
  );
  registerEndpoint(
    app,
    streamerEndpoints.topDonators,
    { ...streamer, schema: { tags, summary: 'My donors ranked by what they gave in one currency', security } },
    (request) =>
      donations.cabinet.topDonators(userId(request), request.query.period, request.query.currency, request.query.limit),
  );
  registerEndpoint(
    app,
    streamerEndpoints.page,
    {
      ...streamer,
      schema: {
        tags,
        summary: 'My donate page as donors see it: address, active goal, own minimums, design',
        security,
      },
    },
    (request) => donations.pageById(userId(request)),
  );
  registerEndpoint(
    app,
    streamerEndpoints.savePageDesign,
    {
      ...streamer,
      schema: {
        tags,
        summary: 'Saves the accent colour, background, headline and about text of my donate page',
        security,
      },
    },
    (request) => donations.pageDesign.save(userId(request), request.body),
  );
  registerEndpoint(
    app,
    streamerEndpoints.minimums,
    {
      ...streamer,
      schema: { tags, summary: 'My own minimum donation per currency (minor units), where set', security },
    },
    (request) => donations.cabinet.ownMinimums(userId(request)),
  );
  registerEndpoint(
    app,
    streamerEndpoints.setMinimum,
    {
      ...streamer,
      schema: { tags, summary: 'Sets or (empty amount) removes my minimum donation in one currency', security },
    },
    (request) => donations.cabinet.updateMinimum(userId(request), request.body.currency, request.body.amount),
  );
  registerEndpoint(
    app,
    streamerEndpoints.banWords,
    { ...streamer, schema: { tags, summary: 'My banned words', security } },
    (request) => donations.banWords(userId(request)),
  );
  registerEndpoint(
    app,
    streamerEndpoints.replaceBanWords,
    { ...streamer, schema: { tags, summary: 'Replaces my banned words', security } },
    (request) => donations.replaceBanWords(userId(request), request.body.words),
  );
  registerEndpoint(
    app,
    streamerEndpoints.activeGoal,
    { ...streamer, schema: { tags, summary: 'My active fundraising goal', security } },
    async (request) => ({
      goal: await donations.goals.active(userId(request)),
    }),
  );
  registerEndpoint(
    app,
    streamerEndpoints.completedGoals,
    { ...streamer, schema: { tags, summary: 'My finished fundraising goals, newest first', security } },
    (request) => donations.goals.completed(userId(request), request.query.limit, request.query.offset),
  );
  registerEndpoint(
    app,
    streamerEndpoints.createGoal,
    { ...streamer, schema: { tags, summary: 'Starts a fundraising goal (one active at a time)', security } },
    (request) => donations.goals.create(userId(request), request.body),
  );
  registerEndpoint(
    app,
    streamerEndpoints.closeGoal,
    { ...streamer, schema: { tags, summary: 'Finishes my active fundraising goal', security } },
    (request) => donations.goals.close(userId(request), request.body.id),
  );
}
