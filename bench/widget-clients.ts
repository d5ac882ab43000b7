// Overlay sockets for the alert benchmark: each says hello with its widget's token, records when every
// alert frame arrives, and acknowledges it at once, like an overlay whose alert has just left the screen.
// It asks for the web overlay's window, so the server keeps as many alerts ahead of it (decision 051).
import { WIDGET_ALERT_WINDOW, WIDGET_SOCKET_PATH, type WidgetServerMessage } from '@lootmarket/domain';
import WebSocket from 'ws';
import { donationIndexOf } from './alert-fixtures';

export interface WidgetClient {
  streamerId: number;
  socket: WebSocket;
  ready: boolean;
  /** Arrival times (performance.now()) of each donation's alert frames, by donation index. */
  arrivals: Map<number, number[]>;
  /** Donation indexes whose frame came with its speech ready. */
  spoken: Set<number>;
  /** Alert frames that name no bench donation. */
  foreign: number;
  closeCode: number | null;
}

/** Opens one socket per token, `batch` handshakes at a time so the listen backlog never overflows. */
export async function connectWidgetClients(
  origin: string,
  widgets: { streamerId: number; token: string }[],
  batch = 50,
): Promise<WidgetClient[]> {
  const clients: WidgetClient[] = [];
  for (let start = 0; start < widgets.length; start += batch) {
    const opened = widgets
      .slice(start, start + batch)
      .map((widget) => openClient(origin, widget.streamerId, widget.token));
    clients.push(...(await Promise.all(opened)));
  }
  return clients;
}

function openClient(origin: string, streamerId: number, token: string): Promise<WidgetClient> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${WIDGET_SOCKET_PATH}`, { origin });
  const client: WidgetClient = {
    streamerId,
    socket,
    ready: false,
    arrivals: new Map(),
    spoken: new Set(),
    foreign: 0,
    closeCode: null,
  };
  socket.on('message', (data) => {
    const arrivedAt = performance.now();
    const message = JSON.parse(String(data)) as WidgetServerMessage;
    if (message.type === 'ready') client.ready = true;
    if (message.type !== 'alert') return;
    const index = donationIndexOf(message.alert.message);
    if (index === null) client.foreign += 1;
    else client.arrivals.set(index, [...(client.arrivals.get(index) ?? []), arrivedAt]);
    if (index !== null && message.speechUrl) client.spoken.add(index);
    socket.send(JSON.stringify({ type: 'ack', id: message.alert.id }));
  });
  socket.on('close', (code) => (client.closeCode = code));
  return new Promise((resolve, reject) => {
    // An error after the handshake ends in 'close', which the report counts; before it, the run cannot start.
    socket.on('error', reject);
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'hello', token, lastShownId: null, window: WIDGET_ALERT_WINDOW }));
      resolve(client);
    });
  });
}

/** Closes every socket and waits (briefly) for the closing handshakes. */
export async function closeWidgetClients(clients: WidgetClient[]): Promise<void> {
  const closed = clients
    .filter((client) => client.socket.readyState !== WebSocket.CLOSED)
    .map(
      (client) =>
        new Promise((resolve) => {
          client.socket.once('close', resolve);
          client.socket.close(1000, 'benchmark over');
        }),
    );
  await Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, 3000))]);
  clients.forEach((client) => client.socket.terminate());
}
