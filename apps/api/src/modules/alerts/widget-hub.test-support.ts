import { EventEmitter } from 'node:events';
import type { WidgetServerMessage } from '@lootmarket/domain';
import { DEMO_STREAMERS } from '../../demo/demo-users';
import type { TestApp } from '../../test-app';

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
  /** A message from the overlay to the hub. */
  say(message: unknown): void {
    this.emit('message', Buffer.from(JSON.stringify(message)));
  }
  ack(id: string): void {
    this.say({ type: 'ack', id });
  }
  media() {
    return this.sent.flatMap((message) => (message.type === 'media' ? [message.state] : []));
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

/** The demo streamers' ids, and a paid donation's alert queued for one of them with `message` as its text. */
export function demoAlerts(t: TestApp) {
  return {
    streamerId: async (index: number) =>
      (await t.services.users.findStreamer({ slug: DEMO_STREAMERS[index]!.slug }))!.id,
    donation: (streamer: number, message: string) =>
      t.services.alerts.enqueue({
        streamerId: streamer,
        source: 'donation',
        sourceId: message,
        donorName: 'Гость',
        amount: { amount: 15_000, currency: 'rub' },
        message,
      }),
  };
}
