import { z } from 'zod';
import { alertStateSchema } from './alert-moderation';
import { currencyCodeSchema } from '../currencies';
import { fundraisingGoalSchema } from './donations';
import { goalDisplayFormatSchema, widgetTitleDateLayoutSchema, widgetTypeSchema } from '../widgets';
import { mediaWidgetStateSchema } from './media';
import { alertLookSchema, WIDGET_LIMITS, widgetLookFields } from './widget-look';
import { widgetVariationSchema } from './widget-variations';
import { DEFAULT_WIDGET_SPEECH, widgetSpeechSchema } from './widget-speech';

const minor = z.number().int().min(0).max(100_000_000);

/** Everything the streamer edits on the settings tabs (style, image, sound, title, text). */
export const widgetSettingsSchema = z.object({
  name: z.string().trim().min(1, 'Введите название').max(WIDGET_LIMITS.nameMax),
  ...widgetLookFields,
  /** Alerts below the minimum in their currency are not shown (minor units). */
  minAmounts: z.object({ rub: minor, usd: minor, kzt: minor }),
  titleDateLayout: widgetTitleDateLayoutSchema,
  goalDisplayFormat: goalDisplayFormatSchema,
  /** The message read aloud; widgets saved before speech existed read as switched off. */
  tts: widgetSpeechSchema.default(DEFAULT_WIDGET_SPEECH),
  /** Looks for amount ranges, used instead of the fields above (decision 049). */
  variations: z
    .array(widgetVariationSchema)
    .max(WIDGET_LIMITS.variationsMax, `Не больше ${WIDGET_LIMITS.variationsMax} вариаций`)
    .default([]),
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

export const DEFAULT_WIDGET_SETTINGS: WidgetSettings = {
  name: 'Оповещения о донатах',
  layout: 'top',
  animation: 'fade',
  exitAnimation: 'fade',
  durationMs: 8_000,
  textColor: '#ffffff',
  accentColor: '#8b5cf6',
  fontSize: 32,
  titleTemplate: '{name} — {amount}',
  textTemplate: '{message}',
  soundVolume: 70,
  minAmounts: { rub: 0, usd: 0, kzt: 0 },
  titleDateLayout: 'title_above_date',
  goalDisplayFormat: 'amount_with_total',
  tts: DEFAULT_WIDGET_SPEECH,
  variations: [],
};

/** A widget as its owner sees it, with the secret address to paste into OBS. */
export const widgetSchema = z.object({
  id: z.number().int(),
  type: widgetTypeSchema,
  settings: widgetSettingsSchema,
  imageUrl: z.string().nullable(),
  soundUrl: z.string().nullable(),
  /** The secret path of the overlay page, `/widget/{token}`. */
  widgetPath: z.string(),
  connected: z.boolean(),
  createdAt: z.string(),
});
export type Widget = z.infer<typeof widgetSchema>;

export const widgetListSchema = z.object({ items: z.array(widgetSchema) });

export const widgetListQuerySchema = z.object({ type: widgetTypeSchema.optional() });

export const widgetCreateSchema = z.object({
  type: widgetTypeSchema.exclude(['unknown']),
  name: z.string().trim().min(1).max(WIDGET_LIMITS.nameMax).optional(),
});
export type WidgetCreate = z.infer<typeof widgetCreateSchema>;

export const widgetSettingsUpdateSchema = z.object({ id: z.number().int().positive(), settings: widgetSettingsSchema });

export const widgetIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
/** The overlay page's check of its address: any plain token shape; whether it is live is the server's answer. */
export const widgetTokenQuerySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

export const widgetIdQuerySchema = z.object({ id: z.coerce.number().int().positive() });

/** A template placeholder with its meaning, listed beside the title and text fields. */
const widgetTagSchema = z.object({ tag: z.string(), label: z.string(), example: z.string() });
export const widgetTagsResponseSchema = z.object({ items: z.array(widgetTagSchema) });
export type WidgetTag = z.infer<typeof widgetTagSchema>;

const ALERT_SOURCES = ['donation', 'order', 'test', 'test_order'] as const;
export type AlertSource = (typeof ALERT_SOURCES)[number];
const alertSourceSchema = z.enum(ALERT_SOURCES);

/** One alert as the overlay shows it: texts are plain, already masked by the donations module. */
export const alertSchema = z.object({
  id: z.string(),
  source: alertSourceSchema,
  donorName: z.string(),
  amount: z.number().int(),
  currency: currencyCodeSchema,
  message: z.string(),
  /** The donation bought a video on stream: «только с медиа» variations apply (decision 049). */
  hasMedia: z.boolean().optional(),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

const alertQueueItemSchema = alertSchema.extend({
  /** Whether it has left the queue: shown or skipped. */
  shown: z.boolean(),
  state: alertStateSchema,
  messageHidden: z.boolean(),
});
export const alertQueueSchema = z.object({
  paused: z.boolean(),
  widgets: z.array(z.object({ id: z.number().int(), name: z.string(), connected: z.boolean() })),
  items: z.array(alertQueueItemSchema),
});
export type AlertQueue = z.infer<typeof alertQueueSchema>;
export const alertReplayBodySchema = z.object({ alertId: z.string().regex(/^\d{1,18}$/) });

/** What the overlay page receives over its WebSocket. */
export const widgetServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    widget: z.object({
      type: widgetTypeSchema,
      settings: widgetSettingsSchema,
      imageUrl: z.string().nullable(),
      soundUrl: z.string().nullable(),
    }),
  }),
  /** `speechUrl`: the message read aloud, played after the alert sound; null when the alert is silent. */
  /** `look`: how to draw it, the default look or a variation chosen by amount; null from servers before variations. */
  z.object({
    type: z.literal('alert'),
    alert: alertSchema,
    speechUrl: z.string().nullable().default(null),
    look: alertLookSchema.nullable().default(null),
  }),
  /** Cut this alert short if it is on screen, or drop it unshown if it waits in the overlay's queue. */
  z.object({ type: z.literal('skip'), id: z.string() }),
  /** Drop every queued alert not started yet and keep the one on screen; the server sends what still may play. */
  z.object({ type: z.literal('recall') }),
  /** Goal widgets: the active goal now and after every change; null while there is none. */
  z.object({ type: z.literal('goal'), goal: fundraisingGoalSchema.nullable() }),
  /** Media widgets: the paid video on screen and the player state, now and after every change. */
  z.object({ type: z.literal('media'), state: mediaWidgetStateSchema }),
]);
export type WidgetServerMessage = z.infer<typeof widgetServerMessageSchema>;

/** How many alerts an overlay may hold sent and not yet acknowledged, at most (decision 051). */
export const WIDGET_ALERT_WINDOW_MAX = 32;
/** The window our overlay and the benchmark's ask for: a rush waits in the overlay, not on the round trips. */
export const WIDGET_ALERT_WINDOW = 16;

/**
 * What the overlay page sends: its token first, then one acknowledgement per alert shown. `window`: how
 * many alerts it takes ahead of the screen (1..32); none means 1, the overlays from before decision 051.
 */
export type WidgetClientMessage =
  | { type: 'hello'; token: string; lastShownId?: string | null; window?: number }
  | { type: 'ack'; id: string }
  /** A media widget finished playing a request's bought seconds. */
  | { type: 'media-ended'; id: string };

/** WebSocket close codes the overlay acts on. */
export const WIDGET_CLOSE_CODES = {
  /** The token is wrong or was rotated: reconnecting will not help. */
  revoked: 4001,
  /** The client broke the protocol. */
  protocol: 4002,
} as const;

export const WIDGET_SOCKET_PATH = '/api/ws/widgets';
export const WIDGET_PAGE_PREFIX = '/widget/';
