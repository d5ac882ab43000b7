import { notificationEndpoints } from '@lootmarket/domain/endpoints/notifications';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/** Private: the signed-in user's own notifications. */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  registerEndpoint(
    app,
    notificationEndpoints.list,
    { schema: { tags, summary: 'My notifications, newest first, with the unread count', security } },
    (request) => notifications.list(request.user!.id, request.query.limit, request.query.offset),
  );
  registerEndpoint(
    app,
    notificationEndpoints.unread,
    { schema: { tags, summary: 'How many of my notifications are unread', security } },
    async (request) => ({
      unread: await notifications.unreadCount(request.user!.id),
    }),
  );
  registerEndpoint(
    app,
    notificationEndpoints.markRead,
    { schema: { tags, summary: 'Mark notifications read (all of them without ids)', security } },
    (request) => notifications.markRead(request.user!.id, request.body.ids),
  );
}
