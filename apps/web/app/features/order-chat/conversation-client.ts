import type { ConversationMessage, ConversationView } from '@lootmarket/domain';
import { conversationEndpoints } from '@lootmarket/domain/endpoints/conversations';
import { api } from '#app/lib/api/browser';

const access = (orderId: string, token: string | null) => ({ id: orderId, ...(token ? { token } : {}) });

/** The conversation, or what came after the message at `after`. */
export const fetchConversation = (orderId: string, token: string | null, after?: number): Promise<ConversationView> =>
  api.call(conversationEndpoints.get, { query: { ...access(orderId, token), ...(after ? { after } : {}) } });

export const sendText = (
  orderId: string,
  token: string | null,
  text: string,
): Promise<{ message: ConversationMessage; warning: string | null }> =>
  api.call(conversationEndpoints.send, { body: { ...access(orderId, token), text } });

export function sendPicture(
  orderId: string,
  token: string | null,
  file: File,
): Promise<{ message: ConversationMessage; warning: string | null }> {
  const form = new FormData();
  form.append('file', file);
  return api.call(conversationEndpoints.sendImage, { query: access(orderId, token), body: form });
}

export const markConversationRead = (orderId: string, token: string | null): Promise<{ unread: number }> =>
  api.call(conversationEndpoints.read, { body: access(orderId, token) });

/** The signed-in user's unread messages, in total and per order, newest order first. */
export const fetchUnread = () => api.call(conversationEndpoints.unread);
