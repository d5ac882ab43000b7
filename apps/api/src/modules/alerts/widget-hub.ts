import {
  WIDGET_CLOSE_CODES,
  type FundraisingGoal,
  type MediaWidgetState,
  type WidgetClientMessage,
  type WidgetServerMessage,
} from '@lootmarket/domain';
import type { WebSocket } from 'ws';
import type { Unlisten } from '../../db/listener';
import type { EventBus } from '../../platform/events/event-bus';
import { alertLook, type WidgetLooks } from './alert-look';
import type { AlertSpeech } from './alert-speech';
import type { WidgetRow } from './alerts.repo';
import { ALERTS_CHANNEL, type AlertsEvent, type AlertsService } from './alerts.service';
import { batchPerTurn } from './batch-per-turn';
import type { WidgetsService } from './widgets.service';

interface Connection {
  socket: WebSocket;
  widgetId: number;
  streamerId: number;
  type: WidgetRow['type'];
  /** The goal last sent to a goal widget, so the periodic check sends only changes. */
  lastGoal: string | null;
  /** The media state last sent to a media widget, likewise. */
  lastMedia: string | null;
  tokenVersion: number;
  /** The widget's looks and speech settings, refreshed with its settings. */
  look: WidgetLooks;
  /** The alert on screen, sent and not yet acknowledged: nothing else is sent meanwhile. */
  inFlight: string | null;
  /** When the alert in flight was created (ms), for the backlog's age. */
  inFlightSince: number;
  pumping: boolean;
  pumpAgain: boolean;
  alive: boolean;
}

/** Where goal widgets get their goal: the donations module's service and the channel it announces progress on. */
export interface GoalSource {
  active(streamerId: number): Promise<FundraisingGoal | null>;
  channel: string;
}

/** Where media widgets get the paid video on screen, and whom they tell it finished: the media module. */
export interface MediaSource {
  state(streamerId: number): Promise<MediaWidgetState>;
  ended(streamerId: number, requestId: string): Promise<void>;
  channel: string;
}

export interface WidgetHubOptions {
  alerts: AlertsService;
  goals?: GoalSource;
  media?: MediaSource;
  /** Reads messages aloud; without it every alert is silent. */
  speech?: Pick<AlertSpeech, 'prepare'>;
  widgets: WidgetsService;
  events: EventBus;
  onError: (error: unknown) => void;
  /** Safety net for events lost while the LISTEN connection was away. */
  sweepMs?: number;
  heartbeatMs?: number;
  /** The longest pause between attempts to store an acknowledgement the database refused. */
  ackRetryMaxMs?: number;
}

/**
 * This process's overlay sockets. Each gets its widget's alerts one at a time: the next is sent only
 * after the previous is acknowledged, and the queue position lives in the database, so whichever process
 * a widget reconnects to carries on where it left off.
 */
