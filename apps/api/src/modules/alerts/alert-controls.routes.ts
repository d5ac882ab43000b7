import { UserRole } from '@lootmarket/domain';
import { alertModerationEndpoints, alertRemoteEndpoints } from '@lootmarket/domain/endpoints/alert-moderation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRole } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { Actor, AlertControls } from './alert-controls';
import type { AlertModerators } from './alert-moderators';

const security = [{ bearerAuth: [] }];
const tags = ['alert moderation'];
const ok = { ok: true as const };

const actorOf = (request: FastifyRequest): Actor => ({
  userId: request.user!.id,
  request: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
});

/** Private, streamers only: how their alerts reach the screen, and who moderates them. */
export async function alertModerationRoutes(
  app: FastifyInstance,
  { controls, moderators }: { controls: AlertControls; moderators: AlertModerators },
) {
  app.addHook('preHandler', requireRole(UserRole.Streamer, UserRole.Admin));
  const e = alertModerationEndpoints;
  registerEndpoint(app, e.get, { schema: { tags, summary: 'How alerts reach the screen', security } }, (request) =>
    controls.moderation(request.user!.id),
  );
  registerEndpoint(
    app,
    e.save,
    { schema: { tags, summary: 'At once, after a delay, or once approved', security } },
    (request) => controls.saveModeration(actorOf(request), request.body),
  );
  registerEndpoint(app, e.moderators, { schema: { tags, summary: "The streamer's moderators", security } }, (request) =>
    moderators.list(request.user!.id),
  );
  registerEndpoint(
    app,
    e.addModerator,
    { schema: { tags, summary: 'Adds a moderator by e-mail or profile link', security } },
    (request) => moderators.add(actorOf(request), request.body.email),
  );
  registerEndpoint(
    app,
    e.removeModerator,
    { schema: { tags, summary: 'Removes a moderator', security } },
    async (request) => {
      await moderators.remove(actorOf(request), request.params.userId);
      return ok;
    },
  );
}

/** Private, any signed-in user: the remote of a channel they own or moderate; others get 403. */
export async function alertRemoteRoutes(app: FastifyInstance, { controls }: { controls: AlertControls }) {
  const e = alertRemoteEndpoints;
  const isStreamer = (request: FastifyRequest) => request.user!.roles.includes(UserRole.Streamer);
  registerEndpoint(
    app,
    e.channels,
    { schema: { tags, summary: 'Channels the user controls', security } },
    async (request) => ({
      items: await controls.channelsOf(request.user!.id, isStreamer(request)),
    }),
  );
  registerEndpoint(
    app,
    e.queue,
    { schema: { tags, summary: 'Waiting and latest alerts (no amounts for moderators)', security } },
    (request) => controls.queue(request.user!.id, request.params.streamerId),
  );
  registerEndpoint(
    app,
    e.approve,
    { schema: { tags, summary: 'Lets a waiting alert on air', security } },
    async (request) => {
      const { streamerId, alertId } = request.params;
      await controls.approve(actorOf(request), streamerId, Number(alertId), request.body.hideMessage ?? false);
      return ok;
    },
  );
  const perAlert = [
    [e.skip, 'Stops an alert', 'skip'],
    [e.hideMessage, "Hides an alert's message", 'hideMessage'],
    [e.replay, 'Shows an alert again', 'replay'],
  ] as const;
  for (const [endpoint, summary, action] of perAlert)
    registerEndpoint(app, endpoint, { schema: { tags, summary, security } }, async (request) => {
      await controls[action](actorOf(request), request.params.streamerId, Number(request.params.alertId));
      return ok;
    });
  for (const [endpoint, paused] of [
    [e.pause, true],
    [e.resume, false],
  ] as const)
    registerEndpoint(
      app,
      endpoint,
      { schema: { tags, summary: paused ? 'Holds alerts back' : 'Lets alerts flow again', security } },
      async (request) => {
        await controls.setPaused(actorOf(request), request.params.streamerId, paused);
        return ok;
      },
    );
  registerEndpoint(
    app,
    e.skipCurrent,
    { schema: { tags, summary: 'Cuts the alert on screen short', security } },
    async (request) => {
      await controls.skipCurrent(actorOf(request), request.params.streamerId);
      return ok;
    },
  );
  registerEndpoint(
    app,
    e.addBanWord,
    { schema: { tags, summary: 'Adds a word to the ban list', security } },
    async (request) => {
      await controls.addBanWord(actorOf(request), request.params.streamerId, request.body.word);
      return ok;
    },
  );
}
