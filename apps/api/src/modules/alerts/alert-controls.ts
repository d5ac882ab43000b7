import {
  ALERT_DELAY_LIMITS,
  type AlertChannel,
  type AlertModeration,
  type AlertModerationUpdate,
  type ChannelRole,
  type RemoteAlert,
  type RemoteQueue,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { AuditRecorder } from '../audit/audit.ports';
import { createAlertHoldsRepo } from './alert-holds.repo';
import { alertStateOf, headSeqOf, type QueueView } from './alert-states';
import type { AlertRow } from './alerts.repo';
import { CONNECTED_WITHIN_MS, type AlertsService } from './alerts.service';

/** Who is acting: the user, and where their request came from for the audit log. */
export interface Actor {
  userId: number;
  request?: { ip?: string | null; userAgent?: string | null };
}

/** A channel as the remote names it: the streamer's public name and donation page. */
export interface ChannelDirectory {
  describe(streamerIds: number[]): Promise<Map<number, { name: string; slug: string | null }>>;
}

/** The ban list, which the donations module owns; the word is added inside the caller's transaction. */
export interface BanWordsPort {
  addInTransaction(tx: Db, streamerId: number, word: string): Promise<void>;
}

export type ChannelAction = 'approve' | 'approve_hidden' | 'skip' | 'hide_message' | 'replay';

const WAITING_SHOWN = 50;
const RECENT_SHOWN = 20;

/**
 * The hand on a channel's alerts, for its streamer and their moderators: every action checks the
 * actor's right to the channel and is written to the audit log in its own transaction (decision 047).
 */
export function createAlertControls(deps: {
  db: Db;
  alerts: AlertsService;
  audit: AuditRecorder;
  channels: ChannelDirectory;
  banWords: BanWordsPort;
  now?: () => number;
}) {
  const { db, alerts, audit, channels, banWords, now = Date.now } = deps;
  const holds = createAlertHoldsRepo(db);

  async function roleIn(userId: number, streamerId: number): Promise<ChannelRole> {
    if (userId === streamerId) return 'owner';
    if (await holds.isModerator(streamerId, userId)) return 'moderator';
    throw new AppError('FORBIDDEN', 'Нет доступа к этому каналу');
  }

  /** Runs a change on the channel and records it with its actor in the same transaction. */
  async function act<T>(
    actor: Actor,
    streamerId: number,
    action: string,
    target: { type: string; id: string },
    change: (tx: Db) => Promise<T>,
    after?: Record<string, unknown>,
  ): Promise<T> {
    const role = await roleIn(actor.userId, streamerId);
    return inTransaction(db, async (tx) => {
      const result = await change(tx);
      await audit.record(tx, {
        action,
        actor: { type: 'user', id: String(actor.userId) },
        target,
        after: { streamerId, role, ...after },
        ...(actor.request ? { request: actor.request } : {}),
      });
      return result;
    });
  }

  const alertTarget = (alertId: number) => ({ type: 'alert', id: String(alertId) });
  const streamTarget = (streamerId: number) => ({ type: 'alert_stream', id: String(streamerId) });

  function toRemote(row: AlertRow, view: QueueView, role: ChannelRole): RemoteAlert {
    return {
      id: String(row.id),
      source: row.source,
      donorName: row.donorName,
      // Moderators see who paid and what they wrote, not how much (decision 047).
      ...(role === 'owner' ? { amount: row.amountMinor, currency: row.currency } : {}),
      message: row.message,
      messageHidden: row.messageHidden,
      state: alertStateOf(row, view),
      notBefore: row.seq === null && row.notBefore ? row.notBefore.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function channelOf(streamerId: number, role: ChannelRole): Promise<AlertChannel> {
    const found = (await channels.describe([streamerId])).get(streamerId);
    return { streamerId, name: found?.name ?? 'Канал', slug: found?.slug ?? null, role };
  }

  return {
    roleIn,

    async moderation(streamerId: number): Promise<AlertModeration> {
      const { mode, delaySeconds } = await holds.moderation(streamerId);
      return { mode, delaySeconds };
    },

    async saveModeration(actor: Actor, update: AlertModerationUpdate): Promise<AlertModeration> {
      const streamerId = actor.userId;
      const current = await holds.moderation(streamerId);
      const delaySeconds = update.delaySeconds ?? (current.delaySeconds || ALERT_DELAY_LIMITS.default);
      await act(
        actor,
        streamerId,
        'alert.mode',
        streamTarget(streamerId),
        (tx) => createAlertHoldsRepo(tx).saveModeration(streamerId, update.mode, delaySeconds),
        { mode: update.mode, delaySeconds },
      );
      return { mode: update.mode, delaySeconds };
    },

    /** Channels the user may control: their own (streamers) and those they moderate. */
    async channelsOf(userId: number, isStreamer: boolean): Promise<AlertChannel[]> {
      const moderated = (await holds.moderatedBy(userId)).map((row) => row.streamerId);
      const ids = [...(isStreamer ? [userId] : []), ...moderated];
      const names = await channels.describe(ids);
      return ids.map((streamerId) => ({
        streamerId,
        name: names.get(streamerId)?.name ?? 'Канал',
        slug: names.get(streamerId)?.slug ?? null,
        role: streamerId === userId ? 'owner' : 'moderator',
      }));
    },

    /** What the remote shows: alerts waiting for a decision, the latest others, the queue's state. */
    async queue(userId: number, streamerId: number): Promise<RemoteQueue> {
      const role = await roleIn(userId, streamerId);
      const connectedSince = new Date(now() - CONNECTED_WITHIN_MS);
      const [stream, waiting, recent, cursor, channel] = await Promise.all([
        holds.moderation(streamerId),
        holds.waiting(streamerId, WAITING_SHOWN),
        holds.recent(streamerId, RECENT_SHOWN),
        holds.cursor(streamerId, connectedSince),
        channelOf(streamerId, role),
      ]);
      const view: QueueView = {
        shownUpTo: cursor.shownUpTo,
        headSeq: headSeqOf(recent, cursor.shownUpTo),
        onAir: cursor.online > 0 && !stream.paused,
      };
      return {
        channel,
        paused: stream.paused,
        moderation: { mode: stream.mode, delaySeconds: stream.delaySeconds },
        widgetsOnline: cursor.online,
        waiting: waiting.map((row) => toRemote(row, view, role)),
        recent: recent.map((row) => toRemote(row, view, role)),
      };
    },

    approve: (actor: Actor, streamerId: number, alertId: number, hideMessage = false) =>
      act(
        actor,
        streamerId,
        'alert.approve',
        alertTarget(alertId),
        (tx) => alerts.approveInTransaction(tx, streamerId, alertId, hideMessage),
        { hideMessage },
      ).then(() => undefined),

    skip: (actor: Actor, streamerId: number, alertId: number) =>
      act(actor, streamerId, 'alert.skip', alertTarget(alertId), (tx) =>
        alerts.skipInTransaction(tx, streamerId, alertId),
      ).then(() => undefined),

    skipCurrent: (actor: Actor, streamerId: number) =>
      act(actor, streamerId, 'alert.skip', streamTarget(streamerId), (tx) =>
        alerts.skipCurrentInTransaction(tx, streamerId),
      ).then(() => undefined),

    hideMessage: (actor: Actor, streamerId: number, alertId: number) =>
      act(actor, streamerId, 'alert.hide_message', alertTarget(alertId), (tx) =>
        alerts.hideMessageInTransaction(tx, streamerId, alertId),
      ).then(() => undefined),

    /** Answers the new alert: the owner's queue page shows it at once. */
    replay: (actor: Actor, streamerId: number, alertId: number) =>
      act(actor, streamerId, 'alert.replay', alertTarget(alertId), (tx) =>
        alerts.replayInTransaction(tx, streamerId, alertId),
      ),

    setPaused: (actor: Actor, streamerId: number, paused: boolean) =>
      act(actor, streamerId, paused ? 'alert.pause' : 'alert.resume', streamTarget(streamerId), (tx) =>
        alerts.setPaused(streamerId, paused, tx),
      ),

    addBanWord: (actor: Actor, streamerId: number, word: string) =>
      act(
        actor,
        streamerId,
        'ban_word.add',
        streamTarget(streamerId),
        (tx) => banWords.addInTransaction(tx, streamerId, word),
        { word },
      ),
  };
}

export type AlertControls = ReturnType<typeof createAlertControls>;