export function createWidgetHub({
  alerts,
  widgets,
  events,
  goals,
  media,
  speech,
  onError,
  sweepMs = 5_000,
  heartbeatMs = 10_000,
  ackRetryMaxMs = 2_000,
}: WidgetHubOptions) {
  const connections = new Set<Connection>();
  const unlisteners: Unlisten[] = [];
  const timers: NodeJS.Timeout[] = [];
  // Sockets woken together (one alert fans out to every overlay of the streamer) share one lookup, and
  // their acknowledgements, coming back together, one write.
  const nextAlert = batchPerTurn((widgetIds: number[]) => alerts.nextForWidgets(widgetIds));
  const storeAck = batchPerTurn(async (acks: { widgetId: number; alertId: string }[]) => {
    await alerts.acknowledgeMany(acks);
    return new Map<never, never>();
  });

  const send = (connection: Connection, message: WidgetServerMessage) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message));
  };
  const ofStreamer = (streamerId: number) =>
    [...connections].filter((connection) => connection.streamerId === streamerId);
  const ofWidget = (widgetId: number) => [...connections].filter((connection) => connection.widgetId === widgetId);

  async function pump(connection: Connection): Promise<void> {
    if (connection.inFlight || !connections.has(connection)) return;
    if (connection.pumping) {
      connection.pumpAgain = true;
      return;
    }
    connection.pumping = true;
    try {
      const alert = (await nextAlert(connection.widgetId)) ?? null;
      // The speech is ready (or given up on) before the alert goes out, so the overlay can play it at once.
      // The look (a variation by amount, or the default) is chosen here, so the overlay only draws it.
      const chosen = alert ? alertLook(connection.look, alert) : null;
      const speechUrl = alert && chosen && speech ? await speech.prepare(alert, chosen.tts) : null;
      if (alert && chosen && !connection.inFlight && connections.has(connection)) {
        connection.inFlight = alert.id;
        connection.inFlightSince = Date.parse(alert.createdAt);
        send(connection, { type: 'alert', alert, speechUrl, look: chosen.look });
      }
    } catch (error) {
      onError(error);
    } finally {
      connection.pumping = false;
    }
    if (connection.pumpAgain) {
      connection.pumpAgain = false;
      await pump(connection);
    }
  }

  function sendReady(connection: Connection, row: WidgetRow): void {
    const { type, settings, imageUrl, soundUrl } = widgets.toWidget(row);
    connection.look = { settings, imageUrl, soundUrl };
    send(connection, { type: 'ready', widget: { type, settings, imageUrl, soundUrl } });
  }

  /** Sends the streamer's active goal to their goal widgets on this process. */
  async function sendGoal(streamerId: number, only?: Connection): Promise<void> {
    if (!goals) return;
    const targets = only ? [only] : ofStreamer(streamerId).filter((connection) => connection.type === 'goal');
    if (targets.length === 0) return;
    const goal = await goals.active(streamerId);
    const text = JSON.stringify(goal);
    for (const connection of targets) {
      if (connection.lastGoal === text) continue;
      connection.lastGoal = text;
      send(connection, { type: 'goal', goal });
    }
  }

  /** Sends the streamer's media state to their media widgets on this process, when it changed. */
  async function sendMedia(streamerId: number, only?: Connection): Promise<void> {
    if (!media) return;
    const targets = only ? [only] : ofStreamer(streamerId).filter((connection) => connection.type === 'media');
    if (targets.length === 0) return;
    const state = await media.state(streamerId);
    const text = JSON.stringify(state);
    for (const connection of targets) {
      if (connection.lastMedia === text) continue;
      connection.lastMedia = text;
      send(connection, { type: 'media', state });
    }
  }

  async function onWidgetChanged(widgetId: number, tokenVersion: number | null): Promise<void> {
    const local = ofWidget(widgetId);
    if (local.length === 0) return;
    const row = tokenVersion === null ? undefined : await widgets.findRow(widgetId);
    for (const connection of local) {
      if (!row || connection.tokenVersion < row.tokenVersion)
        connection.socket.close(WIDGET_CLOSE_CODES.revoked, 'token revoked');
      else sendReady(connection, row);
    }
  }

  async function onEvent(event: AlertsEvent): Promise<void> {
    if (event.kind === 'widget') return onWidgetChanged(event.widgetId, event.tokenVersion);
    for (const connection of ofStreamer(event.streamerId)) {
      if (event.kind !== 'skip') void pump(connection);
      else if (connection.inFlight && (!event.alertId || event.alertId === connection.inFlight))
        send(connection, { type: 'skip', id: connection.inFlight });
    }
  }

  /** Catches up what a lost notification would have brought: queued alerts, and goals created or closed. */
  function sweep(): void {
    const idle = [...connections].filter((connection) => !connection.inFlight && !connection.pumping);
    void alerts
      .widgetsWithPending([...new Set(idle.map((connection) => connection.widgetId))])
      .then((pending) => {
        const waiting = new Set(pending);
        idle.filter((connection) => waiting.has(connection.widgetId)).forEach((connection) => void pump(connection));
      })
      .catch(onError);
    const goalStreamers = new Set(
      [...connections].filter((connection) => connection.type === 'goal').map((connection) => connection.streamerId),
    );
    goalStreamers.forEach((streamerId) => void sendGoal(streamerId).catch(onError));
    const mediaStreamers = new Set(
      [...connections].filter((connection) => connection.type === 'media').map((connection) => connection.streamerId),
    );
    mediaStreamers.forEach((streamerId) => void sendMedia(streamerId).catch(onError));
  }

  async function heartbeat(): Promise<void> {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
    await alerts.markSeen([...new Set([...connections].map((connection) => connection.widgetId))], true);
  }

  return {
    async start(): Promise<void> {
      unlisteners.push(
        await events.subscribe<AlertsEvent>(ALERTS_CHANNEL, (event) => void onEvent(event).catch(onError)),
      );
      if (goals) {
        const onGoal = (event: { streamerId?: unknown }) => {
          if (typeof event.streamerId === 'number') void sendGoal(event.streamerId).catch(onError);
        };
        unlisteners.push(await events.subscribe(goals.channel, onGoal));
      }
      if (media) {
        const onMedia = (event: { streamerId?: unknown }) => {
          if (typeof event.streamerId === 'number') void sendMedia(event.streamerId).catch(onError);
        };
        unlisteners.push(await events.subscribe(media.channel, onMedia));
      }
      timers.push(setInterval(sweep, sweepMs).unref());
      timers.push(setInterval(() => void heartbeat().catch(onError), heartbeatMs).unref());
    },

    async stop(): Promise<void> {
      timers.forEach(clearInterval);
      await Promise.all(unlisteners.map((unlisten) => unlisten()));
      for (const connection of connections) connection.socket.close(1001, 'server stopping');
    },

    /** Takes over an authenticated socket: settings first, then its queue. */
    async attach(socket: WebSocket, row: WidgetRow): Promise<void> {
      const connection: Connection = {
        socket,
        widgetId: row.id,
        streamerId: row.streamerId,
        type: row.type,
        lastGoal: null,
        lastMedia: null,
        tokenVersion: row.tokenVersion,
        look: widgets.toWidget(row),
        inFlight: null,
        inFlightSince: 0,
        pumping: false,
        pumpAgain: false,
        alive: true,
      };
      connections.add(connection);
      socket.on('pong', () => (connection.alive = true));
      socket.on('message', (data) => void onMessage(connection, String(data)).catch(onError));
      socket.on('close', () => void detach(connection).catch(onError));
      sendReady(connection, row);
      if (row.type === 'goal') await sendGoal(row.streamerId, connection);
      if (row.type === 'media') await sendMedia(row.streamerId, connection);
      await alerts.markSeen([row.id], true);
      await pump(connection);
    },

    size: () => connections.size,

    /** Overlays of this process showing an alert they have not acknowledged yet, and the oldest such alert's age. */
    backlog(now = Date.now()): { waiting: number; oldestSeconds: number } {
      const since = [...connections].filter((connection) => connection.inFlight).map((c) => c.inFlightSince);
      return { waiting: since.length, oldestSeconds: since.length ? Math.max(0, now - Math.min(...since)) / 1000 : 0 };
    },
  };

  async function onMessage(connection: Connection, text: string): Promise<void> {
    const message = parseClientMessage(text);
    if (message?.type === 'media-ended' && connection.type === 'media' && media)
      return media.ended(connection.streamerId, message.id);
    if (message?.type !== 'ack') return;
    if (message.id !== connection.inFlight) return;
    if (!(await storeAckPersistently(connection, message.id))) return;
    // Only once the cursor has moved: a pump meanwhile (a new alert's event) would fetch this alert again.
    connection.inFlight = null;
    await pump(connection);
  }

  /**
   * Stores an acknowledgement, trying again while the socket stays open: an overlay whose ack was not
   * stored would otherwise wait for ever on an alert it has already shown. False once the socket is gone
   * (its next hello names the alert it showed).
   */
  async function storeAckPersistently(connection: Connection, alertId: string): Promise<boolean> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await storeAck({ widgetId: connection.widgetId, alertId });
        return true;
      } catch (error) {
        onError(error);
        if (!connections.has(connection)) return false;
        await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** attempt, ackRetryMaxMs)));
        if (!connections.has(connection)) return false;
      }
    }
  }

  async function detach(connection: Connection): Promise<void> {
    connections.delete(connection);
    if (ofWidget(connection.widgetId).length === 0) await alerts.markSeen([connection.widgetId], false);
  }
}

export type WidgetHub = ReturnType<typeof createWidgetHub>;

/** A client message, or null for anything malformed. */
export function parseClientMessage(text: string): WidgetClientMessage | null {
  try {
    const value = JSON.parse(text) as Partial<WidgetClientMessage> & Record<string, unknown>;
    if (value.type === 'ack' && typeof value.id === 'string') return { type: 'ack', id: value.id };
    if (value.type === 'media-ended' && typeof value.id === 'string') return { type: 'media-ended', id: value.id };
    if (value.type === 'hello' && typeof value.token === 'string') {
      const last = typeof value.lastShownId === 'string' ? value.lastShownId : null;
      return { type: 'hello', token: value.token, lastShownId: last };
    }
  } catch {
    // Malformed frames are ignored like unknown ones.
  }
  return null;
}
