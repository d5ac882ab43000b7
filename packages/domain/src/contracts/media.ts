import { z } from 'zod';
import { currencyCodeSchema } from '../currencies';
import { moneySchema } from '../money';

/** Where a requested video plays from; `sandbox` is the offline provider of development and tests. */
export const MEDIA_PROVIDERS = ['youtube', 'rutube', 'vk', 'sandbox'] as const;
export const mediaProviderSchema = z.enum(MEDIA_PROVIDERS);
export type MediaProvider = z.infer<typeof mediaProviderSchema>;

export const MEDIA_APPROVALS = ['auto', 'manual'] as const;
export type MediaApproval = (typeof MEDIA_APPROVALS)[number];

/** Bounds of a streamer's media settings. */
export const MEDIA_LIMITS = {
  maxDurationSeconds: { min: 5, max: 600 },
  /** Price per second in minor units. */
  pricePerSecond: { min: 1, max: 100_000 },
  urlMaxLength: 500,
} as const;

const minorAmountsSchema = z.partialRecord(currencyCodeSchema, z.number().int().min(0).max(100_000_000));

/** What a streamer charges for a video on stream and whether each one waits for approval. */
export const mediaSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Minor units per second of video, per currency; a currency without a price takes no media. */
  pricePerSecond: z.partialRecord(
    currencyCodeSchema,
    z
      .number({ error: 'Укажите цену за секунду' })
      .int()
      .min(MEDIA_LIMITS.pricePerSecond.min, { error: 'Цена за секунду — не меньше 0,01' })
      .max(MEDIA_LIMITS.pricePerSecond.max, { error: 'Слишком высокая цена за секунду' }),
  ),
  /** The smallest donation that buys a video, per currency (minor units). */
  minAmount: minorAmountsSchema,
  maxDurationSeconds: z
    .number()
    .int()
    .min(MEDIA_LIMITS.maxDurationSeconds.min, { error: 'Не меньше 5 секунд' })
    .max(MEDIA_LIMITS.maxDurationSeconds.max, { error: 'Не больше 10 минут' }),
  approval: z.enum(MEDIA_APPROVALS),
});
export type MediaSettings = z.infer<typeof mediaSettingsSchema>;

export const mediaCheckQuerySchema = z.object({
  slug: z.string().min(1).max(100),
  url: z.string().min(1).max(MEDIA_LIMITS.urlMaxLength),
});

/**
 * A link the donate page may take: the video's title and length, the seconds it can play (from its start,
 * capped by the streamer's maximum) and what those seconds cost per currency.
 */
export const mediaCheckResponseSchema = z.object({
  provider: mediaProviderSchema,
  videoId: z.string(),
  title: z.string(),
  durationSeconds: z.number().int(),
  startSeconds: z.number().int(),
  playableSeconds: z.number().int(),
  price: z.partialRecord(currencyCodeSchema, z.number().int()),
  minAmount: z.partialRecord(currencyCodeSchema, z.number().int()),
  pricePerSecond: z.partialRecord(currencyCodeSchema, z.number().int()),
});
export type MediaCheckResponse = z.infer<typeof mediaCheckResponseSchema>;

/** Stable machine reasons of a refused link or media donation (in the error's `details.reason`). */
export const MEDIA_REFUSALS = {
  media_off: 'Стример сейчас не принимает видео',
  link_invalid: 'Ссылка не похожа на видео YouTube, RuTube или VK Видео',
  not_found: 'Видео не найдено или удалено',
  not_embeddable: 'Автор запретил показывать это видео на других сайтах',
  not_public: 'Видео закрыто: можно заказать только открытое видео',
  live: 'Трансляции заказать нельзя — только записанные видео',
  no_price: 'В этой валюте стример не принимает видео',
  too_little: 'Этой суммы не хватает на видео',
  provider_unsupported: 'Пока можно заказать только видео с YouTube',
  provider_down: 'Не удалось проверить видео. Попробуйте ещё раз через минуту',
} as const;
export type MediaRefusal = keyof typeof MEDIA_REFUSALS;

export const MEDIA_REQUEST_STATUSES = ['unpaid', 'pending', 'approved', 'played', 'rejected', 'skipped'] as const;
export type MediaRequestStatus = (typeof MEDIA_REQUEST_STATUSES)[number];

/** A paid video request as the streamer's queue and the media widget see it; the title is already masked. */
export const mediaRequestSchema = z.object({
  id: z.uuid(),
  provider: mediaProviderSchema,
  videoId: z.string(),
  title: z.string(),
  startSeconds: z.number().int(),
  /** The seconds the donation bought. */
  seconds: z.number().int(),
  donorName: z.string(),
  amount: moneySchema,
  status: z.enum(MEDIA_REQUEST_STATUSES),
  createdAt: z.iso.datetime(),
});
export type MediaRequest = z.infer<typeof mediaRequestSchema>;

export const mediaPlayerSchema = z.object({ paused: z.boolean(), volume: z.number().int().min(0).max(100) });
export type MediaPlayer = z.infer<typeof mediaPlayerSchema>;

export const mediaQueueResponseSchema = z.object({
  player: mediaPlayerSchema,
  /** Waiting for approval and approved, in playing order (the first approved one is on screen). */
  items: z.array(mediaRequestSchema),
  /** The latest finished ones: played, skipped or rejected. */
  recent: z.array(mediaRequestSchema),
});
export type MediaQueueResponse = z.infer<typeof mediaQueueResponseSchema>;

/** A request as a channel's remote shows it: moderators see no amount (decision 047). */
export const channelMediaRequestSchema = mediaRequestSchema.extend({ amount: moneySchema.optional() });
export type ChannelMediaRequest = z.infer<typeof channelMediaRequestSchema>;

/** The media queue of one channel, for its streamer or a moderator. */
export const channelMediaQueueSchema = z.object({
  player: mediaPlayerSchema,
  items: z.array(channelMediaRequestSchema),
  recent: z.array(channelMediaRequestSchema),
});
export type ChannelMediaQueue = z.infer<typeof channelMediaQueueSchema>;

export const mediaPlayerCommandSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('play') }),
  z.object({ action: z.literal('pause') }),
  z.object({ action: z.literal('volume'), volume: z.number().int().min(0).max(100) }),
]);
export type MediaPlayerCommand = z.infer<typeof mediaPlayerCommandSchema>;

/** What a media widget shows: the request on screen (null while none is approved) and the player state. */
export const mediaWidgetStateSchema = z.object({ item: mediaRequestSchema.nullable(), player: mediaPlayerSchema });
export type MediaWidgetState = z.infer<typeof mediaWidgetStateSchema>;

/**
 * The seconds an amount buys: whole seconds at the price, at most the playable ones; 0 when the currency
 * has no price or the amount is under the media minimum. The server and the donate page count alike.
 */
export function mediaSecondsBought(
  terms: Pick<MediaSettings, 'pricePerSecond' | 'minAmount'>,
  amount: number,
  currency: z.infer<typeof currencyCodeSchema>,
  playable: number,
): number {
  const perSecond = terms.pricePerSecond[currency];
  if (!perSecond || amount < (terms.minAmount[currency] ?? 0)) return 0;
  return Math.min(playable, Math.floor(amount / perSecond));
}
