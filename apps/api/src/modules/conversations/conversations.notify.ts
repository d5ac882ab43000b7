import { z } from 'zod';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { ConversationsDeps } from './conversations.ports';
import { createConversationsRepo } from './conversations.repo';

export const UNSEEN_JOB = 'conversations.unseen';
export const unseenJobKey = (orderId: string, side: 'buyer' | 'seller') => `conversation-unseen:${orderId}:${side}`;

const payloadSchema = z.object({ orderId: z.uuid(), side: z.enum(['buyer', 'seller']) });

/**
 * The jobs worker's side: a message still unread minutes after it came is told to its reader, in the app
 * for signed-in people and by mail for everyone (a guest buyer at the checkout address, with the token link).
 */
export function createUnseenNotifier(deps: ConversationsDeps) {
  const site = deps.publicUrl ?? 'http://localhost:3000';

  const handler: JobHandler = async (payload) => {
    const { orderId, side } = payloadSchema.parse(payload);
    const conversation = await createConversationsRepo(deps.db).find(orderId);
    const order = await deps.orders.find(orderId);
    const unread = side === 'buyer' ? conversation?.buyerUnread : conversation?.sellerUnread;
    if (!conversation || !order || !unread) return;
    const userId = side === 'buyer' ? order.buyerUserId : order.sellerId;
    const path = side === 'buyer' ? `/order-status/${orderId}` : `/${order.sellerId}/shop/orders/${orderId}`;
    const title = side === 'buyer' ? 'Новое сообщение от продавца' : 'Новое сообщение от покупателя';
    const body = `${unread} непрочитанн${unread === 1 ? 'ое сообщение' : 'ых сообщений'} по заказу «${order.productTitle}»`;
    // The mail first: if it fails the job is retried whole; the in-app notice is stored once whatever happens.
    const to =
      side === 'buyer' && order.buyerEmail
        ? order.buyerEmail
        : userId === null
          ? null
          : await deps.users.contactEmail(userId);
    if (to) {
      const link = side === 'buyer' ? deps.orders.buyerMailLink(orderId) : `${site}${path}`;
      await deps.mailer.send({
        to,
        subject: `${title}: ${order.productTitle}`,
        text: [body, '', 'Ответить можно на странице заказа (контакты вне Лутмаркета писать нельзя):', link].join('\n'),
      });
    }
    if (userId === null) return;
    await deps.notifications.notify({
      userId,
      kind: 'order_message',
      title,
      body,
      link: path,
      orderId,
      sourceKey: `conversation:${orderId}:${side}:${conversation.lastSeq}`,
    });
  };

  return { jobHandlers: { [UNSEEN_JOB]: handler } as Record<string, JobHandler> };
}
