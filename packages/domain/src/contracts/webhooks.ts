import { z } from 'zod';

/** The events a seller's endpoint may ask for (issue 29); `webhook.test` is sent only on request. */
export const WEBHOOK_EVENT_TYPES = [
  'order.paid',
  'order.delivered',
  'order.confirmed',
  'order.cancelled',
  'order.refunded',
  'dispute.opened',
  'dispute.resolved',
  'chat.message',
  'review.created',
  'stock.low',
  'offer.hidden',
  'payout.sent',
  'payout.failed',
] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;
export type WebhookMessageType = WebhookEventType | 'webhook.test';

/** The event checkboxes of the profile's API page. */
export const WEBHOOK_EVENT_TITLES: Record<WebhookEventType, string> = {
  'order.paid': 'Заказ оплачен',
  'order.delivered': 'Заказ выдан',
  'order.confirmed': 'Покупатель подтвердил заказ',
  'order.cancelled': 'Заказ отменён',
  'order.refunded': 'Деньги за заказ возвращены',
  'dispute.opened': 'Открыт спор',
  'dispute.resolved': 'Спор решён',
  'chat.message': 'Новое сообщение в заказе',
  'review.created': 'Новый отзыв',
  'stock.low': 'Ключи заканчиваются',
  'offer.hidden': 'Предложение скрыто модерацией',
  'payout.sent': 'Выплата отправлена',
  'payout.failed': 'Выплата не прошла',
};

/** Endpoints one seller may keep at once. */
export const WEBHOOK_ENDPOINTS_PER_USER = 10;
/** Keys left in stock at which `stock.low` is sent, unless the seller sets another number. */
export const WEBHOOK_DEFAULT_STOCK_LOW = 5;
/** How long the previous secret still signs after a rotation, in hours. */
export const WEBHOOK_ROTATION_HOURS = 24;
/** How long the delivery log is kept, in days. */
export const WEBHOOK_LOG_DAYS = 30;

const webhookUrlSchema = z
  .string()
  .trim()
  .max(2000, 'Не длиннее 2000 символов')
  .pipe(z.url({ protocol: /^https?$/, error: 'Укажите адрес, начинающийся с https://' }));
const webhookEventsSchema = z
  .array(webhookEventTypeSchema)
  .min(1, 'Выберите хотя бы одно событие')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);
const stockLowThresholdSchema = z
  .number({ error: 'Укажите число' })
  .int('Укажите целое число')
  .min(0, 'Не меньше 0')
  .max(100_000, 'Не больше 100 000');

export const createWebhookRequestSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  stockLowThreshold: stockLowThresholdSchema.default(WEBHOOK_DEFAULT_STOCK_LOW),
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequestSchema>;

/** An endpoint's new address, events or threshold; what is left out stays as it is. */
export const updateWebhookRequestSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    events: webhookEventsSchema.optional(),
    stockLowThreshold: stockLowThresholdSchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Укажите, что изменить',
  });
export type UpdateWebhookRequest = z.input<typeof updateWebhookRequestSchema>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  stockLowThreshold: z.number().int(),
  /** `disabled` after three days of failed deliveries; the owner is mailed. */
  status: z.enum(['active', 'disabled']),
  /** The secret's last characters, to tell a rotated secret from the old one. */
  secretHint: z.string(),
  /** Until when the previous secret still signs too, after a rotation. */
  previousSecretUntil: z.string().nullable(),
  failingSince: z.string().nullable(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** A new endpoint or a rotated secret: the `whsec_…` secret is in this answer only. */
export const webhookWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });

export const webhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed', 'stopped']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

/** One try of a delivery as the log keeps it. */
export const webhookAttemptSchema = z.object({
  at: z.string(),
  /** The answer's HTTP status; null when no answer came (timeout, refused connection). */
  responseStatus: z.number().int().nullable(),
  /** The first 4 KB of the answer. */
  responseBody: z.string(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same for every try and replay of one event. */
  eventId: z.string(),
  type: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.array(webhookAttemptSchema),
  nextAttemptAt: z.string().nullable(),
  request: z.object({ body: z.string() }),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });

/** Replays the deliveries created in a time range (at most 1000), whatever their outcome. */
export const replayWebhookRangeSchema = z
  .object({ since: z.iso.datetime({ offset: true }), until: z.iso.datetime({ offset: true }) })
  .refine((range) => Date.parse(range.since) <= Date.parse(range.until), {
    message: 'Начало позже конца',
    path: ['until'],
  });
export const replayedWebhooksSchema = z.object({ replayed: z.number().int() });

/** The body of every webhook: the event, its object, that object's sequence number and the event's time. */
export const webhookPayloadSchema = z.object({
  id: z.string(),
  type: z.string(),
  timestamp: z.string(),
  object: z.object({ type: z.string(), id: z.string() }),
  /** Grows by one with each event of the same object: a receiver can put late arrivals in order. */
  sequence: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
