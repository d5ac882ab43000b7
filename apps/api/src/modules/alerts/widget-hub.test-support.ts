import { EventEmitter } from 'node:events';
import type { WidgetServerMessage } from '@lootmarket/domain';

/** The socket side the hub uses, recording what it sends; the transport itself is not under test here. */
export class OverlaySocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: WidgetServerMessage[] = [];
  send(data: string): void {
    this.sent.push(JSON.parse(data) as WidgetServerMessage);
  }
  ping(): void {}
  close(code = 1000): void {
    this.readyState = 3;
    this.emit('close', code);
  }
  terminate(): void {
    this.close(1006);
  }
  ack(id: string): void {
    this.emit('message', Buffer.from(JSON.stringify({ type: 'ack', id })));
  }
  alerts(): string[] {
    return this.sent.flatMap((message) => (message.type === 'alert' ? [message.alert.message] : []));
  }
  /** The alerts received, as sent: their id and message. */
  received(): { id: string; message: string }[] {
    return this.sent.flatMap((message) =>
      message.type === 'alert' ? [{ id: message.alert.id, message: message.alert.message }] : [],
    );
  }
  /** Message types in order, alerts by their message: the protocol as the overlay saw it. */
  log(): string[] {
    return this.sent.flatMap((message) =>
      message.type === 'alert' ? [message.alert.message] : message.type === 'ready' ? [] : [message.type],
    );
  }
}

export async function until(condition: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

type AlertMessage = Extract<WidgetServerMessage, { type: 'alert' }>;

/**
 * The web overlay's rules over what a socket received (decision 051): it shows its queue in order, one at a
 * time; a recall drops what it has not started; a skip drops a queued alert or ends the one on screen; an
 * alert it has shown or is showing is ignored. `shown` lists the alerts as they came on screen.
 */
export function overlayModel(socket: OverlaySocket) {
  const shown: AlertMessage['alert'][] = [];
  const queue: AlertMessage['alert'][] = [];
  let read = 0;
  const take = () => {
    for (; read < socket.sent.length; read += 1) {
      const message = socket.sent[read]!;
      if (message.type === 'recall') queue.length = 0;
      else if (message.type === 'skip') {
        const at = queue.findIndex((alert) => alert.id === message.id);
        if (at >= 0) queue.splice(at, 1);
      } else if (message.type === 'alert') {
        const known = (alert: { id: string }) => alert.id === message.alert.id;
        if (!shown.some(known) && !queue.some(known)) queue.push(message.alert);
      }
    }
  };
  return {
    shown,
    /** Puts the next queued alert on screen, if any. */
    showNext(): AlertMessage['alert'] | null {
      take();
      const next = queue.shift() ?? null;
      if (next) shown.push(next);
      return next;
    },
    /** The alert on screen leaves it: acknowledged. */
    finish(): void {
      socket.ack(shown.at(-1)!.id);
    },
    queued: () => (take(), queue.map((alert) => alert.message)),
  };
}
