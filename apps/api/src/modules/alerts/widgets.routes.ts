import multipart from '@fastify/multipart';
import { templateTagsFor, UserRole, WIDGET_LIMITS, widgetIdQuerySchema } from '@lootmarket/domain';
import {
  alertQueueEndpoints,
  speechEndpoints,
  widgetEndpoints,
  widgetOverlayEndpoints,
} from '@lootmarket/domain/endpoints/widgets';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { requireRole } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { SPEECH_PATH_PREFIX, type AlertSpeech } from './alert-speech';
import { findLibraryFile, LIBRARY_PATH_PREFIX, widgetLibrary } from './widget-library';
import type { Actor, AlertControls } from './alert-controls';
import type { AlertsService } from './alerts.service';
import {
  acceptWidgetSound,
  IMAGE_FORMAT_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  reencodeWidgetImage,
  SOUND_FORMAT_MESSAGE,
  SOUND_TOO_LARGE_MESSAGE,
} from './widget-media';
import { WIDGET_MEDIA_PATH_PREFIX, type MediaKind, type WidgetsService } from './widgets.service';

const security = [{ bearerAuth: [] }];

interface Options {
  widgets: WidgetsService;
  alerts: AlertsService;
  speech: AlertSpeech;
  /** The queue's pause, skip and replay, audited with the streamer as actor. */
  controls: AlertControls;
}

/** Samples a streamer may hear per client and minute: each is a synthesis. */
const PREVIEWS_PER_MINUTE = 30;

