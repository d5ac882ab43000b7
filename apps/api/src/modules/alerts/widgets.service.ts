import {
  DEFAULT_WIDGET_SETTINGS,
  DEFAULT_WIDGET_SPEECH,
  findVariationOverlap,
  upgradeWidgetSpeech,
  WIDGET_LIMITS,
  WIDGET_PAGE_PREFIX,
  widgetSettingsSchema,
  type Widget,
  type WidgetCreate,
  type WidgetSettings,
  type WidgetType,
  type WidgetVariation,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/app-error';
import { createAlertsRepo, type WidgetRow } from './alerts.repo';
import { ALERTS_CHANNEL, isConnected, type AlertsEvent } from './alerts.service';
import type { MediaFile } from './widget-media';
import { isLibraryFile, libraryFileName, libraryUrl } from './widget-library';
import { newTokenNonce, parseWidgetToken, verifyWidgetToken, widgetToken } from './widget-token';

export const WIDGET_MEDIA_PATH_PREFIX = '/uploads/widgets/';

const DEFAULT_NAMES: Record<Exclude<WidgetType, 'unknown'>, string> = {
  donation: 'Оповещения о донатах',
  offer: 'Оповещения о покупках',
  combined: 'Донаты и покупки',
  goal: 'Цель сбора',
  media: 'Видео от зрителей',
};

const NOT_FOUND = 'Виджет не найден';
export type MediaKind = 'image' | 'sound';

export function createWidgetsService({
  db,
  events,
  secret,
  now = Date.now,
  defaultVoice = DEFAULT_WIDGET_SPEECH.voice,
}: {
  db: Db;
  events: EventBus;
  secret: string;
  now?: () => number;
  /** The voice new widgets read with: the best this server offers. */
  defaultVoice?: string;
}) {
  const repo = createAlertsRepo(db);

  const toWidget = (row: WidgetRow): Widget => ({
    id: row.id,
    type: row.type,
    settings: storedSettings(row.settings),
    imageUrl: mediaUrl(row.imageFile),
    soundUrl: mediaUrl(row.soundFile),
    widgetPath: `${WIDGET_PAGE_PREFIX}${widgetToken(secret, row.id, row.tokenNonce)}`,
    connected: isConnected(row, now()),
    createdAt: row.createdAt.toISOString(),
  });

  async function owned(streamerId: number, id: number): Promise<WidgetRow> {
    const row = await repo.findWidget(id);
    if (!row || row.streamerId !== streamerId) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  }

  /** Tells every process holding sockets of the widget to re-read it (or to drop them). */
  const announce = (row: WidgetRow, tokenVersion: number | null) =>
    events.publish(ALERTS_CHANNEL, {
      kind: 'widget',
      streamerId: row.streamerId,
      widgetId: row.id,
      tokenVersion,
    } satisfies AlertsEvent);

  return {
    toWidget,

    /** The streamer's widgets, optionally of one type, oldest first. */
    async list(streamerId: number, type?: WidgetType): Promise<Widget[]> {
      const rows = await repo.listWidgets(streamerId);
      return rows.filter((row) => !type || row.type === type).map(toWidget);
    },

    rows: (streamerId: number) => repo.listWidgets(streamerId),

    get: async (streamerId: number, id: number): Promise<Widget> => toWidget(await owned(streamerId, id)),

    /** A new widget with default settings; it starts after the alerts already queued, not from the first one. */
    async create(streamerId: number, input: WidgetCreate): Promise<Widget> {
      if ((await repo.countWidgets(streamerId)) >= WIDGET_LIMITS.perStreamer) {
        throw new AppError('CONFLICT', `Можно создать не больше ${WIDGET_LIMITS.perStreamer} виджетов`);
      }
      const stream = await repo.findStream(streamerId);
      const settings: WidgetSettings = {
        ...DEFAULT_WIDGET_SETTINGS,
        name: input.name ?? DEFAULT_NAMES[input.type],
        tts: { ...DEFAULT_WIDGET_SPEECH, voice: defaultVoice },
      };
      const row = await repo.insertWidget({
        streamerId,
        type: input.type,
        settings,
        tokenNonce: newTokenNonce(),
        ackedSeq: stream?.lastSeq ?? 0,
      });
      return toWidget(row);
    },

    async updateSettings(streamerId: number, id: number, settings: WidgetSettings): Promise<Widget> {
      checkVariations(settings.variations);
      const row = await repo.updateWidget(id, streamerId, { settings });
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      await announce(row, row.tokenVersion);
      return toWidget(row);
    },

    /** A new secret address; overlays still on the old one are disconnected at once. */
    async rotateToken(streamerId: number, id: number): Promise<Widget> {
      const row = await repo.rotateToken(id, streamerId, newTokenNonce());
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      await announce(row, row.tokenVersion);
      return toWidget(row);
    },

    async remove(streamerId: number, id: number): Promise<void> {
      const row = await owned(streamerId, id);
      await repo.deleteWidget(id, streamerId);
      await announce(row, null);
    },

    /** Stores checked media under a fresh name and points the widget at it; the old file goes. */
    async replaceMedia(streamerId: number, id: number, kind: MediaKind, media: MediaFile): Promise<Widget> {
      const current = await owned(streamerId, id);
      const column = kind === 'image' ? 'imageFile' : 'soundFile';
      const row = await inTransaction(db, async (transaction) => {
        const tx = createAlertsRepo(transaction);
        await tx.insertMedia(id, media.file, media.contentType, media.data);
        const updated = await tx.updateWidget(id, streamerId, { [column]: media.file });
        if (current[column]) await tx.deleteMedia(current[column]);
        return updated!;
      });
      await announce(row, row.tokenVersion);
      return toWidget(row);
    },

    /** Points the widget at a built-in sound or picture; an uploaded one it had goes. */
    async pickLibrary(streamerId: number, id: number, kind: MediaKind, itemId: string): Promise<Widget> {
      const file = libraryFileName(kind, itemId);
      if (!file) throw new AppError('NOT_FOUND', 'В библиотеке нет такого файла');
      const current = await owned(streamerId, id);
      const column = kind === 'image' ? 'imageFile' : 'soundFile';
      const row = await inTransaction(db, async (transaction) => {
        const tx = createAlertsRepo(transaction);
        const updated = await tx.updateWidget(id, streamerId, { [column]: file });
        if (current[column]) await tx.deleteMedia(current[column]);
        return updated!;
      });
      await announce(row, row.tokenVersion);
      return toWidget(row);
    },

    async removeMedia(streamerId: number, id: number, kind: MediaKind): Promise<Widget> {
      const current = await owned(streamerId, id);
      const column = kind === 'image' ? 'imageFile' : 'soundFile';
      const row = await inTransaction(db, async (transaction) => {
        const tx = createAlertsRepo(transaction);
        const updated = await tx.updateWidget(id, streamerId, { [column]: null });
        if (current[column]) await tx.deleteMedia(current[column]);
        return updated!;
      });
      await announce(row, row.tokenVersion);
      return toWidget(row);
    },

    findMedia: (file: string) => repo.findMedia(file),

    /** The widget a secret address belongs to, or null; the check takes the same time whatever is wrong. */
    async authenticate(token: string): Promise<WidgetRow | null> {
      const parsed = parseWidgetToken(token);
      if (!parsed) return null;
      const row = await repo.findWidget(parsed.widgetId);
      if (!row) return null;
      return verifyWidgetToken(secret, token, row.id, row.tokenNonce) ? row : null;
    },

    findRow: (id: number) => repo.findWidget(id),
  };
}

export type WidgetsService = ReturnType<typeof createWidgetsService>;

/**
 * Settings as stored, read through their schema so older rows gain what was added since: speech
 * switched off, per-currency speech minimums, a fade exit, no variations.
 */
function storedSettings(stored: WidgetSettings): WidgetSettings {
  const parsed = widgetSettingsSchema.safeParse({ ...stored, tts: upgradeWidgetSpeech(stored.tts) });
  if (parsed.success) return parsed.data;
  return { ...DEFAULT_WIDGET_SETTINGS, ...stored, tts: stored.tts ?? DEFAULT_WIDGET_SPEECH, variations: [] };
}

/** Variations with distinct ids, library media that exists, and no amount falling in two of them. */
function checkVariations(variations: WidgetVariation[]): void {
  if (new Set(variations.map((variation) => variation.id)).size !== variations.length)
    throw new AppError('VALIDATION_FAILED', 'У двух вариаций одинаковый идентификатор');
  for (const variation of variations) {
    const missingImage = variation.imageId && !libraryFileName('image', variation.imageId);
    const missingSound = variation.soundId && !libraryFileName('sound', variation.soundId);
    if (missingImage || missingSound)
      throw new AppError('VALIDATION_FAILED', `В библиотеке нет файла, выбранного в вариации «${variation.name}»`);
  }
  const overlap = findVariationOverlap(variations);
  if (overlap) throw new AppError('WIDGET_VARIATION_OVERLAP', overlap.message, { variationIds: overlap.ids });
}

/** Uploaded media lives under the widgets prefix; built-in media under the library's. */
function mediaUrl(file: string | null): string | null {
  if (!file) return null;
  return isLibraryFile(file) ? libraryUrl(file) : `${WIDGET_MEDIA_PATH_PREFIX}${file}`;
}
