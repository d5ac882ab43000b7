import type { ConversationServerMessage } from '@lootmarket/domain';
import type { WebSocket } from 'ws';
import type { Unlisten } from '../../db/listener';
import type { EventBus } from '../../platform/events/event-bus';
import { CONVERSATION_CHANNEL, type ConversationEvent, type ConversationsService } from './conversations.service';

interface Connection {
  socket: WebSocket;
  orderId: string;
  alive: boolean;
}

export interface ConversationHubOptions {
  conversations: Pick<ConversationsService, 'message'>;
  events: EventBus;
  onError: (error: unknown) => void;
  heartbeatMs?: number;
}

/**
 * This process's open order pages. A new message is announced on the event bus by whichever process
 * stored it; each process reads it once and sends it to its sockets of that order. Messages sent while a
 * page was away are not replayed here: the page asks for what came after its last one when it reconnects.
 */
export function createConversationHub({
  conversations,
  events,
  onError,
  heartbeatMs = 15_000,
}: ConversationHubOptions) {
  const byOrder = new Map<string, Set<Connection>>();
  let unlisten: Unlisten | undefined;
  let timer: NodeJS.Timeout | undefined;

  const send = (connection: Connection, message: ConversationServerMessage) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message));
  };

  async function onEvent(event: ConversationEvent): Promise<void> {
    const local = byOrder.get(event.orderId);
    if (!local || local.size === 0) return;
    const message = await conversations.message(event.messageId);
    if (!message) return;
    for (const connection of local) send(connection, { type: 'message', message });
  }

  function heartbeat(): void {
    for (const set of byOrder.values()) {
      for (const connection of set) {
        if (!connection.alive) {
          connection.socket.terminate();
          continue;
        }
        connection.alive = false;
        connection.socket.ping();
      }
    }
  }

  function detach(connection: Connection): void {
    const set = byOrder.get(connection.orderId);
    set?.delete(connection);
    if (set?.size === 0) byOrder.delete(connection.orderId);
  }

  return {
    async start(): Promise<void> {
      unlisten = await events.subscribe<ConversationEvent>(CONVERSATION_CHANNEL, (event) => {
        if (typeof event?.orderId === 'string' && typeof event.messageId === 'string')
          void onEvent(event).catch(onError);
      });
      timer = setInterval(heartbeat, heartbeatMs).unref();
    },

    async stop(): Promise<void> {
      clearInterval(timer);
      await unlisten?.();
      for (const set of byOrder.values())
        for (const connection of set) connection.socket.close(1001, 'server stopping');
    },

    /** Takes over a socket whose asker may read the order's conversation. */
    attach(socket: WebSocket, orderId: string): void {
      const connection: Connection = { socket, orderId, alive: true };
      const set = byOrder.get(orderId) ?? new Set<Connection>();
      set.add(connection);
      byOrder.set(orderId, set);
      socket.on('pong', () => (connection.alive = true));
      socket.on('close', () => detach(connection));
      send(connection, { type: 'ready' });
    },

    size: () => [...byOrder.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

export type ConversationHub = ReturnType<typeof createConversationHub>;
