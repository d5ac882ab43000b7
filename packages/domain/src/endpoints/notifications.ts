import {
  markNotificationsReadRequestSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadNotificationsResponseSchema,
} from '../contracts/notifications';
import { defineEndpoint, PRIVATE_API } from './define';

/** The signed-in user's own notifications. */
export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/notifications`,
    query: notificationListQuerySchema,
    response: notificationListResponseSchema,
  }),
  unread: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/notifications/unread`,
    response: unreadNotificationsResponseSchema,
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/notifications/read`,
    body: markNotificationsReadRequestSchema,
    response: unreadNotificationsResponseSchema,
  }),
};
