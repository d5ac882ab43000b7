import type { AlertMode, AlertSource, CurrencyCode, WidgetSettings, WidgetType } from '@lootmarket/domain';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One row per streamer: the counter that numbers their alerts. Taking the next number locks the row
 * until the enqueuing transaction ends, so numbers are handed out in commit order and a widget that has
 * shown number N has seen every alert before it.
 */
export const alertStreams = pgTable('alert_streams', {
  streamerId: bigint('streamer_id', { mode: 'number' }).primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  paused: boolean('paused').notNull().default(false),
  /** How paid alerts reach the screen: at once, after `delay_seconds`, or once approved (decision 047). */
  mode: text('mode').$type<AlertMode>().notNull().default('auto'),
  delaySeconds: integer('delay_seconds').notNull().default(30),
});

/** Whether an unnumbered alert waits out the streamer's delay or a person's approval. */
export type AlertHold = 'delayed' | 'held';

/** Durable alert queue: every donation, purchase and test alert of a streamer, numbered per streamer. */
export const alerts = pgTable(
  'alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    streamerId: bigint('streamer_id', { mode: 'number' }).notNull(),
    /** Given when the alert may go on screen; null while it waits out a delay or an approval. */
    seq: bigint('seq', { mode: 'number' }),
    source: text('source').$type<AlertSource>().notNull(),
    /** The donation or order id (or a random id for tests): enqueuing the same one twice is a no-op. */
    sourceId: text('source_id').notNull(),
    donorName: text('donor_name').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    message: text('message').notNull(),
    replayOf: bigint('replay_of', { mode: 'number' }),
    hold: text('hold').$type<AlertHold>(),
    /** A delayed alert goes on air at this time unless someone stops it first. */
    notBefore: timestamp('not_before', { withTimezone: true, mode: 'date' }),
    skippedAt: timestamp('skipped_at', { withTimezone: true, mode: 'date' }),
    messageHidden: boolean('message_hidden').notNull().default(false),
    /** The donation bought a video on stream, so «только с медиа» variations apply to it. */
    hasMedia: boolean('has_media').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('alerts_streamer_seq').on(table.streamerId, table.seq),
    unique('alerts_streamer_source').on(table.streamerId, table.source, table.sourceId),
  ],
);

/** A streamer's overlay widget; its address is derived from `token_nonce`, which rotation replaces. */
export const widgets = pgTable(
  'widgets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    streamerId: bigint('streamer_id', { mode: 'number' }).notNull(),
    type: text('type').$type<WidgetType>().notNull(),
    settings: jsonb('settings').$type<WidgetSettings>().notNull(),
    tokenNonce: text('token_nonce').notNull(),
    tokenVersion: integer('token_version').notNull().default(1),
    imageFile: text('image_file'),
    soundFile: text('sound_file'),
    /** The last alert number this widget has shown; later matching alerts are its queue. */
    ackedSeq: bigint('acked_seq', { mode: 'number' }).notNull().default(0),
    /** Refreshed while an overlay is connected, by whichever server process holds the socket. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('widgets_streamer').on(table.streamerId)],
);

/** Uploaded images and sounds, checked by content; in the database so every process serves them. */
export const widgetMedia = pgTable('widget_media', {
  file: text('file').primaryKey(),
  widgetId: bigint('widget_id', { mode: 'number' })
    .notNull()
    .references(() => widgets.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Alert messages read aloud, synthesized once and kept in the database as uploaded media is, so every
 * process serves them. `file` is a hash of engine, voice, speed and text, with the audio's extension.
 */
export const alertSpeech = pgTable(
  'alert_speech',
  {
    file: text('file').primaryKey(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('alert_speech_created_at').on(table.createdAt)],
);

/** People a streamer lets control their alerts: approve, skip, pause, replay, hide a message, ban a word. */
export const alertModerators = pgTable(
  'alert_moderators',
  {
    streamerId: bigint('streamer_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'alert_moderators_pk', columns: [table.streamerId, table.userId] })],
);
