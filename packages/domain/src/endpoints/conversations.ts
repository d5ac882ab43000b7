import {
  conversationImageQuerySchema,
  conversationQuerySchema,
  conversationReadRequestSchema,
  conversationReadResponseSchema,
  conversationUnreadResponseSchema,
  conversationViewSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
} from '../contracts/conversations';
import { defineEndpoint, PRIVATE_API, PUBLIC_API } from './define';

/**
 * An order's conversation between its buyer, its seller and support. Public addresses: a signed-in party
 * is known by the session, a guest buyer by the order's token.
 */
export const conversationEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/order/conversation`,
    query: conversationQuerySchema,
    response: conversationViewSchema,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/order/conversation/message`,
    body: sendMessageRequestSchema,
    response: sendMessageResponseSchema,
    status: 201,
  }),
  sendImage: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/order/conversation/image`,
    query: conversationImageQuerySchema,
    multipart: true,
    response: sendMessageResponseSchema,
    status: 201,
  }),
  read: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/order/conversation/read`,
    body: conversationReadRequestSchema,
    response: conversationReadResponseSchema,
  }),
  unread: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/conversations/unread`,
    response: conversationUnreadResponseSchema,
  }),
};
