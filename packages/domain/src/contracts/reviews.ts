import { z } from 'zod';
import { sellerTierSchema } from '../catalog';
import { sellerRatingSchema } from './catalog';

/** Stars of a review: 1–5, as on FunPay and Playerok (decision 025). */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_RATING_MESSAGE = 'Поставьте оценку от 1 до 5 звёзд';
export const REVIEW_TEXT_EMPTY_MESSAGE = 'Напишите отзыв';
export const REVIEW_TEXT_TOO_LONG_MESSAGE = `Отзыв длиннее ${REVIEW_TEXT_MAX} символов`;
export const REVIEW_ANSWER_EMPTY_MESSAGE = 'Напишите ответ';
export const REVIEW_ANSWER_TOO_LONG_MESSAGE = `Ответ длиннее ${REVIEW_TEXT_MAX} символов`;
export const VERIFY_REASON_MIN = 3;
export const VERIFY_REASON_MAX = 300;
export const VERIFY_REASON_MESSAGE = 'Укажите причину решения';
export const VERIFY_REASON_TOO_LONG_MESSAGE = `Причина длиннее ${VERIFY_REASON_MAX} символов`;

const reviewAnswerSchema = z.object({ text: z.string(), createdAt: z.iso.datetime() });

/** One review as everyone sees it; texts are plain text, never markup. */
export const reviewSchema = z.object({
  id: z.uuid(),
  /** The order reviewed; null for a review carried over without an order here. */
  orderId: z.uuid().nullable(),
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  text: z.string(),
  createdAt: z.iso.datetime(),
  /** The buyer's public name when they wrote it. */
  author: z.object({ name: z.string(), avatarLetters: z.string(), avatarColor: z.string() }),
  product: z.object({ title: z.string(), slug: z.string().nullable() }),
  seller: z.object({ id: z.string(), name: z.string() }),
  /** The seller's one answer. */
  answer: reviewAnswerSchema.nullable(),
  /** Why a moderator hid it; only its author is shown a hidden review (decision 043). */
  hiddenReason: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The rating with how many reviews gave each number of stars (index 0: one star). */
export const reviewSummarySchema = sellerRatingSchema.extend({
  stars: z.array(z.number().int().nonnegative()).length(REVIEW_RATING_MAX),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewListResponseSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  summary: reviewSummarySchema,
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

export const createReviewRequestSchema = z.object({
  orderId: z.uuid(),
  rating: z
    .number({ error: REVIEW_RATING_MESSAGE })
    .int(REVIEW_RATING_MESSAGE)
    .min(REVIEW_RATING_MIN, REVIEW_RATING_MESSAGE)
    .max(REVIEW_RATING_MAX, REVIEW_RATING_MESSAGE),
  text: z
    .string({ error: REVIEW_TEXT_EMPTY_MESSAGE })
    .trim()
    .min(1, REVIEW_TEXT_EMPTY_MESSAGE)
    .max(REVIEW_TEXT_MAX, REVIEW_TEXT_TOO_LONG_MESSAGE),
});
export type CreateReviewRequest = z.infer<typeof createReviewRequestSchema>;

/** A guest reviews through the order link: the same review with the order's token. */
export const guestCreateReviewRequestSchema = createReviewRequestSchema.extend({ token: z.string().min(10).max(200) });
export type GuestCreateReviewRequest = z.infer<typeof guestCreateReviewRequestSchema>;

export const reviewAnswerRequestSchema = z.object({
  text: z
    .string({ error: REVIEW_ANSWER_EMPTY_MESSAGE })
    .trim()
    .min(1, REVIEW_ANSWER_EMPTY_MESSAGE)
    .max(REVIEW_TEXT_MAX, REVIEW_ANSWER_TOO_LONG_MESSAGE),
});

/** Whether the signed-in buyer may review this order now, and their review when there is one. */
export const orderReviewStateSchema = z.object({
  canReview: z.boolean(),
  review: reviewSchema.nullable(),
});
export type OrderReviewState = z.infer<typeof orderReviewStateSchema>;

/** A seller's standing as support sees it: the tier, the figures it was judged by, and the verified flag. */
export const sellerReputationSchema = z.object({
  sellerId: z.string(),
  name: z.string(),
  tier: sellerTierSchema,
  verified: z.boolean(),
  verifiedReason: z.string().nullable(),
  verifiedAt: z.iso.datetime().nullable(),
  figures: z.object({
    completedDeals: z.number().int(),
    refundedDeals: z.number().int(),
    disputes: z.number().int(),
    reviewCount: z.number().int(),
    /** The smoothed rating the tier was judged by (decision 025). */
    rating: z.number(),
    refundBp: z.number().int(),
    disputeBp: z.number().int(),
    ageDays: z.number().int(),
  }),
  updatedAt: z.iso.datetime(),
});
export type SellerReputation = z.infer<typeof sellerReputationSchema>;

/** Judged sellers for support: best tier first, then by deals. */
export const sellerReputationListQuerySchema = z.object({
  tier: sellerTierSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type SellerReputationListQuery = z.infer<typeof sellerReputationListQuerySchema>;

export const sellerReputationListSchema = z.object({
  items: z.array(sellerReputationSchema),
  total: z.number().int(),
});
export type SellerReputationList = z.infer<typeof sellerReputationListSchema>;

export const sellerVerifiedRequestSchema = z.object({
  verified: z.boolean(),
  reason: z
    .string({ error: VERIFY_REASON_MESSAGE })
    .trim()
    .min(VERIFY_REASON_MIN, VERIFY_REASON_MESSAGE)
    .max(VERIFY_REASON_MAX, VERIFY_REASON_TOO_LONG_MESSAGE),
});
export type SellerVerifiedRequest = z.infer<typeof sellerVerifiedRequestSchema>;
