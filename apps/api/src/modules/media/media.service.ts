import { randomUUID } from 'node:crypto';
import {
  MEDIA_REFUSALS,
  mediaSecondsBought,
  type CurrencyCode,
  type MediaCheckResponse,
  type MediaPlayer,
  type MediaPlayerCommand,
  type MediaQueueResponse,
  type MediaRefusal,
  type MediaRequest,
  type MediaSettings,
  type MediaWidgetState,
  type Money,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/app-error';
import {
  parseVideoLink,
  VideoRefused,
  type VideoInfo,
  type VideoLink,
  type VideoLookup,
} from '../../platform/video/video';
import { effectiveStart, playableSeconds, pricesFor } from './media-pricing';
import { createMediaRepo, type MediaRequestRow, type MediaSettingsRow } from './media.repo';

/** Every change of a streamer's media queue or player; the payload names the streamer. */
export const MEDIA_CHANNEL = 'media_requests';
export interface MediaEvent {
  streamerId: number;
}

export const DEFAULT_MEDIA_SETTINGS: MediaSettings = {
  enabled: false,
  pricePerSecond: { rub: 1_000 },
  minAmount: { rub: 10_000 },
  maxDurationSeconds: 60,
  approval: 'manual',
};
const DEFAULT_PLAYER: MediaPlayer = { paused: false, volume: 70 };
const RECENT_LIMIT = 20;

export interface DemoPlayedRequest {
  videoId: string;
  title: string;
  seconds: number;
  donorName: string;
  amount: Money;
  hoursAgo: number;
}
const NOT_FOUND = 'Заказ видео не найден';

/** A video checked and priced for a donation that is about to be created. */
export interface PreparedMedia {
  streamerId: number;
  video: VideoInfo;
  startSeconds: number;
  seconds: number;
  amount: Money;
}

export interface MediaServiceDeps {
  db: Db;
  videos: VideoLookup;
  streamers: { idBySlug(slug: string): Promise<number | null> };
  /** The donations module's ban-word filter, inside the caller's transaction. */
  masking: { maskForStreamer(tx: Db, streamerId: number, texts: readonly string[]): Promise<string[]> };
  events: Pick<EventBus, 'publish'>;
  now: () => number;
}

/** More to write in the transaction of a change, such as its audit entry. */
export type AlsoInTransaction = (tx: Db) => Promise<void>;

const HARD_REFUSALS = new Set<MediaRefusal>(['link_invalid', 'no_price', 'too_little']);

/** A refusal the donate page shows by the link field; `details.reason` is the stable code. */
export function mediaRefusal(reason: MediaRefusal): AppError {
  const message = MEDIA_REFUSALS[reason];
  const details = { reason, issues: [{ path: '/mediaUrl', message }] };
  if (reason === 'provider_down') return new AppError('UNAVAILABLE', message, details);
  return new AppError(HARD_REFUSALS.has(reason) ? 'VALIDATION_FAILED' : 'CONFLICT', message, details);
}

const toSettings = (row: MediaSettingsRow | undefined): MediaSettings =>
  row
    ? {
        enabled: row.enabled,
        pricePerSecond: row.pricePerSecond,
        minAmount: row.minAmount,
        maxDurationSeconds: row.maxDurationSeconds,
        approval: row.approval,
      }
    : DEFAULT_MEDIA_SETTINGS;

const toPlayer = (row: MediaSettingsRow | undefined): MediaPlayer =>
  row ? { paused: row.paused, volume: row.volume } : DEFAULT_PLAYER;

export function toMediaRequest(row: MediaRequestRow): MediaRequest {
  return {
    id: row.id,
    provider: row.provider,
    videoId: row.videoId,
    title: row.title,
    startSeconds: row.startSeconds,
    seconds: row.seconds,
    donorName: row.donorName,
    amount: { amount: row.amount, currency: row.currency },
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createMediaService(deps: MediaServiceDeps) {
  const { db, videos, events, now } = deps;
  const repo = createMediaRepo(db);
  const changed = (tx: Db, streamerId: number) =>
    events.publish(MEDIA_CHANNEL, { streamerId } satisfies MediaEvent, tx);

  async function enabledSettings(streamerId: number): Promise<MediaSettings> {
    const settings = toSettings(await repo.settings(streamerId));
    if (!settings.enabled) throw mediaRefusal('media_off');
    return settings;
  }

  async function lookup(url: string): Promise<{ link: VideoLink; video: VideoInfo }> {
    const link = parseVideoLink(url);
    if (!link) throw mediaRefusal('link_invalid');
    try {
      return { link, video: await videos.lookup(link) };
    } catch (error) {
      if (error instanceof VideoRefused) throw mediaRefusal(error.reason);
      throw error;
    }
  }

  /** Runs `change` on the streamer's request under a row lock and tells the widgets. */
  async function decide(
    streamerId: number,
    id: string,
    change: (row: MediaRequestRow) => Partial<MediaRequestRow> | null,
    also?: AlsoInTransaction,
  ): Promise<MediaRequest> {
    return inTransaction(db, async (tx) => {
      const txRepo = createMediaRepo(tx);
      const row = await txRepo.lockById(id);
      if (!row || row.streamerId !== streamerId || row.status === 'unpaid') throw new AppError('NOT_FOUND', NOT_FOUND);
      const values = change(row);
      if (!values) return toMediaRequest(row);
      const updated = await txRepo.update(id, values);
      await changed(tx, streamerId);
      await also?.(tx);
      return toMediaRequest(updated);
    });
  }

  const finished = (status: 'played' | 'rejected' | 'skipped', by: number | null) => ({
    status,
    finishedAt: new Date(now()),
    decidedBy: by,
  });

  return {
    getSettings: async (streamerId: number): Promise<MediaSettings> => toSettings(await repo.settings(streamerId)),

    async saveSettings(streamerId: number, settings: MediaSettings): Promise<MediaSettings> {
      return toSettings(await repo.upsertSettings(streamerId, settings));
    },

    /** The streamer's media terms as the donate page shows them. */
    async offer(slug: string): Promise<MediaSettings> {
      const streamerId = await deps.streamers.idBySlug(slug);
      if (streamerId === null) throw new AppError('NOT_FOUND', 'Стример не найден');
      return toSettings(await repo.settings(streamerId));
    },

    /** What the donate page shows for a pasted link before the donor pays. */
    async check(slug: string, url: string): Promise<MediaCheckResponse> {
      const streamerId = await deps.streamers.idBySlug(slug);
      if (streamerId === null) throw new AppError('NOT_FOUND', 'Стример не найден');
      const settings = await enabledSettings(streamerId);
      const { link, video } = await lookup(url);
      const startSeconds = effectiveStart(video.durationSeconds, link.startSeconds);
      const playable = playableSeconds(video.durationSeconds, link.startSeconds, settings.maxDurationSeconds);
      const [title] = await deps.masking.maskForStreamer(db, streamerId, [video.title]);
      return {
        provider: video.provider,
        videoId: video.videoId,
        title: title ?? '',
        durationSeconds: video.durationSeconds,
        startSeconds,
        playableSeconds: playable,
        price: pricesFor(settings, playable),
        minAmount: settings.minAmount,
        pricePerSecond: settings.pricePerSecond,
      };
    },

    /** Checks a donation's video and the seconds its amount buys; refuses before anything is written. */
    async prepare(streamerId: number, url: string, amount: Money): Promise<PreparedMedia> {
      const settings = await enabledSettings(streamerId);
      if (!settings.pricePerSecond[amount.currency as CurrencyCode]) throw mediaRefusal('no_price');
      const { link, video } = await lookup(url);
      const playable = playableSeconds(video.durationSeconds, link.startSeconds, settings.maxDurationSeconds);
      const seconds = mediaSecondsBought(settings, amount.amount, amount.currency, playable);
      if (seconds < 1) throw mediaRefusal('too_little');
      return {
        streamerId,
        video,
        startSeconds: effectiveStart(video.durationSeconds, link.startSeconds),
        seconds,
        amount,
      };
    },

    /** Writes the video with its donation, in the donation's transaction; it waits there for the payment. */
    async reserveInTransaction(tx: Db, donationId: string, donorName: string, media: PreparedMedia): Promise<void> {
      const [title] = await deps.masking.maskForStreamer(tx, media.streamerId, [media.video.title]);
      await createMediaRepo(tx).insert({
        streamerId: media.streamerId,
        donationId,
        provider: media.video.provider,
        videoId: media.video.videoId,
        title: title ?? '',
        startSeconds: media.startSeconds,
        seconds: media.seconds,
        donorName,
        amount: media.amount.amount,
        currency: media.amount.currency,
        status: 'unpaid',
        createdAt: new Date(now()),
      });
    },

    /**
     * The donation was paid: its video becomes a request, approved at once or waiting for the streamer,
     * in the transaction that completes the donation. A repeated completion changes nothing.
     */
    async donationPaidInTransaction(tx: Db, donationId: string): Promise<boolean> {
      const txRepo = createMediaRepo(tx);
      const row = await txRepo.byDonation(donationId);
      if (!row) return false;
      if (row.status !== 'unpaid') return true;
      const settings = toSettings(await txRepo.settings(row.streamerId));
      const at = new Date(now());
      const automatic = settings.approval === 'auto';
      await txRepo.update(row.id, {
        status: automatic ? 'approved' : 'pending',
        paidAt: at,
        approvedAt: automatic ? at : null,
      });
      await changed(tx, row.streamerId);
      return true;
    },

    async queue(streamerId: number): Promise<MediaQueueResponse> {
      const [settings, items, recent] = await Promise.all([
        repo.settings(streamerId),
        repo.queued(streamerId),
        repo.recent(streamerId, RECENT_LIMIT),
      ]);
      return { player: toPlayer(settings), items: items.map(toMediaRequest), recent: recent.map(toMediaRequest) };
    },

    approve: (streamerId: number, id: string, by: number, also?: AlsoInTransaction) =>
      decide(
        streamerId,
        id,
        (row) => {
          if (row.status === 'approved') return null;
          if (row.status !== 'pending') throw new AppError('CONFLICT', 'Этот заказ уже не ждёт одобрения');
          return { status: 'approved', approvedAt: new Date(now()), decidedBy: by };
        },
        also,
      ),

    /** Not shown on stream; the money stays the streamer's as an ordinary donation (decision 048). */
    reject: (streamerId: number, id: string, by: number, also?: AlsoInTransaction) =>
      decide(
        streamerId,
        id,
        (row) => {
          if (row.status === 'rejected') return null;
          if (row.status !== 'pending' && row.status !== 'approved')
            throw new AppError('CONFLICT', 'Это видео уже показано или пропущено');
          return finished('rejected', by);
        },
        also,
      ),

    /** Stops the video on screen (or drops a waiting one); the widget moves on to the next. */
    skip: (streamerId: number, id: string, by: number, also?: AlsoInTransaction) =>
      decide(
        streamerId,
        id,
        (row) => {
          if (row.status === 'skipped') return null;
          if (row.status !== 'pending' && row.status !== 'approved')
            throw new AppError('CONFLICT', 'Это видео уже показано или отклонено');
          return finished('skipped', by);
        },
        also,
      ),

    async player(streamerId: number, command: MediaPlayerCommand, also?: AlsoInTransaction): Promise<MediaPlayer> {
      const values = command.action === 'volume' ? { volume: command.volume } : { paused: command.action === 'pause' };
      return inTransaction(db, async (tx) => {
        const row = await createMediaRepo(tx).upsertSettings(streamerId, values);
        await changed(tx, streamerId);
        await also?.(tx);
        return toPlayer(row);
      });
    },

    /**
     * Demo history: videos already shown, for a streamer who never had a request, so a new user sees a
     * filled queue page at once. Each stands for a donation of the demo's past, not a real one. True when written.
     */
    async seedPlayed(streamerId: number, items: readonly DemoPlayedRequest[]): Promise<boolean> {
      if ((await repo.queued(streamerId)).length > 0 || (await repo.recent(streamerId, 1)).length > 0) return false;
      await inTransaction(db, async (tx) => {
        for (const item of items) {
          const at = new Date(now() - item.hoursAgo * 3_600_000);
          await createMediaRepo(tx).insert({
            streamerId,
            donationId: randomUUID(),
            provider: 'sandbox',
            videoId: item.videoId,
            title: item.title,
            seconds: item.seconds,
            donorName: item.donorName,
            amount: item.amount.amount,
            currency: item.amount.currency,
            status: 'played',
            createdAt: at,
            paidAt: at,
            approvedAt: at,
            finishedAt: new Date(at.getTime() + item.seconds * 1000),
          });
        }
      });
      return true;
    },

    /** What the streamer's media widgets show now. */
    async widgetState(streamerId: number): Promise<MediaWidgetState> {
      const [settings, playing] = await Promise.all([repo.settings(streamerId), repo.nowPlaying(streamerId)]);
      return { item: playing ? toMediaRequest(playing) : null, player: toPlayer(settings) };
    },

    /** A widget played a request's bought seconds; the next approved one follows. */
    async ended(streamerId: number, id: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const txRepo = createMediaRepo(tx);
        const row = await txRepo.lockById(id);
        if (!row || row.streamerId !== streamerId || row.status !== 'approved') return;
        await txRepo.update(id, finished('played', null));
        await changed(tx, streamerId);
      });
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
