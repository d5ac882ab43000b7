import {
  markNotificationsReadRequestSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadNotificationsResponseSchema,
} from '@lootmarket/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/** Private: the signed-in user's own notifications. */
export async function notificationsRoutes(app: FastifyInstance, { notifications }: { notifications: NotificationsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/notifications',
    { schema: { tags, summary: 'My notifications, newest first, with the unread count', security, querystring: notificationListQuerySchema, response: { 200: notificationListResponseSchema } } },
    (request) => notifications.list(request.user!.id, request.query.limit, request.query.offset),
  );
  api.get(
    '/notifications/unread',
    { schema: { tags, summary: 'How many of my notifications are unread', security, response: { 200: unreadNotificationsResponseSchema } } },
    async (request) => ({ unread: await notifications.unreadCount(request.user!.id) }),
  );
  api.post(
    '/notifications/read',
    { schema: { tags, summary: 'Mark notifications read (all of them without ids)', security, body: markNotificationsReadRequestSchema, response: { 200: unreadNotificationsResponseSchema } } },
    (request) => notifications.markRead(request.user!.id, request.body.ids),
  );
}
