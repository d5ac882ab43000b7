import { z } from 'zod';
import { moneySchema } from '../money';
import { donationPageDesignSchema, donationPageDesignViewSchema } from '../contracts/donation-page-design';
import {
  donationStatsQuerySchema,
  donationStatsResponseSchema,
  donationTotalsQuerySchema,
  streamerMinimumsSchema,
  streamerMinimumUpdateSchema,
  topDonatorsQuerySchema,
  topDonatorsResponseSchema,
} from '../contracts/donation-stats';
import {
  activeGoalResponseSchema,
  banWordsSchema,
  closeGoalRequestSchema,
  createDonationRequestSchema,
  createDonationResponseSchema,
  createGoalRequestSchema,
  donationListQuerySchema,
  donationListResponseSchema,
  donationPageResponseSchema,
  donationStatusResponseSchema,
  donationTotalsResponseSchema,
  donationViewSchema,
  fundraisingGoalSchema,
  minAmountResponseSchema,
  streamerBySlugQuerySchema,
  streamerListResponseSchema,
  streamerOnlineResponseSchema,
} from '../contracts/donations';
import { defineEndpoint, defineEventStream, PRIVATE_API, PUBLIC_API } from './define';

const idParams = z.object({ id: z.string().min(1).max(100) });
const streamerParams = z.object({ user_id: z.coerce.number().int().positive() });

/** A change of a goal's raised amount, as the live stream of a donate page announces it. */
export const goalProgressSchema = z.object({ goalId: z.string(), raised: moneySchema, target: moneySchema });
export type GoalProgress = z.infer<typeof goalProgressSchema>;

/** The donate page, the success page, and donations of guests. */
export const publicDonationEndpoints = {
  donate: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/donation`,
    body: createDonationRequestSchema,
    response: createDonationResponseSchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/donations/status/:id`,
    params: idParams,
    response: donationStatusResponseSchema,
  }),
  pageBySlug: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/donations/streamer-by-slug-donation`,
    query: streamerBySlugQuerySchema,
    response: donationPageResponseSchema,
  }),
  minAmount: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/donations/min-amount/:id`,
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: minAmountResponseSchema,
  }),
  activeGoal: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/goals/active/:user_id`,
    params: streamerParams,
    response: activeGoalResponseSchema,
  }),
  streamers: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/streamer`,
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    response: streamerListResponseSchema,
  }),
  streamerOnline: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/streamer/:slug/online`,
    params: z.object({ slug: z.string().trim().min(1).max(64) }),
    response: streamerOnlineResponseSchema,
  }),
};

/** The active goal as Server-Sent Events: `goal` first, then `progress` on every change. */
export const liveGoalStream = defineEventStream({
  method: 'GET',
  path: `${PUBLIC_API}/goals/active/:user_id/live`,
  params: streamerParams,
  events: { goal: activeGoalResponseSchema, progress: goalProgressSchema },
});

/** Signed-in donors. */
export const donationEndpoints = {
  donate: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donation`,
    body: createDonationRequestSchema,
    response: createDonationResponseSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donation/:id`,
    params: idParams,
    response: donationViewSchema,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/my`,
    query: donationListQuerySchema,
    response: donationListResponseSchema,
  }),
};

/** The streamer's cabinet: received donations, statistics, the donate page and goals. */
export const streamerEndpoints = {
  received: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/received`,
    query: donationListQuerySchema,
    response: donationListResponseSchema,
  }),
  totals: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/cabinet/total-amount`,
    query: donationTotalsQuerySchema,
    response: donationTotalsResponseSchema,
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/cabinet/stats`,
    query: donationStatsQuerySchema,
    response: donationStatsResponseSchema,
  }),
  topDonators: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/cabinet/top-donators`,
    query: topDonatorsQuerySchema,
    response: topDonatorsResponseSchema,
  }),
  page: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/cabinet/page`,
    response: donationPageResponseSchema,
  }),
  savePageDesign: defineEndpoint({
    method: 'PUT',
    path: `${PRIVATE_API}/donations/cabinet/page-design`,
    body: donationPageDesignSchema,
    response: donationPageDesignViewSchema,
  }),
  minimums: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/cabinet/min-amount`,
    response: streamerMinimumsSchema,
  }),
  setMinimum: defineEndpoint({
    method: 'PUT',
    path: `${PRIVATE_API}/donations/cabinet/min-amount`,
    body: streamerMinimumUpdateSchema,
    response: streamerMinimumsSchema,
  }),
  banWords: defineEndpoint({ method: 'GET', path: `${PRIVATE_API}/donations/ban-words`, response: banWordsSchema }),
  replaceBanWords: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donations/ban-words`,
    body: banWordsSchema,
    response: banWordsSchema,
  }),
  activeGoal: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/goals/active`,
    response: activeGoalResponseSchema,
  }),
  completedGoals: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/goals/completed`,
    query: donationListQuerySchema,
    response: z.object({ items: z.array(fundraisingGoalSchema) }),
  }),
  createGoal: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/goals`,
    body: createGoalRequestSchema,
    response: fundraisingGoalSchema,
  }),
  closeGoal: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/goals/close`,
    body: closeGoalRequestSchema,
    response: fundraisingGoalSchema,
  }),
};

/** Support cancels a completed donation and refunds the donor. */
export const supportDonationEndpoints = {
  cancel: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/donations/:id/cancel`,
    params: idParams,
    body: z.object({ reason: z.string().trim().min(1).max(500) }),
    response: donationViewSchema,
  }),
};
