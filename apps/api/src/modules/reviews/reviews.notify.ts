import { z } from 'zod';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { ReviewsDeps } from './reviews.ports';
import { createReviewsRepo } from './reviews.repo';

export const REVIEW_PROMPT_JOB = 'reviews.prompt';

const payloadSchema = z.object({ orderId: z.uuid() });

/**
 * The jobs worker's side: the buyer of a completed order is asked for a review by mail and in the app.
 * Only account holders can review (a review is signed with the buyer's public name), so guests are not asked.
 */
export function createReviewPrompt(deps: ReviewsDeps) {
  const handler: JobHandler = async (payload) => {
    const { orderId } = payloadSchema.parse(payload);
    const order = await deps.orders.find(orderId);
    if (!order || order.status !== 'COMPLETED' || order.buyerUserId === null) return;
    if (await createReviewsRepo(deps.db).ofOrder(orderId)) return;
    const link = `/order-status/${orderId}`;
    const title = 'Оцените продавца';
    const body = `Как прошёл заказ «${order.productTitle}»? Отзыв поможет другим покупателям выбрать продавца.`;
    const to = (await deps.users.contactEmail(order.buyerUserId)) ?? order.buyerEmail;
    // The mail first: if it fails the job is retried whole; the in-app notice is stored once whatever happens.
    if (to) {
      await deps.mailer.send({
        to,
        subject: `Оцените заказ: ${order.productTitle}`,
        text: [
          body,
          '',
          'Поставьте от 1 до 5 звёзд и напишите пару слов на странице заказа:',
          `${deps.siteUrl}${link}`,
        ].join('\n'),
      });
    }
    await deps.notifications.notify({
      userId: order.buyerUserId,
      kind: 'review_request',
      title,
      body,
      link,
      orderId,
      sourceKey: `review-prompt:${orderId}`,
    });
  };

  return { jobHandlers: { [REVIEW_PROMPT_JOB]: handler } as Record<string, JobHandler> };
}
