// Open order pages for the conversation benchmark: one socket per conversation, saying hello as the order
// page does (the guest buyer with the order's token, the seller with the session cookie), and recording
// when each message frame arrives.
import { CONVERSATION_SOCKET_PATH, type ConversationServerMessage } from '@lootmarket/domain';
import WebSocket from 'ws';
import type { BenchConversation } from './conversation-fixtures';

export interface ConversationClient {
  conversation: BenchConversation;
  socket: WebSocket;
  ready: boolean;
  /** Arrival times (performance.now()) of each bench message's frames, by message number. */
  arrivals: Map<number, number[]>;
  /** Frames that name no bench message, or that the receiving side wrote itself. */
  foreign: number;
  closeCode: number | null;
}

/** The text of bench message `number`: no digits a contact filter would take for a phone number. */
export const messageText = (number: number) => `Бенчмарк, сообщение №${number}`;

function messageNumberOf(text: string | null): number | null {
  const match = /^Бенчмарк, сообщение №(\d+)$/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/** Opens one socket per conversation, `batch` handshakes at a time so the listen backlog never overflows. */
export async function connectConversationClients(
  origin: string,
  conversations: BenchConversation[],
  batch = 50,
): Promise<ConversationClient[]> {
  const clients: ConversationClient[] = [];
  for (let start = 0; start < conversations.length; start += batch) {
    const opened = conversations.slice(start, start + batch).map((conversation) => openClient(origin, conversation));
    clients.push(...(await Promise.all(opened)));
  }
  return clients;
}

function openClient(origin: string, conversation: BenchConversation): Promise<ConversationClient> {
  const asSeller = conversation.receiver === 'seller';
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${CONVERSATION_SOCKET_PATH}`, {
    origin,
    ...(asSeller ? { headers: { cookie: `access_token=${conversation.sellerAccessToken}` } } : {}),
  });
  const client: ConversationClient = {
    conversation,
    socket,
    ready: false,
    arrivals: new Map(),
    foreign: 0,
    closeCode: null,
  };
  socket.on('message', (data) => {
    const arrivedAt = performance.now();
    const message = JSON.parse(String(data)) as ConversationServerMessage;
    if (message.type === 'ready') client.ready = true;
    if (message.type !== 'message') return;
    const number = messageNumberOf(message.message.text);
    if (number === null || message.message.author === conversation.receiver) client.foreign += 1;
    else client.arrivals.set(number, [...(client.arrivals.get(number) ?? []), arrivedAt]);
  });
  socket.on('close', (code) => (client.closeCode = code));
  return new Promise((resolve, reject) => {
    // An error after the handshake ends in 'close', which the report counts; before it, the run cannot start.
    socket.on('error', reject);
    socket.once('open', () => {
      const hello = {
        type: 'hello',
        orderId: conversation.orderId,
        ...(asSeller ? {} : { token: conversation.guestToken }),
      };
      socket.send(JSON.stringify(hello));
      resolve(client);
    });
  });
}

/** Closes every socket and waits (briefly) for the closing handshakes. */
export async function closeConversationClients(clients: ConversationClient[]): Promise<void> {
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
