import multipart from '@fastify/multipart';
import {
  alertQueueSchema,
  alertReplayBodySchema,
  alertSchema,
  templateTagsFor,
  UserRole,
  WIDGET_LIMITS,
  widgetCreateSchema,
  widgetIdParamsSchema,
  widgetIdQuerySchema,
  widgetListQuerySchema,
  widgetListSchema,
  widgetSchema,
  widgetSettingsUpdateSchema,
  widgetTagsResponseSchema,
} from '@lootmarket/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { requireRole } from '../../platform/http/private-scope';
import type { AlertsService } from './alerts.service';
import { acceptWidgetSound, IMAGE_FORMAT_MESSAGE, IMAGE_TOO_LARGE_MESSAGE, reencodeWidgetImage, SOUND_FORMAT_MESSAGE, SOUND_TOO_LARGE_MESSAGE } from './widget-media';
import { WIDGET_MEDIA_PATH_PREFIX, type MediaKind, type WidgetsService } from './widgets.service';

const security = [{ bearerAuth: [] }];
const ok = z.object({ ok: z.literal(true) });

interface Options {
  widgets: WidgetsService;
  alerts: AlertsService;
}

/** Private, streamers only: widgets, their settings and media, and the alert queue controls. */
export async function widgetsPrivateRoutes(app: FastifyInstance, { widgets, alerts }: Options) {
  await app.register(multipart, { limits: { fileSize: WIDGET_LIMITS.imageMaxBytes, files: 1, fields: 1, parts: 2 } });
  app.addHook('preHandler', requireRole(UserRole.Streamer, UserRole.Admin));
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['widgets'];
  const me = (request: FastifyRequest) => request.user!.id;

  api.get('/donations/widgets', { schema: { tags, summary: "The streamer's overlay widgets", security, querystring: widgetListQuerySchema, response: { 200: widgetListSchema } } },
    async (request) => ({ items: await widgets.list(me(request), request.query.type) }));
  api.post('/donations/widgets', { schema: { tags, summary: 'Creates a widget with default settings', security, body: widgetCreateSchema, response: { 200: widgetSchema } } },
    (request) => widgets.create(me(request), request.body));
  api.get('/donations/widgets/tags', { schema: { tags, summary: 'Placeholders for title and text templates', security, querystring: widgetListQuerySchema, response: { 200: widgetTagsResponseSchema } } },
    async (request) => ({ items: templateTagsFor(request.query.type) }));
  api.get('/donations/widgets/:id', { schema: { tags, summary: 'One widget with its secret address', security, params: widgetIdParamsSchema, response: { 200: widgetSchema } } },
    (request) => widgets.get(me(request), request.params.id));
  api.delete('/donations/widgets/:id', { schema: { tags, summary: 'Deletes a widget; its overlays disconnect', security, params: widgetIdParamsSchema, response: { 200: ok } } },
    async (request) => (await widgets.remove(me(request), request.params.id), { ok: true as const }));
  api.post('/donations/widgets/settings', { schema: { tags, summary: 'Saves style, title, text, sound and limits', security, body: widgetSettingsUpdateSchema, response: { 200: widgetSchema } } },
    (request) => widgets.updateSettings(me(request), request.body.id, request.body.settings));
  api.post('/donations/widgets/:id/rotate-token', { schema: { tags, summary: 'A new secret address; the old one stops working at once', security, params: widgetIdParamsSchema, response: { 200: widgetSchema } } },
    (request) => widgets.rotateToken(me(request), request.params.id));

  for (const kind of ['image', 'sound'] as const) {
    api.post(`/donations/widgets/${kind}`, {
      schema: { tags, summary: `Uploads the alert ${kind} (multipart field \`file\`; widget id in \`id\`)`, security, querystring: widgetIdQuerySchema.partial(), response: { 200: widgetSchema } },
      config: { rateLimit: { max: 60, timeWindow: 60 * 60_000 } },
    }, async (request) => {
      const { id, data } = await readUpload(request, kind);
      const media = kind === 'image' ? await reencodeWidgetImage(data) : acceptWidgetSound(data);
      return widgets.replaceMedia(me(request), id, kind, media);
    });
    api.delete(`/donations/widgets/${kind}`, { schema: { tags, summary: `Removes the alert ${kind}`, security, querystring: widgetIdQuerySchema, response: { 200: widgetSchema } } },
      (request) => widgets.removeMedia(me(request), request.query.id, kind));
  }

  api.post('/donation/queue/test', { schema: { tags, summary: 'Sends a test donation alert to the widgets', security, response: { 200: alertSchema } } },
    (request) => alerts.fireTest(me(request), 'test'));
  api.post('/donation/queue/test-order', { schema: { tags, summary: 'Sends a test purchase alert to offer and combined widgets', security, response: { 200: alertSchema } } },
    (request) => alerts.fireTest(me(request), 'test_order'));
  api.get('/donations/queue', { schema: { tags, summary: 'Queue state: paused, widgets online, latest alerts', security, response: { 200: alertQueueSchema } } },
    async (request) => alerts.queue(me(request), await widgets.rows(me(request))));
  for (const [action, paused] of [['pause', true], ['resume', false]] as const) {
    api.post(`/donations/queue/${action}`, { schema: { tags, summary: paused ? 'Holds new alerts back' : 'Lets alerts flow again', security, response: { 200: ok } } },
      async (request) => (await alerts.setPaused(me(request), paused), { ok: true as const }));
  }
  api.post('/donations/queue/skip', { schema: { tags, summary: 'Cuts the alert on screen short', security, response: { 200: ok } } },
    async (request) => (await alerts.skipCurrent(me(request)), { ok: true as const }));
  api.post('/donations/queue/replay', { schema: { tags, summary: 'Shows an earlier alert again', security, body: alertReplayBodySchema, response: { 200: alertSchema } } },
    (request) => alerts.replay(me(request), Number(request.body.alertId)));
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
export async function widgetMediaPublicRoutes(app: FastifyInstance, { widgets }: { widgets: WidgetsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(`${WIDGET_MEDIA_PATH_PREFIX}:file`, {
    schema: { tags: ['widgets'], summary: 'An alert image or sound', params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.(webp|mp3|ogg|wav)$/) }) },
  }, async (request, reply) => {
    const media = await widgets.findMedia(request.params.file);
    if (!media) throw new AppError('NOT_FOUND');
    return reply
      .type(media.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(media.data);
  });
}
