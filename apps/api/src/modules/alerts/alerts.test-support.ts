import { WIDGET_SOCKET_PATH, widgetServerMessageSchema, type WidgetServerMessage } from '@lootmarket/domain';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { signIn } from '../auth/auth.test-support';
import { DEMO_STREAMERS } from '../../demo/demo-users';
import type { TestApp } from '../../test-app';

export const PRIVATE = '/api/gw/private/v1';

/** A demo streamer signed in: their id and bearer header. */
export async function streamerAuth(
  t: TestApp,
  index: number,
): Promise<{ id: number; headers: Record<string, string> }> {
  const streamer = DEMO_STREAMERS[index]!;
  const row = await t.services.users.findOrCreateByEmail(streamer.email);
  const { body } = await signIn(t, streamer.email);
  return { id: Number(row.profile.user_id), headers: { authorization: `Bearer ${body.access_token}` } };
}

/** An overlay client on a real socket: it records every message and the close code. */
export interface OverlayClient {
  socket: WebSocket;
  messages: WidgetServerMessage[];
  closed: Promise<number>;
  /** The next message of a type not yet taken, waiting for it if needed. */
  next<T extends WidgetServerMessage['type']>(
    type: T,
    timeoutMs?: number,
  ): Promise<Extract<WidgetServerMessage, { type: T }>>;
  ack(id: string): void;
  close(): Promise<void>;
}

export async function connectOverlay(
  baseUrl: string,
  token: string,
  {
    lastShownId = null,
    origin = baseUrl,
    window,
  }: { lastShownId?: string | null; origin?: string; window?: number } = {},
): Promise<OverlayClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${WIDGET_SOCKET_PATH}`, { origin });
  const messages: WidgetServerMessage[] = [];
  let taken = 0;
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  // Read with the overlay page's own schema: a message the page would ignore fails here.
  socket.on('message', (data) => messages.push(widgetServerMessageSchema.parse(JSON.parse(String(data)))));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'hello', token, lastShownId, ...(window ? { window } : {}) }));
  return {
    socket,
    messages,
    closed,
    async next(type, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = messages.findIndex((message, at) => at >= taken && message.type === type);
        if (index >= 0) {
          taken = index + 1;
          return messages[index] as never;
        }
        if (Date.now() > deadline)
          throw new Error(`no ${type} message within ${timeoutMs} ms; got ${JSON.stringify(messages.slice(taken))}`);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    },
    ack: (id) => socket.send(JSON.stringify({ type: 'ack', id })),
    async close() {
      socket.close();
      await closed;
    },
  };
}

/** Waits briefly and checks that no further message of the type arrived. */
export async function expectNoMore(
  client: OverlayClient,
  type: WidgetServerMessage['type'],
  waitMs = 300,
): Promise<void> {
  const before = client.messages.filter((message) => message.type === type).length;
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  expect(client.messages.filter((message) => message.type === type).length).toBe(before);
}
