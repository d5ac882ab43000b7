import {
  CONVERSATION_CLOSE_CODES,
  CONVERSATION_SOCKET_PATH,
  conversationServerMessageSchema,
  type ConversationMessage,
  type ConversationServerMessage,
} from '@lootmarket/domain';

const MIN_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;

export interface ConversationSocketHandlers {
  /** The socket is (again) following the order: catch up on what came while it was away. */
  onReady(): void;
  onMessage(message: ConversationMessage): void;
}

/** Back-off before reconnect attempt `n`: doubling from 0.5 s up to 10 s, with jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  return Math.round(Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** attempt) * (0.75 + random() * 0.5));
}

/** A message from the server, or null for anything else (a page older or newer than the server ignores it). */
export function parseConversationMessage(data: unknown): ConversationServerMessage | null {
  try {
    const parsed = conversationServerMessageSchema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Follows one order's conversation: says which order (and the guest's token) first, then gets each new
 * message; reconnects by itself unless the order was refused.
 */
export function openConversationSocket(
  orderId: string,
  token: string | null,
  handlers: ConversationSocketHandlers,
): { close(): void } {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function connect() {
    const url = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${CONVERSATION_SOCKET_PATH}`;
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      current.send(JSON.stringify({ type: 'hello', orderId, ...(token ? { token } : {}) }));
    };
    current.onmessage = (event) => {
      const message = parseConversationMessage(event.data);
      if (message?.type === 'ready') handlers.onReady();
      else if (message?.type === 'message') handlers.onMessage(message.message);
    };
    current.onclose = (event) => {
      if (socket !== current || stopped || event.code === CONVERSATION_CLOSE_CODES.denied) return;
      socket = null;
      timer = setTimeout(connect, reconnectDelay(attempt++));
    };
  }

  connect();
  return {
    close() {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    },
  };
}