/** Private, streamers only: widgets, their settings and media, and the alert queue controls. */
export async function widgetsPrivateRoutes(app: FastifyInstance, { widgets, alerts, speech, controls }: Options) {
  await app.register(multipart, { limits: { fileSize: WIDGET_LIMITS.imageMaxBytes, files: 1, fields: 1, parts: 2 } });
  app.addHook('preHandler', requireRole(UserRole.Streamer, UserRole.Admin));
  const tags = ['widgets'];
  const me = (request: FastifyRequest) => request.user!.id;
  const actorOf = (request: FastifyRequest): Actor => ({
    userId: me(request),
    request: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
  });

  registerEndpoint(
    app,
    widgetEndpoints.list,
    { schema: { tags, summary: "The streamer's overlay widgets", security } },
    async (request) => ({
      items: await widgets.list(me(request), request.query.type),
    }),
  );
  registerEndpoint(
    app,
    widgetEndpoints.create,
    { schema: { tags, summary: 'Creates a widget with default settings', security } },
    (request) => widgets.create(me(request), request.body),
  );
  registerEndpoint(
    app,
    widgetEndpoints.tags,
    { schema: { tags, summary: 'Placeholders for title and text templates', security } },
    async (request) => ({
      items: templateTagsFor(request.query.type),
    }),
  );
  registerEndpoint(
    app,
    widgetEndpoints.get,
    { schema: { tags, summary: 'One widget with its secret address', security } },
    (request) => widgets.get(me(request), request.params.id),
  );
  registerEndpoint(
    app,
    widgetEndpoints.remove,
    { schema: { tags, summary: 'Deletes a widget; its overlays disconnect', security } },
    async (request) => {
      await widgets.remove(me(request), request.params.id);
      return { ok: true as const };
    },
  );
  registerEndpoint(
    app,
    widgetEndpoints.saveSettings,
    { schema: { tags, summary: 'Saves style, title, text, sound and limits', security } },
    (request) => widgets.updateSettings(me(request), request.body.id, request.body.settings),
  );
  registerEndpoint(
    app,
    widgetEndpoints.rotateToken,
    { schema: { tags, summary: 'A new secret address; the old one stops working at once', security } },
    (request) => widgets.rotateToken(me(request), request.params.id),
  );

  for (const kind of ['image', 'sound'] as const) {
    registerEndpoint(
      app,
      widgetEndpoints[kind].upload,
      {
        schema: {
          tags,
          summary: `Uploads the alert ${kind} (multipart field \`file\`; widget id in \`id\`)`,
          security,
        },
        config: { rateLimit: { max: 60, timeWindow: 60 * 60_000 } },
      },
      async (request) => {
        const { id, data } = await readUpload(request, kind);
        const media = kind === 'image' ? await reencodeWidgetImage(data) : acceptWidgetSound(data);
        return widgets.replaceMedia(me(request), id, kind, media);
      },
    );
    registerEndpoint(
      app,
      widgetEndpoints[kind].pick,
      { schema: { tags, summary: `Puts a built-in ${kind} on the widget`, security } },
      (request) => widgets.pickLibrary(me(request), request.body.id, kind, request.body.itemId),
    );
    registerEndpoint(
      app,
      widgetEndpoints[kind].remove,
      { schema: { tags, summary: `Removes the alert ${kind}`, security } },
      (request) => widgets.removeMedia(me(request), request.query.id, kind),
    );
  }

  registerEndpoint(
    app,
    widgetEndpoints.library,
    { schema: { tags, summary: 'Built-in alert sounds and pictures', security } },
    async () => widgetLibrary(),
  );
  registerEndpoint(
    app,
    speechEndpoints.voices,
    { schema: { tags, summary: 'Voices alerts can read messages with', security } },
    async () => ({ items: speech.voices() }),
  );
  registerEndpoint(
    app,
    speechEndpoints.preview,
    {
      schema: { tags, summary: 'A sample read aloud (the audio itself)', security },
      config: { rateLimit: { max: PREVIEWS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { text, voice, speed = 1 } = request.body;
      let audio;
      try {
        audio = await speech.preview(text, voice, speed);
      } catch (error) {
        request.log.warn({ err: error }, 'speech preview failed');
        throw new AppError('UNAVAILABLE', 'Не удалось озвучить текст, попробуйте ещё раз');
      }
      return reply.type(audio.contentType).header('cache-control', 'no-store').send(audio.data);
    },
  );

  registerEndpoint(
    app,
    alertQueueEndpoints.testDonation,
    { schema: { tags, summary: 'Sends a test donation alert to the widgets', security } },
    (request) => alerts.fireTest(me(request), 'test'),
  );
  registerEndpoint(
    app,
    alertQueueEndpoints.testOrder,
    { schema: { tags, summary: 'Sends a test purchase alert to offer and combined widgets', security } },
    (request) => alerts.fireTest(me(request), 'test_order'),
  );
  registerEndpoint(
    app,
    alertQueueEndpoints.state,
    { schema: { tags, summary: 'Queue state: paused, widgets online, latest alerts', security } },
    async (request) => alerts.queue(me(request), await widgets.rows(me(request))),
  );
  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    registerEndpoint(
      app,
      alertQueueEndpoints[action],
      { schema: { tags, summary: paused ? 'Holds new alerts back' : 'Lets alerts flow again', security } },
      async (request) => {
        await controls.setPaused(actorOf(request), me(request), paused);
        return { ok: true as const };
      },
    );
  }
  registerEndpoint(
    app,
    alertQueueEndpoints.skip,
    { schema: { tags, summary: 'Cuts the alert on screen short', security } },
    async (request) => {
      await controls.skipCurrent(actorOf(request), me(request));
      return { ok: true as const };
    },
  );
  registerEndpoint(
    app,
    alertQueueEndpoints.replay,
    { schema: { tags, summary: 'Shows an earlier alert again', security } },
    (request) => controls.replay(actorOf(request), me(request), Number(request.body.alertId)),
  );
}

/** The widget id (query or a form field before the file) and the file's bytes, within the kind's size limit. */
async function readUpload(request: FastifyRequest, kind: MediaKind): Promise<{ id: number; data: Buffer }> {
  const formatMessage = kind === 'image' ? IMAGE_FORMAT_MESSAGE : SOUND_FORMAT_MESSAGE;
  const tooLarge = kind === 'image' ? IMAGE_TOO_LARGE_MESSAGE : SOUND_TOO_LARGE_MESSAGE;
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', formatMessage);
  const maxBytes = kind === 'image' ? WIDGET_LIMITS.imageMaxBytes : WIDGET_LIMITS.soundMaxBytes;
  const part = await request.file({ limits: { fileSize: maxBytes } });
  if (!part) throw new AppError('VALIDATION_FAILED', formatMessage);
  const field = part.fields.id;
  const fieldValue = field && !Array.isArray(field) && 'value' in field ? String(field.value) : undefined;
  const parsed = widgetIdQuerySchema.safeParse({ id: (request.query as { id?: unknown }).id ?? fieldValue });
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Не указан виджет');
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch {
    throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
  }
  return { id: parsed.data.id, data };
}

/** Public: uploaded alert images and sounds. Names change on every upload, so the bytes behind one never do. */
export async function widgetMediaPublicRoutes(
  app: FastifyInstance,
  { widgets, speech }: { widgets: WidgetsService; speech: AlertSpeech },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(
    app,
    widgetOverlayEndpoints.check,
    { schema: { tags: ['widgets'], summary: 'Whether an overlay address names a live widget (404 if not)' } },
    async (request) => {
      if (!(await widgets.authenticate(request.query.token))) throw new AppError('NOT_FOUND', 'Виджет не найден');
      return { ok: true as const };
    },
  );
  api.get(
    `${WIDGET_MEDIA_PATH_PREFIX}:file`,
    {
      schema: {
        tags: ['widgets'],
        summary: 'An alert image or sound',
        params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.(webp|mp3|ogg|wav)$/) }),
      },
    },
    async (request, reply) => {
      const media = await widgets.findMedia(request.params.file);
      if (!media) throw new AppError('NOT_FOUND');
      return reply
        .type(media.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(media.data);
    },
  );
  api.get(
    `${LIBRARY_PATH_PREFIX}:file`,
    {
      schema: {
        tags: ['widgets'],
        summary: 'A built-in alert sound or picture',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,40}\.(svg|wav)$/) }),
      },
    },
    async (request, reply) => {
      const media = findLibraryFile(request.params.file);
      if (!media) throw new AppError('NOT_FOUND');
      // Library files change only with a release; a week's caching keeps overlays fast and still lets a fix through.
      return reply
        .type(media.contentType)
        .header('cache-control', 'public, max-age=604800, stale-while-revalidate=2592000')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(media.data);
    },
  );
  api.get(
    `${SPEECH_PATH_PREFIX}:file`,
    {
      schema: {
        tags: ['widgets'],
        summary: 'An alert message read aloud',
        params: z.object({ file: z.string().regex(/^[0-9a-f]{40}\.(ogg|mp3|wav)$/) }),
      },
    },
    async (request, reply) => {
      const audio = await speech.find(request.params.file);
      if (!audio) throw new AppError('NOT_FOUND');
      // The name is a hash of what is said and how: the bytes behind it never change.
      return reply
        .type(audio.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(audio.data);
    },
  );
}
