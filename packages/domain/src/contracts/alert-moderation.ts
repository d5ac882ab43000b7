import { z } from 'zod';
import { currencyCodeSchema } from '../currency-schema';

/** How a streamer's paid alerts reach the screen: at once, after a delay, or once a person approves them. */
export const ALERT_MODES = ['auto', 'delay', 'manual'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

export const ALERT_DELAY_LIMITS = { min: 5, max: 600, default: 30 } as const;

export const alertModerationSchema = z.object({
  mode: z.enum(ALERT_MODES),
  delaySeconds: z.number().int(),
});
export type AlertModeration = z.infer<typeof alertModerationSchema>;

export const alertModerationUpdateSchema = z.object({
  mode: z.enum(ALERT_MODES, { error: 'Выберите режим показа оповещений' }),
  delaySeconds: z
    .number({ error: 'Укажите задержку в секундах' })
    .int('Задержка — целое число секунд')
    .min(ALERT_DELAY_LIMITS.min, `Задержка — не меньше ${ALERT_DELAY_LIMITS.min} секунд`)
    .max(ALERT_DELAY_LIMITS.max, `Задержка — не больше ${ALERT_DELAY_LIMITS.max} секунд`)
    .optional(),
});
export type AlertModerationUpdate = z.infer<typeof alertModerationUpdateSchema>;

/**
 * Where an alert is on its way to the screen. `delayed`: waits out the streamer's delay; `held`: waits
 * for approval; `queued`: approved, waits for the overlay; `on_screen`: the overlay is showing it;
 * `shown` and `skipped` are final.
 */
export const ALERT_STATES = ['delayed', 'held', 'queued', 'on_screen', 'shown', 'skipped'] as const;
export type AlertState = (typeof ALERT_STATES)[number];
export const alertStateSchema = z.enum(ALERT_STATES);

export const ALERT_STATE_LABELS: Readonly<Record<AlertState, string>> = {
  delayed: 'Ждёт задержку',
  held: 'Ждёт одобрения',
  queued: 'В очереди',
  on_screen: 'На экране',
  shown: 'Показано',
  skipped: 'Пропущено',
};

/** An alert as the remote shows it; moderators get no amount. */
export const remoteAlertSchema = z.object({
  id: z.string(),
  source: z.enum(['donation', 'order', 'test', 'test_order']),
  donorName: z.string(),
  amount: z.number().int().optional(),
  currency: currencyCodeSchema.optional(),
  message: z.string(),
  messageHidden: z.boolean(),
  state: alertStateSchema,
  /** When a delayed alert goes on air (ISO), else null. */
  notBefore: z.string().nullable(),
  createdAt: z.string(),
});
export type RemoteAlert = z.infer<typeof remoteAlertSchema>;

export const CHANNEL_ROLES = ['owner', 'moderator'] as const;
export type ChannelRole = (typeof CHANNEL_ROLES)[number];

/** A streamer's channel a user may control: their own or one they moderate. */
export const alertChannelSchema = z.object({
  streamerId: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  role: z.enum(CHANNEL_ROLES),
});
export type AlertChannel = z.infer<typeof alertChannelSchema>;
export const alertChannelsSchema = z.object({ items: z.array(alertChannelSchema) });

export const remoteQueueSchema = z.object({
  channel: alertChannelSchema,
  paused: z.boolean(),
  moderation: alertModerationSchema,
  widgetsOnline: z.number().int(),
  /** Waiting for approval or their delay, oldest first. */
  waiting: z.array(remoteAlertSchema),
  /** Approved and the latest finished, newest first. */
  recent: z.array(remoteAlertSchema),
});
export type RemoteQueue = z.infer<typeof remoteQueueSchema>;

export const channelParamsSchema = z.object({ streamerId: z.coerce.number().int().positive() });
export const channelAlertParamsSchema = channelParamsSchema.extend({
  alertId: z.string().regex(/^\d{1,18}$/, 'Оповещение не найдено'),
});
export const alertApproveBodySchema = z.object({ hideMessage: z.boolean().optional() });
export const channelBanWordBodySchema = z.object({
  word: z.string().trim().min(1, 'Введите слово').max(64, 'Слово — не длиннее 64 символов'),
});

export const alertModeratorSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  addedAt: z.string(),
});
export type AlertModerator = z.infer<typeof alertModeratorSchema>;
export const alertModeratorsSchema = z.object({ items: z.array(alertModeratorSchema) });
export const alertModeratorAddSchema = z.object({
  email: z
    .string({ error: 'Укажите e-mail или ссылку на профиль' })
    .trim()
    .min(3, 'Укажите e-mail или ссылку на профиль')
    .max(320, 'Слишком длинный адрес'),
});
export const alertModeratorParamsSchema = z.object({ userId: z.coerce.number().int().positive() });
