import { randomUUID } from 'node:crypto';
import type { Alert, AlertQueue, AlertSource, CurrencyCode } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/app-error';
import { createAlertsRepo, type AlertRow, type WidgetRow } from './alerts.repo';

export { WIDGET_SOURCES } from './alerts.repo';

/** One channel carries every alert-queue change; payloads name the streamer (and widget) concerned. */
export const ALERTS_CHANNEL = 'widget_alerts';

export type AlertsEvent =
  | { kind: 'alert' | 'resume' | 'skip'; streamerId: number }
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
}

/** A widget is shown as connected while a server refreshed its heartbeat this recently. */
export const CONNECTED_WITHIN_MS = 30_000;

export function toAlert(row: AlertRow): Alert {
  return {
    id: String(row.id),
    source: row.source,
    donorName: row.donorName,
    amount: row.amountMinor,
    currency: row.currency,
    message: row.message,
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

  async function insertInTransaction(tx: Db, input: EnqueueAlertInput): Promise<Alert> {
    assertAlertInput(input);
    const txRepo = createAlertsRepo(tx);
    const seq = await txRepo.nextSeq(input.streamerId);
    const existing = await txRepo.findBySource(input.streamerId, input.source, input.sourceId);
    if (existing) return toAlert(existing);
    const row = await txRepo.insertAlert({
      streamerId: input.streamerId,
      seq,
      source: input.source,
      sourceId: input.sourceId,
      donorName: input.donorName,
      amountMinor: input.amount.amount,
      currency: input.amount.currency,
      message: input.message,
    });
    await events.publish(ALERTS_CHANNEL, { kind: 'alert', streamerId: input.streamerId } satisfies AlertsEvent, tx);
    return toAlert(row);
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
    async replay(streamerId: number, alertId: number): Promise<Alert> {
      const original = await repo.findAlert(streamerId, alertId);
      if (!original) throw new AppError('NOT_FOUND', 'Оповещение не найдено');
      return inTransaction(db, async (tx) => {
        const alert = await insertInTransaction(tx, {
          streamerId,
          source: original.source,
          sourceId: `replay:${original.id}:${randomUUID()}`,
          donorName: original.donorName,
          amount: { amount: original.amountMinor, currency: original.currency },
          message: original.message,
        });
        return alert;
      });
    },

    /** Holds new alerts back (the one on screen finishes) or lets them flow again. */
    async setPaused(streamerId: number, paused: boolean): Promise<void> {
      await repo.setPaused(streamerId, paused);
      if (!paused) await events.publish(ALERTS_CHANNEL, { kind: 'resume', streamerId } satisfies AlertsEvent);
    },

    /** Cuts the alert on screen short in every connected widget of the streamer. */
    skipCurrent: (streamerId: number) =>
      events.publish(ALERTS_CHANNEL, { kind: 'skip', streamerId } satisfies AlertsEvent),

    /** The queue as the dashboard shows it: pause state, widgets online and the latest alerts. */
    async queue(streamerId: number, widgets: WidgetRow[]): Promise<AlertQueue> {
      const [stream, recent] = await Promise.all([repo.findStream(streamerId), repo.recentAlerts(streamerId, 20)]);
      const shownUpTo = Math.max(0, ...widgets.map((widget) => widget.ackedSeq));
      return {
        paused: stream?.paused ?? false,
        widgets: widgets.map((widget) => ({
          id: widget.id,
          name: widget.settings.name,
          connected: isConnected(widget, now()),
        })),
        items: recent.map((row) => ({ ...toAlert(row), shown: row.seq <= shownUpTo })),
      };
    },

    /** The next alert a connected widget should show, or null while the queue is empty or paused. */
    async nextFor(widgetId: number): Promise<Alert | null> {
      const row = await repo.nextForWidget(widgetId);
      return row ? toAlert(row) : null;
    },

    /** Which of these widgets have an alert waiting; one query however many sockets a process holds. */
    widgetsWithPending: (widgetIds: number[]) => repo.widgetsWithPending(widgetIds),

    /** The next alert of each of these widgets that has one, in one query however many sockets asked. */
    async nextForWidgets(widgetIds: number[]): Promise<Map<number, Alert>> {
      const rows = await repo.nextForWidgets(widgetIds);
      return new Map([...rows].map(([widgetId, row]) => [widgetId, toAlert(row)]));
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

function assertAlertInput(input: EnqueueAlertInput): void {
  const { amount } = input.amount;
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new AppError('VALIDATION_FAILED', 'Сумма оповещения должна быть целым числом в минимальных единицах');
  if (!input.sourceId) throw new AppError('VALIDATION_FAILED', 'Не указан источник оповещения');
}

export type AlertsService = ReturnType<typeof createAlertsService>;
