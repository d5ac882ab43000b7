import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../platform/events/event-bus';
import { GOAL_PROGRESS_CHANNEL, type GoalProgressEvent } from './donations.payments';
import type { DonationsService } from './donations.service';

/** Proxies drop a silent stream after a minute or so; a comment line keeps it open. */
const HEARTBEAT_MS = 25_000;

/**
 * `GET goals/active/{user_id}/live`: Server-Sent Events for the donate page. The first event (`goal`) is
 * the active goal; each completed or cancelled donation then sends `progress` with the goal's new raised
 * amount, straight from the event bus, so a thousand open pages cost no extra queries. Browsers reconnect
 * an EventSource by themselves and get the current goal first again.
 */
export async function goalLiveRoutes(
  app: FastifyInstance,
  { donations, events }: { donations: DonationsService; events: Pick<EventBus, 'subscribe'> },
) {
  /** Open streams and how to stop each; closing the app ends them before the database goes away. */
  const open = new Map<ServerResponse, () => Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all([...open].map(([stream, stop]) => (stream.end(), stop())));
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/goals/active/:user_id/live',
    {
      schema: {
        tags: ['donations'],
        summary: "A streamer's active goal as Server-Sent Events: `goal` first, then `progress` on every change",
        params: z.object({ user_id: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const streamerId = request.params.user_id;
      const goal = await donations.goals.active(streamerId);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      const send = (event: string, data: unknown) => stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      send('goal', { goal });
      const unlisten = await events.subscribe<GoalProgressEvent>(GOAL_PROGRESS_CHANNEL, (progress) => {
        if (progress.streamerId === streamerId) send('progress', progress);
      });
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      let stopping: Promise<void> | null = null;
      // Once per stream, whichever comes first: the visitor leaving or the app closing.
      const stop = () =>
        (stopping ??= (async () => {
          clearInterval(heartbeat);
          open.delete(stream);
          await unlisten().catch(() => {});
        })());
      open.set(stream, stop);
      stream.on('close', () => void stop());
    },
  );
}
