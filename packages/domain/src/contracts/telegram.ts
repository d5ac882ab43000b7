import { z } from 'zod';

/** What a linked Telegram chat can be told about; each one is switched on or off by its owner. */
export const TELEGRAM_EVENTS = [
  'order_paid',
  'order_message',
  'dispute',
  'review',
  'payout',
  'seller_application',
  'donation',
  'support_answer',
] as const;
export const telegramEventSchema = z.enum(TELEGRAM_EVENTS);
export type TelegramEvent = z.infer<typeof telegramEventSchema>;

/** The switch labels of the settings page. */
export const TELEGRAM_EVENT_LABELS: Record<TelegramEvent, string> = {
  order_paid: 'Новый оплаченный заказ',
  order_message: 'Сообщение в заказе',
  dispute: 'Спор по заказу',
  review: 'Отзывы',
  payout: 'Вывод выплачен или не прошёл',
  seller_application: 'Решение по заявке продавца',
  donation: 'Донат получен',
  support_answer: 'Ответ поддержки',
};

/** A deep-link payload: Telegram passes at most 64 characters of [A-Za-z0-9_-] to `/start`. */
export const telegramStartTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The largest donation threshold a streamer may set, in minor units (1 000 000 ₽). */
export const TELEGRAM_DONATION_MIN_MAX = 100_000_000;

export const telegramPreferencesSchema = z.object({
  /** Every event with whether it is told; events missing from a request keep their switch. */
  events: z.partialRecord(telegramEventSchema, z.boolean()),
  /** Donations below this amount (minor units of the donation's currency) are not told; 0 tells every one. */
  donationMinMinor: z.number().int().min(0).max(TELEGRAM_DONATION_MIN_MAX),
});
export type TelegramPreferences = z.infer<typeof telegramPreferencesSchema>;

export const telegramStatusSchema = z.object({
  /** False when no bot is configured (and no sandbox runs): linking is not offered. */
  available: z.boolean(),
  linked: z.boolean(),
  /** The bot could not reach the chat (the user blocked it): delivery is off until linked again. */
  blocked: z.boolean(),
  /** The linked chat's @username, when Telegram told it. */
  username: z.string().nullable(),
  linkedAt: z.iso.datetime().nullable(),
  preferences: telegramPreferencesSchema,
});
export type TelegramStatus = z.infer<typeof telegramStatusSchema>;

export const telegramLinkResponseSchema = z.object({
  /** `https://t.me/<bot>?start=<token>`, or the sandbox chat in development. */
  url: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TelegramLinkResponse = z.infer<typeof telegramLinkResponseSchema>;

/** An incoming Bot API update: only what the bot reads is checked, the rest passes through. */
export const telegramUpdateSchema = z.looseObject({
  update_id: z.number().int(),
  message: z
    .looseObject({
      chat: z.looseObject({ id: z.number().int(), type: z.string().optional() }),
      from: z.looseObject({ id: z.number().int(), username: z.string().optional() }).optional(),
      text: z.string().optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;

export const telegramWebhookResponseSchema = z.object({ ok: z.literal(true) });
