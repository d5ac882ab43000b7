import type { OrderReviewState, Review, ReviewListResponse } from '@lootmarket/domain';
import { guestReviewEndpoints, reviewEndpoints } from '@lootmarket/domain/endpoints/reviews';
import { api } from '#app/lib/api/browser';

/** The order's review state: a guest asks with the order link's token, a buyer with the session. */
export const fetchOrderReview = (orderId: string, token: string | null): Promise<OrderReviewState> =>
  token
    ? api.call(guestReviewEndpoints.ofOrder, { params: { order_id: orderId }, query: { token } })
    : api.call(reviewEndpoints.ofOrder, { params: { order_id: orderId } });

export const createReview = (orderId: string, token: string | null, rating: number, text: string): Promise<Review> =>
  token
    ? api.call(guestReviewEndpoints.create, { body: { orderId, token, rating, text } })
    : api.call(reviewEndpoints.create, { body: { orderId, rating, text } });

export const answerReview = (reviewId: string, text: string): Promise<Review> =>
  api.call(reviewEndpoints.answer, { params: { review_id: reviewId }, body: { text } });

/** The next page of a list: a shop's reviews, or the signed-in user's left or received ones. */
export function fetchReviewPage(
  source: ReviewSource,
  offset: number,
  limit = REVIEW_PAGE_SIZE,
): Promise<ReviewListResponse> {
  const query = { limit, offset };
  if (source.kind === 'seller')
    return api.call(reviewEndpoints.ofSeller, { params: { seller_id: Number(source.sellerId) }, query });
  return api.call(source.kind === 'mine' ? reviewEndpoints.mine : reviewEndpoints.received, { query });
}

export const REVIEW_PAGE_SIZE = 10;

export type ReviewSource = { kind: 'seller'; sellerId: string } | { kind: 'mine' } | { kind: 'received' };
