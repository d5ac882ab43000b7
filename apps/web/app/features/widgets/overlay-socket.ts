import {
  WIDGET_ALERT_WINDOW,
  WIDGET_CLOSE_CODES,
  WIDGET_SOCKET_PATH,
  type Alert,
  type AlertLook,
  type FundraisingGoal,
  type MediaWidgetState,
  type WidgetServerMessage,
  widgetServerMessageSchema,
} from '@lootmarket/domain';

export type OverlayWidget = Extract<WidgetServerMessage, { type: 'ready' }>['widget'];
export type OverlayStatus = 'connecting' | 'online' | 'offline' | 'revoked';

export interface OverlayHandlers {
  onStatus(status: OverlayStatus): void;
  onWidget(widget: OverlayWidget): void;
  /**
   * `speechUrl`: the message read aloud, to play after the alert sound; null for a silent alert. `look`:
   * how to draw it, chosen by the server; null from a server before variations (the widget's own look).
   */
  onAlert(alert: Alert, speechUrl: string | null, look: AlertLook | null): void;
  /** Cut this alert short if it is on screen, or drop it unshown if it is queued. */
  onSkip(id: string): void;
  /** Drop every queued alert not on screen yet; the server sends again what may still play. */
  onRecall(): void;
  onGoal(goal: FundraisingGoal | null): void;
  /** Media widgets: the paid video on screen and the player state. */
  onMedia?(state: MediaWidgetState): void;
}

const MIN_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;

/** Back-off before reconnect attempt `n` (from 0): doubling from 0.5 s up to 10 s, with jitter so many overlays do not return at once. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

/** A message from the server, or null for anything else (an overlay older or newer than the server ignores it). */
export function parseOverlayMessage(data: unknown): WidgetServerMessage | null {
  try {
    const parsed = widgetServerMessageSchema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const lastShownKey = (token: string) => `widget-last-shown:${token.slice(0, 24)}`;

/**
 * The overlay's connection: says hello with its token, the last alert it showed and how many alerts it
 * takes ahead of the screen, acknowledges each alert once it has left the screen, and reconnects by
 * itself unless the address was revoked.
 */
export function openOverlaySocket(
  token: string,
  handlers: OverlayHandlers,
): { ack(id: string): void; mediaEnded(id: string): void; close(): void } {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastShownId: string | null = readLastShown(token);

  function connect() {
    handlers.onStatus('connecting');
    const url = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${WIDGET_SOCKET_PATH}`;
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      // A new connection sends again everything not acknowledged that may still play; what was queued
      // meanwhile may have been paused, skipped or hidden while this overlay was away.
      handlers.onRecall();
      current.send(JSON.stringify({ type: 'hello', token, lastShownId, window: WIDGET_ALERT_WINDOW }));
    };
    current.onmessage = (event) => {
      const message = parseOverlayMessage(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        handlers.onStatus('online');
        handlers.onWidget(message.widget);
      } else if (message.type === 'alert') handlers.onAlert(message.alert, message.speechUrl, message.look);
      else if (message.type === 'skip') handlers.onSkip(message.id);
      else if (message.type === 'recall') handlers.onRecall();
      else if (message.type === 'goal') handlers.onGoal(message.goal);
      else if (message.type === 'media') handlers.onMedia?.(message.state);
    };
    current.onclose = (event) => {
      if (socket !== current || stopped) return;
      socket = null;
      if (event.code === WIDGET_CLOSE_CODES.revoked) return handlers.onStatus('revoked');
      handlers.onStatus('offline');
      timer = setTimeout(connect, reconnectDelay(attempt++));
    };
  }

  connect();
  return {
    ack(id) {
      lastShownId = id;
      writeLastShown(token, id);
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ack', id }));
    },
    /** A media widget played a request's bought seconds; a lost message is caught up by the next widget to finish it. */
    mediaEnded(id) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'media-ended', id }));
    },
    close() {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    },
  };
}

function readLastShown(token: string): string | null {
  try {
    return localStorage.getItem(lastShownKey(token));
  } catch {
    return null;
  }
}

function writeLastShown(token: string, id: string): void {
  try {
    localStorage.setItem(lastShownKey(token), id);
  } catch {
    // Storage may be off in a browser source; the server's acknowledgement still holds.
  }
}
