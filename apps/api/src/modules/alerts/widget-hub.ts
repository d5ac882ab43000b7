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
import { createAlertWindow, windowSize, type AlertWindow } from './alert-window';
import type { RefillRequest, WidgetRow } from './alerts.repo';
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
  /** Alerts sent ahead of the screen and not acknowledged yet: at most as many as the overlay asked for. */
  window: AlertWindow;
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
 * This process's overlay sockets. Each holds a window of its widget's alerts, sent in order ahead of the
 * screen; each acknowledgement frees room for the next (decision 051, one at a time for overlays that
 * ask for no window). The queue position lives in the database, so whichever process a widget reconnects
 * to carries on where it left off.
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
  // their acknowledgements, coming back together, one write. Equal refills (widget, position, room) are one.
  const refill = batchPerTurn(async (keys: string[]) => {
    const found = await alerts.nextAfter(keys.map(toRequest));
    return new Map(keys.map((key, index) => [key, found.get(index) ?? []]));
  });
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

  /** Fills the socket's window with the next deliverable alerts, in queue order. */
  async function pump(connection: Connection): Promise<void> {
    if (connection.window.room() <= 0 || !connections.has(connection)) return;
    if (connection.pumping) {
      connection.pumpAgain = true;
      return;
    }
    connection.pumping = true;
    try {
      await refillWindow(connection);
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

  async function refillWindow(connection: Connection): Promise<void> {
    const { window } = connection;
    const generation = window.generation();
    const found = (await refill(refillKey(connection.widgetId, window.after(), window.room()))) ?? [];
    // The look (a variation by amount, or the default) is chosen here, so the overlay only draws it. Speech
    // is made for all at once and each alert waits for its own (and the earlier ones'), then goes out at once.
    const ready = found.map(({ alert, seq }) => {
      const chosen = alertLook(connection.look, alert);
      const speechUrl = speech ? speech.prepare(alert, chosen.tts) : Promise.resolve(null);
      return { alert, seq, look: chosen.look, speechUrl };
    });
    for (const item of ready) {
      const speechUrl = await item.speechUrl;
      // A recall or a skip came meanwhile: what was found may no longer go out; look again.
      if (window.generation() !== generation) return void (connection.pumpAgain = true);
      if (!connections.has(connection) || window.room() <= 0 || item.seq <= window.after()) continue;
      window.add({ id: item.alert.id, seq: item.seq, createdAt: Date.parse(item.alert.createdAt) });
      send(connection, { type: 'alert', alert: item.alert, speechUrl, look: item.look });
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
      if (event.kind === 'skip') skip(connection, event.alertId);
      else if (event.kind === 'recall') recall(connection, event.alertId);
      void pump(connection);
    }
  }

  /** Cuts the alert short where the overlay shows it, or drops it from its queue unshown (no id: the one on screen). */
  function skip(connection: Connection, alertId: string | undefined): void {
    const { window } = connection;
    // A refill under way may have read the alert before it was skipped.
    window.discardRefill();
    const id = alertId ?? window.head();
    if (!id || !window.holds(id)) return;
    window.drop(id);
    send(connection, { type: 'skip', id });
  }

  /**
   * Takes back the alerts the overlay holds unshown (it keeps the one on screen); the refill that follows
   * sends again what may still play. Overlays without a window hold only the alert on screen, and may not
   * know the message: nothing to take back there.
   */
  function recall(connection: Connection, alertId: string | undefined): void {
    const { window } = connection;
    if (window.size === 1 || (alertId && !window.holds(alertId))) return window.discardRefill();
    window.recall();
    send(connection, { type: 'recall' });
  }

  /** Catches up what a lost notification would have brought: queued alerts, and goals created or closed. */
  function sweep(): void {
    const idle = [...connections].filter((connection) => connection.window.room() > 0 && !connection.pumping);
    const keys = [...new Set(idle.map((connection) => refillKey(connection.widgetId, connection.window.after(), 1)))];
    void alerts
      .widgetsWithPending(keys.map(toRequest))
      .then((pending) => {
        const waiting = new Set(pending.map((index) => keys[index]));
        idle
          .filter((connection) => waiting.has(refillKey(connection.widgetId, connection.window.after(), 1)))
          .forEach((connection) => void pump(connection));
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

    /** Takes over an authenticated socket: settings first, then its queue, `window` alerts ahead of the screen. */
    async attach(socket: WebSocket, row: WidgetRow, window = 1): Promise<void> {
      const connection: Connection = {
        socket,
        widgetId: row.id,
        streamerId: row.streamerId,
        type: row.type,
        lastGoal: null,
        lastMedia: null,
        tokenVersion: row.tokenVersion,
        look: widgets.toWidget(row),
        window: createAlertWindow(window, row.ackedSeq),
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

    /** Overlays of this process holding alerts they have not acknowledged yet, and the oldest such alert's age. */
    backlog(now = Date.now()): { waiting: number; oldestSeconds: number } {
      const since = [...connections].flatMap((connection) => connection.window.oldest() ?? []);
      return { waiting: since.length, oldestSeconds: since.length ? Math.max(0, now - Math.min(...since)) / 1000 : 0 };
    },
  };

  async function onMessage(connection: Connection, text: string): Promise<void> {
    const message = parseClientMessage(text);
    if (message?.type === 'media-ended' && connection.type === 'media' && media)
      return media.ended(connection.streamerId, message.id);
    if (message?.type !== 'ack') return;
    // The refill reads after the alerts sent, so it need not wait for the cursor to be stored.
    connection.window.acknowledge(message.id);
    void storeAckPersistently(connection, message.id);
    await pump(connection);
  }

  /**
   * Stores an acknowledgement in the background, trying again while the socket stays open: a cursor left
   * behind would show the alert again after a reconnect and keep it «on screen» on the dashboard. Gives up
   * once the socket is gone (its next hello names the alert it showed).
   */
  async function storeAckPersistently(connection: Connection, alertId: string): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return void (await storeAck({ widgetId: connection.widgetId, alertId }));
      } catch (error) {
        onError(error);
        if (!connections.has(connection)) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** attempt, ackRetryMaxMs)));
        if (!connections.has(connection)) return;
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
      return { type: 'hello', token: value.token, lastShownId: last, window: windowSize(value.window) };
    }
  } catch {
    // Malformed frames are ignored like unknown ones.
  }
  return null;
}

const refillKey = (widgetId: number, afterSeq: number, limit: number) => `${widgetId}:${afterSeq}:${limit}`;

function toRequest(key: string): RefillRequest {
  const [widgetId, afterSeq, limit] = key.split(':').map(Number) as [number, number, number];
  return { widgetId, afterSeq, limit };
}
