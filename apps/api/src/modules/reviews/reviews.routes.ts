import {
  guestReviewEndpoints,
  reviewEndpoints,
  sellerReputationAdminEndpoints,
} from '@lootmarket/domain/endpoints/reviews';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffContext, staffOnly } from '../../platform/http/staff-permission';
import { AUDITED_IN_SERVICE } from '../audit/audit.staff-writes';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { ReviewsService } from './reviews.service';
import type { SellerReputationService } from './seller-reputation.service';

const tags = ['reviews'];
const security = [{ bearerAuth: [] }];
const userId = (request: FastifyRequest): number => request.user!.id;

/** A shop's reviews for everyone. */
export async function reviewsPublicRoutes(app: FastifyInstance, { reviews }: { reviews: ReviewsService }) {
  registerEndpoint(
    app,
    reviewEndpoints.ofSeller,
    { schema: { tags, summary: "A shop's reviews, newest first, with its rating" } },
    (request) => reviews.ofSeller(request.params.seller_id, request.query),
  );
  registerEndpoint(
    app,
    guestReviewEndpoints.create,
    {
      schema: { tags, summary: "A guest reviews their completed order with the order link's token, once" },
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
    },
    (request) => reviews.createAsGuest(request.body),
  );
  registerEndpoint(
    app,
    guestReviewEndpoints.ofOrder,
    { schema: { tags, summary: "Whether the guest may review the order, and the guest's review" } },
    (request) => reviews.ofOrderAsGuest(request.params.order_id, request.query.token),
  );
}

/** The buyer's review of an order, the seller's answer, and the profile's lists. */
export async function reviewsPrivateRoutes(app: FastifyInstance, { reviews }: { reviews: ReviewsService }) {
  registerEndpoint(
    app,
    reviewEndpoints.create,
    {
      schema: { tags, summary: 'Review a completed order (1–5 stars and a text), once', security },
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
    },
    (request) => reviews.create(userId(request), request.body),
  );
  registerEndpoint(
    app,
    reviewEndpoints.ofOrder,
    { schema: { tags, summary: "Whether the buyer may review the order, and the buyer's review", security } },
    (request) => reviews.ofOrder(userId(request), request.params.order_id),
  );
  registerEndpoint(
    app,
    reviewEndpoints.answer,
    { schema: { tags, summary: 'The seller answers a review of their shop, once', security } },
    (request) => reviews.answer(userId(request), request.params.review_id, request.body.text),
  );
  registerEndpoint(
    app,
    reviewEndpoints.mine,
    { schema: { tags, summary: 'Reviews the signed-in user left', security } },
    (request) => reviews.mine(userId(request), request.query),
  );
  registerEndpoint(
    app,
    reviewEndpoints.received,
    { schema: { tags, summary: "Reviews about the signed-in seller's shop", security } },
    (request) => reviews.received(userId(request), request.query),
  );
}

/** Support reads a seller's standing and sets the verified flag with a reason (admins only). */
export async function reputationAdminRoutes(
  app: FastifyInstance,
  { reputation }: { reputation: SellerReputationService },
) {
  registerEndpoint(
    app,
    sellerReputationAdminEndpoints.list,
    {
      ...staffOnly('sellers.read'),
      schema: { tags, summary: 'Judged sellers, best tier first, with their figures and verified flags' },
    },
    (request) => reputation.list(request.query),
  );
  registerEndpoint(
    app,
    sellerReputationAdminEndpoints.get,
    {
      ...staffOnly('sellers.read'),
      schema: { tags, summary: "A seller's tier, the figures it was judged by, and the verified flag" },
    },
    (request) => reputation.get(request.params.seller_id),
  );
  registerEndpoint(
    app,
    sellerReputationAdminEndpoints.setVerified,
    {
      ...staffOnly('sellers.write'),
      config: AUDITED_IN_SERVICE,
      schema: { tags, summary: 'Mark a seller verified, or take the mark away, with a reason' },
    },
    (request) => reputation.setVerified(staffContext(request), request.params.seller_id, request.body),
  );
}
