import { z } from 'zod';
import {
  donationPageReportRequestSchema,
  moderationDonationPageListSchema,
  moderationDonationPageSchema,
  moderationOfferListSchema,
  moderationOfferSchema,
  moderationQuerySchema,
  moderationReasonRequestSchema,
  moderationReviewListSchema,
  moderationReviewSchema,
  reportAcceptedSchema,
} from '../contracts/moderation';
import { defineEndpoint, PRIVATE_API, PUBLIC_API } from './define';

const uuidParams = z.object({ id: z.uuid() });
const slugParams = z.object({ slug: z.string().trim().min(1).max(64) });

/** Moderators find offers, hide them with a reason the seller reads, and restore them (decision 043). */
export const offerModerationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/moderation/offers`,
    query: moderationQuerySchema,
    response: moderationOfferListSchema,
  }),
  hide: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/offers/:id/hide`,
    params: uuidParams,
    body: moderationReasonRequestSchema,
    response: moderationOfferSchema,
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/offers/:id/restore`,
    params: uuidParams,
    response: moderationOfferSchema,
  }),
};

/** The same for reviews: a hidden review leaves every page and rating; its author reads why. */
export const reviewModerationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/moderation/reviews`,
    query: moderationQuerySchema,
    response: moderationReviewListSchema,
  }),
  hide: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/reviews/:id/hide`,
    params: uuidParams,
    body: moderationReasonRequestSchema,
    response: moderationReviewSchema,
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/reviews/:id/restore`,
    params: uuidParams,
    response: moderationReviewSchema,
  }),
};

/** Anyone reports a donate page; moderators see the reported pages and hide or restore them. */
export const donationPageModerationEndpoints = {
  report: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/donations/:slug/report`,
    params: slugParams,
    body: donationPageReportRequestSchema,
    response: reportAcceptedSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/moderation/donation-pages`,
    query: moderationQuerySchema,
    response: moderationDonationPageListSchema,
  }),
  hide: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/donation-pages/:slug/hide`,
    params: slugParams,
    body: moderationReasonRequestSchema,
    response: moderationDonationPageSchema,
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/donation-pages/:slug/restore`,
    params: slugParams,
    response: moderationDonationPageSchema,
  }),
};
