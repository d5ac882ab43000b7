import { UserRole } from '@lootmarket/domain';
import {
  channelMediaEndpoints,
  publicMediaEndpoints,
  streamerMediaEndpoints,
} from '@lootmarket/domain/endpoints/media';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRole } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { MediaActor, MediaChannel } from './media-channel';
import type { MediaService } from './media.service';

const tags = ['donations'];
const security = [{ bearerAuth: [] }];
const userId = (request: FastifyRequest): number => request.user!.id;
/** Each check may ask the video provider: a tighter budget than the API's default. */
const checkRateLimit = { rateLimit: { max: 30, timeWindow: 60_000, groupId: 'donations.media-check' } };

/** The donate page checks a pasted video link. */
export async function mediaPublicRoutes(app: FastifyInstance, { media }: { media: MediaService }) {
  registerEndpoint(
    app,
    publicMediaEndpoints.offer,
    {
      schema: {
        tags,
        summary: 'Whether a streamer takes videos on stream, at what price per second and up to how long',
      },
    },
    (request) => media.offer(request.query.slug),
  );
  registerEndpoint(
    app,
    publicMediaEndpoints.check,
    {
      config: checkRateLimit,
      schema: {
        tags,
        summary: "A video link's provider, title, length and price at the streamer's media rates, or why it is refused",
      },
    },
    (request) => media.check(request.query.slug, request.query.url),
  );
}

/** The streamer's media settings, queue and player controls. */
export async function mediaPrivateRoutes(app: FastifyInstance, { media }: { media: MediaService }) {
  const streamer = { preHandler: requireRole(UserRole.Admin, UserRole.Streamer) };
  registerEndpoint(
    app,
    streamerMediaEndpoints.settings,
    { ...streamer, schema: { tags, summary: 'My media request settings', security } },
    (request) => media.getSettings(userId(request)),
  );
  registerEndpoint(
    app,
    streamerMediaEndpoints.saveSettings,
    {
      ...streamer,
      schema: { tags, summary: 'Saves media on/off, price per second, minimum, maximum length, approval', security },
    },
    (request) => media.saveSettings(userId(request), request.body),
  );
  registerEndpoint(
    app,
    streamerMediaEndpoints.queue,
    {
      ...streamer,
      schema: { tags, summary: 'Paid videos waiting and approved, the latest finished, the player', security },
    },
    (request) => media.queue(userId(request)),
  );
  registerEndpoint(
    app,
    streamerMediaEndpoints.approve,
    { ...streamer, schema: { tags, summary: 'Approves a waiting video: it joins the playing order', security } },
    (request) => media.approve(userId(request), request.params.id, userId(request)),
  );
  registerEndpoint(
    app,
    streamerMediaEndpoints.reject,
    {
      ...streamer,
      schema: { tags, summary: 'Rejects a video: not shown, the money stays a donation', security },
    },
    (request) => media.reject(userId(request), request.params.id, userId(request)),
  );
  registerEndpoint(
    app,
    streamerMediaEndpoints.skip,
    { ...streamer, schema: { tags, summary: 'Skips a video, the one on screen included', security } },
    (request) => media.skip(userId(request), request.params.id, userId(request)),
  );
  registerEndpoint(
    app,
    streamerMediaEndpoints.player,
    { ...streamer, schema: { tags, summary: 'Plays, pauses or sets the volume of my media widgets', security } },
    (request) => media.player(userId(request), request.body),
  );
}

/** Private, any signed-in user: a channel's paid videos on the remote, for its streamer and moderators. */
export async function mediaChannelRoutes(app: FastifyInstance, { channel }: { channel: MediaChannel }) {
  const e = channelMediaEndpoints;
  const actorOf = (request: FastifyRequest): MediaActor => ({
    userId: userId(request),
    request: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
  });
  registerEndpoint(
    app,
    e.queue,
    { schema: { tags, summary: "A channel's paid videos (no amounts for moderators)", security } },
    (request) => channel.queue(userId(request), request.params.streamerId),
  );
  const decisions = [
    [e.approve, 'approve', 'Approves a waiting video of the channel'],
    [e.reject, 'reject', 'Rejects a video of the channel'],
    [e.skip, 'skip', 'Skips a video of the channel'],
  ] as const;
  for (const [endpoint, decision, summary] of decisions)
    registerEndpoint(app, endpoint, { schema: { tags, summary, security } }, async (request) => {
      await channel.decide(actorOf(request), request.params.streamerId, request.params.id, decision);
      return { ok: true as const };
    });
  registerEndpoint(
    app,
    e.player,
    { schema: { tags, summary: "Plays, pauses or sets the volume of the channel's media widgets", security } },
    (request) => channel.player(actorOf(request), request.params.streamerId, request.body),
  );
}
