import { randomUUID } from 'node:crypto';
import type { Alert, AlertMode, AlertQueue, AlertState, AlertSource, CurrencyCode } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/app-error';
import { scheduleJob } from '../../platform/jobs/job-schedule';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { createAlertHoldsRepo } from './alert-holds.repo';
import { alertStateOf, headSeqOf } from './alert-states';
import { createAlertsRepo, type AlertRow, type RefillRequest, type WidgetRow } from './alerts.repo';
import type { AlertHold } from './alerts.tables';

export { WIDGET_SOURCES } from './alerts.repo';

/** One channel carries every alert-queue change; payloads name the streamer (and widget) concerned. */
export const ALERTS_CHANNEL = 'widget_alerts';

/** The jobs worker's timer that puts a delayed alert on air, and the sweep behind it. */
export const ALERTS_RELEASE_JOB = 'alerts.release';
const ALERTS_RELEASE_SWEEP_JOB = 'alerts.release-due';

export type AlertsEvent =
  | { kind: 'alert' | 'resume'; streamerId: number }
  /** Cut this alert short where it is on screen (no id: whatever is on screen). */
  | { kind: 'skip'; streamerId: number; alertId?: string }
  /**
   * Alerts already sent to overlays but not on screen yet may no longer play as sent: the queue was paused
   * (no id) or this alert's message was hidden. Overlays drop what they hold unshown and get it again.
   */
  | { kind: 'recall'; streamerId: number; alertId?: string }
  /** Settings changed, the token was rotated (`tokenVersion` grew) or the widget was deleted (null). */
  | { kind: 'widget'; streamerId: number; widgetId: number; tokenVersion: number | null };

export interface EnqueueAlertInput {
  streamerId: number;
  source: AlertSource;
  /** The donation or order id; enqueuing the same source twice keeps the first alert. */
  sourceId: string;
  donorName: string;
  amount: { amount: number; currency: CurrencyCode };
  /** Plain text, already masked for banned words by the caller. */
  message: string;
  /** The donation bought a video on stream. */
  hasMedia?: boolean;
}

/** A widget is shown as connected while a server refreshed its heartbeat this recently. */
export const CONNECTED_WITHIN_MS = 30_000;

/** The alert as overlays receive it; a hidden message is never sent. */
export function toAlert(row: AlertRow): Alert {
  return {
    id: String(row.id),
    source: row.source,
    donorName: row.donorName,
    amount: row.amountMinor,
    currency: row.currency,
    message: row.messageHidden ? '' : row.message,
    hasMedia: row.hasMedia,
    createdAt: row.createdAt.toISOString(),
  };
}

export const isConnected = (widget: Pick<WidgetRow, 'lastSeenAt'>, now: number): boolean =>
  widget.lastSeenAt !== null && now - widget.lastSeenAt.getTime() < CONNECTED_WITHIN_MS;

const TEST_ALERTS = {
  test: {
    donorName: 'Лутмаркет',
    amount: { amount: 15_000, currency: 'rub' },
    message: 'Это тестовое оповещение. Так зрители увидят донат на стриме!',
  },
  test_order: {
    donorName: 'Лутмаркет',
    amount: { amount: 129_000, currency: 'rub' },
    message: 'Steam: пополнение баланса',
  },
} as const satisfies Record<string, Omit<EnqueueAlertInput, 'streamerId' | 'source' | 'sourceId'>>;

