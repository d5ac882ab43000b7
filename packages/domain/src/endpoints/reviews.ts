import { z } from 'zod';
import {
  createReviewRequestSchema,
  guestCreateReviewRequestSchema,
  orderReviewStateSchema,
  reviewAnswerRequestSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewSchema,
  sellerReputationListQuerySchema,
  sellerReputationListSchema,
  sellerReputationSchema,
  sellerVerifiedRequestSchema,
} from '../contracts/reviews';
import { defineEndpoint, PRIVATE_API, PUBLIC_API } from './define';

const sellerParams = z.object({ seller_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** A guest's review of their order, through the order link's token: once, as a signed-in buyer's. */
export const guestReviewEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/review`,
    body: guestCreateReviewRequestSchema,
    response: reviewSchema,
    status: 201,
  }),
  ofOrder: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/review/order/:order_id`,
    params: z.object({ order_id: z.uuid() }),
    query: z.object({ token: z.string().min(10).max(200) }),
    response: orderReviewStateSchema,
  }),
};

/** Reviews of completed orders: the buyer writes one, the seller answers once, everyone reads them by shop. */
export const reviewEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/review`,
    body: createReviewRequestSchema,
    response: reviewSchema,
    status: 201,
  }),
  ofOrder: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/review/order/:order_id`,
    params: z.object({ order_id: z.uuid() }),
    response: orderReviewStateSchema,
  }),
  answer: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/review/:review_id/answer`,
    params: z.object({ review_id: z.uuid() }),
    body: reviewAnswerRequestSchema,
    response: reviewSchema,
  }),
  /** Reviews the signed-in user left. */
  mine: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/review/my`,
    query: reviewListQuerySchema,
    response: reviewListResponseSchema,
  }),
  /** Reviews about the signed-in seller's shop. */
  received: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/review/received`,
    query: reviewListQuerySchema,
    response: reviewListResponseSchema,
  }),
  /** A shop's reviews, newest first, with its rating. */
  ofSeller: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/seller/:seller_id/reviews`,
    params: sellerParams,
    query: reviewListQuerySchema,
    response: reviewListResponseSchema,
  }),
};

/** Support's view of a seller's standing and the verified flag it sets with a reason. */
export const sellerReputationAdminEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/sellers`,
    query: sellerReputationListQuerySchema,
    response: sellerReputationListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/sellers/:seller_id/reputation`,
    params: sellerParams,
    response: sellerReputationSchema,
  }),
  setVerified: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/sellers/:seller_id/verified`,
    params: sellerParams,
    body: sellerVerifiedRequestSchema,
    response: sellerReputationSchema,
  }),
};
