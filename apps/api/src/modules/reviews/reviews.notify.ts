import { z } from 'zod';
import type { Db } from '../../db/client';
import { scheduleJob } from '../../platform/jobs/job-schedule';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { ReviewsDeps } from './reviews.ports';
import { createReviewsRepo } from './reviews.repo';

export const REVIEW_PROMPT_JOB = 'reviews.prompt';
export const REVIEW_RECEIVED_JOB = 'reviews.received';
/** How much of a review's text the seller's notice quotes. */
const QUOTE_MAX = 140;

/** Queues the seller's «Новый отзыв» notice in the review's own transaction: it goes out once the review is stored. */
export async function scheduleReviewReceived(tx: Db, orderId: string): Promise<void> {
  await scheduleJob(tx, { kind: REVIEW_RECEIVED_JOB, payload: { orderId }, dedupeKey: `review-received:${orderId}` });
}

const payloadSchema = z.object({ orderId: z.uuid() });

/**
 * The jobs worker's side: the buyer of a completed order is asked for a review by mail and in the app.
 * Guests are not asked here: their order mails carry the order link, where they review.
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

  /** The seller hears of a new review in the app (and in Telegram when they switched reviews on). */
  const received: JobHandler = async (payload) => {
    const { orderId } = payloadSchema.parse(payload);
    const review = await createReviewsRepo(deps.db).ofOrder(orderId);
    if (!review || review.removedAt !== null) return;
    const quote = review.text.length > QUOTE_MAX ? `${review.text.slice(0, QUOTE_MAX - 1)}…` : review.text;
    await deps.notifications.notify({
      userId: review.sellerId,
      kind: 'review_received',
      title: `Новый отзыв: ${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)}`,
      body: `«${review.productTitle}»: ${quote}`,
      link: `/${review.sellerId}/reviews?tab=shop`,
      orderId,
      sourceKey: `review-received:${orderId}`,
    });
  };

  return {
    jobHandlers: { [REVIEW_PROMPT_JOB]: handler, [REVIEW_RECEIVED_JOB]: received } as Record<string, JobHandler>,
  };
}