export function createAlertsService({ db, events, now = Date.now }: { db: Db; events: EventBus; now?: () => number }) {
  const repo = createAlertsRepo(db);

  async function insertInTransaction(tx: Db, input: EnqueueAlertInput, direct = false): Promise<Alert> {
    assertAlertInput(input);
    const txRepo = createAlertsRepo(tx);
    const stream = await txRepo.nextSeq(input.streamerId);
    const existing = await txRepo.findBySource(input.streamerId, input.source, input.sourceId);
    if (existing) return toAlert(existing);
    // Paid alerts follow the streamer's mode; tests and replays are asked for by hand and go straight on.
    const hold = direct || !MODERATED_SOURCES.has(input.source) ? null : holdFor(stream.mode);
    const row = await txRepo.insertAlert({
      streamerId: input.streamerId,
      seq: hold ? null : stream.seq,
      source: input.source,
      sourceId: input.sourceId,
      donorName: input.donorName,
      amountMinor: input.amount.amount,
      currency: input.amount.currency,
      message: input.message,
      hasMedia: input.hasMedia ?? false,
      hold,
      notBefore: hold === 'delayed' ? sql`now() + make_interval(secs => ${stream.delaySeconds})` : null,
    });
    // A delayed alert goes on air from the jobs worker of whichever process is alive at its time.
    if (hold === 'delayed')
      await scheduleJob(tx, {
        kind: ALERTS_RELEASE_JOB,
        payload: { streamerId: input.streamerId },
        runAt: row.notBefore!,
        dedupeKey: `${ALERTS_RELEASE_JOB}:${row.id}`,
      });
    await events.publish(ALERTS_CHANNEL, { kind: 'alert', streamerId: input.streamerId } satisfies AlertsEvent, tx);
    return toAlert(row);
  }

  /** Gives a waiting alert its number, so overlays show it next. */
  async function releaseInTransaction(tx: Db, row: AlertRow, hideMessage = false): Promise<void> {
    const { seq } = await createAlertsRepo(tx).nextSeq(row.streamerId);
    await createAlertHoldsRepo(tx).release(row.id, seq, hideMessage);
    await events.publish(ALERTS_CHANNEL, { kind: 'alert', streamerId: row.streamerId } satisfies AlertsEvent, tx);
  }

  /** The alert, locked, or a 404 when the streamer has no such alert. */
  async function lockOwn(tx: Db, streamerId: number, alertId: number): Promise<AlertRow> {
    const row = await createAlertHoldsRepo(tx).lockAlert(streamerId, alertId);
    if (!row) throw new AppError('NOT_FOUND', 'Оповещение не найдено');
    return row;
  }

  async function shownUpTo(tx: Db, streamerId: number): Promise<number> {
    return (await createAlertHoldsRepo(tx).cursor(streamerId, new Date(now() - CONNECTED_WITHIN_MS))).shownUpTo;
  }

  async function skipInTransaction(tx: Db, streamerId: number, alertId: number): Promise<AlertRow> {
    const row = await lockOwn(tx, streamerId, alertId);
    if (row.skippedAt) return row;
    if (row.seq !== null && row.seq <= (await shownUpTo(tx, streamerId)))
      throw new AppError('CONFLICT', 'Оповещение уже показано');
    await createAlertHoldsRepo(tx).markSkipped(row.id);
    if (row.seq !== null) {
      const event = { kind: 'skip', streamerId, alertId: String(row.id) } satisfies AlertsEvent;
      await events.publish(ALERTS_CHANNEL, event, tx);
    }
    return row;
  }

  /** Skips the head of the queue (the alert on screen, if an overlay is showing one). */
  async function skipCurrentInTransaction(tx: Db, streamerId: number): Promise<string | null> {
    const upTo = await shownUpTo(tx, streamerId);
    const head = headSeqOf(await createAlertHoldsRepo(tx).recent(streamerId, 50), upTo);
    const row = head === null ? undefined : await createAlertsRepo(tx).findBySeq(streamerId, head);
    if (!row) {
      await events.publish(ALERTS_CHANNEL, { kind: 'skip', streamerId } satisfies AlertsEvent, tx);
      return null;
    }
    await skipInTransaction(tx, streamerId, row.id);
    return String(row.id);
  }

  /** Puts the streamer's delayed alerts whose time has come on air; a second run finds nothing to do. */
  async function releaseDue(streamerId: number): Promise<number> {
    return inTransaction(db, async (tx) => {
      const due = await createAlertHoldsRepo(tx).lockDue(streamerId);
      for (const row of due) await releaseInTransaction(tx, row);
      return due.length;
    });
  }

  return {
    /**
     * Stores an alert inside the caller's transaction (the donation or order that earned it) and tells
     * every server process once that transaction commits. Orders call it with source `order` when a
     * purchase attributed to a streamer is paid.
     */
    async enqueueInTransaction(tx: Db, input: EnqueueAlertInput): Promise<void> {
      await insertInTransaction(tx, input);
    },

    /** The same in a transaction of its own; answers the alert (the first one, for a repeated source). */
    enqueue: (input: EnqueueAlertInput): Promise<Alert> => inTransaction(db, (tx) => insertInTransaction(tx, input)),

    /** A sample donation (or purchase) alert through the real queue, for checking the overlay. */
    fireTest(streamerId: number, kind: 'test' | 'test_order'): Promise<Alert> {
      return this.enqueue({ streamerId, source: kind, sourceId: randomUUID(), ...TEST_ALERTS[kind] });
    },

    /** Shows an earlier alert once more, as a new entry at the end of the queue. */
    replay(streamerId: number, alertId: number): Promise<Alert> {
      return inTransaction(db, (tx) => this.replayInTransaction(tx, streamerId, alertId));
    },

    /** The same inside the caller's transaction (the remote records who asked in it). */
    async replayInTransaction(tx: Db, streamerId: number, alertId: number): Promise<Alert> {
      const original = await createAlertsRepo(tx).findAlert(streamerId, alertId);
      if (!original) throw new AppError('NOT_FOUND', 'Оповещение не найдено');
      const replay = {
        streamerId,
        source: original.source,
        sourceId: `replay:${original.id}:${randomUUID()}`,
        donorName: original.donorName,
        amount: { amount: original.amountMinor, currency: original.currency },
        message: original.messageHidden ? '' : original.message,
        hasMedia: original.hasMedia,
      };
      return insertInTransaction(tx, replay, true);
    },

    /** Holds new alerts back (the one on screen finishes, the ones overlays hold unshown wait) or lets them flow again. */
    async setPaused(streamerId: number, paused: boolean, tx: Db = db): Promise<void> {
      await createAlertsRepo(tx).setPaused(streamerId, paused);
      const event = { kind: paused ? 'recall' : 'resume', streamerId } satisfies AlertsEvent;
      await events.publish(ALERTS_CHANNEL, event, tx);
    },

    /** Cuts the alert on screen short in every connected widget of the streamer, and marks it skipped. */
    skipCurrent: (streamerId: number) => inTransaction(db, (tx) => skipCurrentInTransaction(tx, streamerId)),

    /** The queue as the dashboard shows it: pause state, widgets online and the latest alerts with their states. */
    async queue(streamerId: number, widgets: WidgetRow[]): Promise<AlertQueue> {
      const [stream, recent] = await Promise.all([repo.findStream(streamerId), repo.recentAlerts(streamerId, 20)]);
      const shownUpTo = Math.max(0, ...widgets.map((widget) => widget.ackedSeq));
      const connected = widgets.some((widget) => isConnected(widget, now()));
      const view = { shownUpTo, headSeq: headSeqOf(recent, shownUpTo), onAir: connected && !stream?.paused };
      return {
        paused: stream?.paused ?? false,
        widgets: widgets.map((widget) => ({
          id: widget.id,
          name: widget.settings.name,
          connected: isConnected(widget, now()),
        })),
        items: recent.map((row) => {
          const state = alertStateOf(row, view);
          return {
            ...toAlert(row),
            state,
            shown: state === 'shown' || state === 'skipped',
            messageHidden: row.messageHidden,
          };
        }),
      };
    },

    /** Lets a held or delayed alert on air now, its message hidden if asked. */
    async approveInTransaction(tx: Db, streamerId: number, alertId: number, hideMessage = false): Promise<AlertRow> {
      const row = await lockOwn(tx, streamerId, alertId);
      if (row.seq !== null || row.skippedAt) throw new AppError('CONFLICT', 'Оповещение уже не ждёт одобрения');
      await releaseInTransaction(tx, row, hideMessage);
      return row;
    },

    /** Stops an alert: a waiting one never goes on air, a queued one is dropped, one on screen is cut short. */
    skipInTransaction,
    skipCurrentInTransaction,

    /** Shows the alert without its message: before it goes on air, or for its replays. */
    async hideMessageInTransaction(tx: Db, streamerId: number, alertId: number): Promise<AlertRow> {
      const row = await lockOwn(tx, streamerId, alertId);
      await createAlertHoldsRepo(tx).hideMessage(row.id);
      // An overlay may already hold it with its message, waiting for its turn on screen.
      if (row.seq !== null) {
        const event = { kind: 'recall', streamerId, alertId: String(row.id) } satisfies AlertsEvent;
        await events.publish(ALERTS_CHANNEL, event, tx);
      }
      return row;
    },

    releaseDue,

    /** The alert state of each of these donations (by donation id) that has an alert. */
    async donationStates(streamerId: number, donationIds: string[]): Promise<Map<string, AlertState>> {
      const holds = createAlertHoldsRepo(db);
      const rows = await holds.bySources(streamerId, 'donation', donationIds);
      if (rows.length === 0) return new Map();
      const [cursor, stream] = await Promise.all([
        holds.cursor(streamerId, new Date(now() - CONNECTED_WITHIN_MS)),
        holds.moderation(streamerId),
      ]);
      const view = {
        shownUpTo: cursor.shownUpTo,
        headSeq: await holds.headSeq(streamerId, cursor.shownUpTo),
        onAir: cursor.online > 0 && !stream.paused,
      };
      return new Map(rows.map((row) => [row.sourceId, alertStateOf(row, view)]));
    },

    /** The jobs worker's part: each delayed alert's own timer, and a sweep for any timer lost. */
    jobHandlers: {
      [ALERTS_RELEASE_JOB]: async (payload: unknown) => {
        const streamerId = (payload as { streamerId?: unknown }).streamerId;
        if (typeof streamerId === 'number') await releaseDue(streamerId);
      },
      [ALERTS_RELEASE_SWEEP_JOB]: async () => {
        for (const streamerId of await createAlertHoldsRepo(db).streamersWithDue(100)) await releaseDue(streamerId);
      },
    } as Record<string, JobHandler>,
    recurring: { [ALERTS_RELEASE_SWEEP_JOB]: 5 },

    /** The next alert a connected widget should show, or null while the queue is empty or paused. */
    async nextFor(widgetId: number): Promise<Alert | null> {
      const row = await repo.nextForWidget(widgetId);
      return row ? toAlert(row) : null;
    },

    /** Which of these overlay positions (by index) have an alert waiting after them; one query for all. */
    widgetsWithPending: (positions: Omit<RefillRequest, 'limit'>[]) => repo.widgetsWithPending(positions),

    /** Several overlays' refills (by request index) in one query, each alert with its number in the queue. */
    async nextAfter(requests: RefillRequest[]): Promise<Map<number, { alert: Alert; seq: number }[]>> {
      const rows = await repo.nextAfter(requests);
      return new Map(
        [...rows].map(([at, found]) => [at, found.map((row) => ({ alert: toAlert(row), seq: row.seq! }))]),
      );
    },

    /** Records that a widget has shown the alert (and so everything before it). */
    async acknowledge(widgetId: number, alertId: string): Promise<void> {
      if (/^\d{1,15}$/.test(alertId)) await repo.acknowledge(widgetId, Number(alertId));
    },

    /** The same for the overlays acknowledging together, in one statement. */
    async acknowledgeMany(acks: { widgetId: number; alertId: string }[]): Promise<void> {
      const valid = acks.filter((ack) => /^\d{1,15}$/.test(ack.alertId));
      await repo.acknowledgeMany(valid.map((ack) => ({ widgetId: ack.widgetId, alertId: Number(ack.alertId) })));
    },

    markSeen: (widgetIds: number[], connected: boolean) => repo.markSeen(widgetIds, connected ? new Date(now()) : null),
  };
}

/** Sources the streamer's mode applies to: what viewers paid for. */
const MODERATED_SOURCES: ReadonlySet<AlertSource> = new Set(['donation', 'order']);

const holdFor = (mode: AlertMode): AlertHold | null =>
  mode === 'delay' ? 'delayed' : mode === 'manual' ? 'held' : null;

function assertAlertInput(input: EnqueueAlertInput): void {
  const { amount } = input.amount;
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new AppError('VALIDATION_FAILED', 'Сумма оповещения должна быть целым числом в минимальных единицах');
  if (!input.sourceId) throw new AppError('VALIDATION_FAILED', 'Не указан источник оповещения');
}

export type AlertsService = ReturnType<typeof createAlertsService>;
