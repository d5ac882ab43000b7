import { z } from 'zod';
import { currencyCodeSchema } from '../currencies';
import { alertStateSchema } from './alert-moderation';
import { donationPageDesignViewSchema } from './donation-page-design';
import { donationStatusSchema } from '../donation-status';
import { moneySchema } from '../money';
import { guestEmailSchema } from '../validation/email';
import { REQUIRED_MESSAGE } from '../validation/messages';

/** Longest donor name and message; the donate page counts characters against these. */
export const DONOR_NAME_MAX_LENGTH = 32;
export const DONATION_MESSAGE_MAX_LENGTH = 300;
/** A streamer's ban list: how many words and how long each may be. */
export const BAN_WORDS_MAX_COUNT = 500;
const BAN_WORD_MAX_LENGTH = 50;
export const GOAL_TITLE_MAX_LENGTH = 80;

/** How long a new donation waits for its payment before it counts as unpaid. */
export const DONATION_PAYMENT_WINDOW_MS = 60 * 60_000;

export const DONOR_NAME_TOO_LONG_MESSAGE = `Имя — не длиннее ${DONOR_NAME_MAX_LENGTH} символов`;
export const DONATION_MESSAGE_TOO_LONG_MESSAGE = `Сообщение — не длиннее ${DONATION_MESSAGE_MAX_LENGTH} символов`;

/** `POST donation`: the amount is typed in major units ("150", "99.76") and checked against the limits on the server. */
export const createDonationRequestSchema = z.object({
  streamerId: z.coerce.number().int().positive(),
  donorName: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(DONOR_NAME_MAX_LENGTH, { error: DONOR_NAME_TOO_LONG_MESSAGE }),
  message: z.string().max(DONATION_MESSAGE_MAX_LENGTH, { error: DONATION_MESSAGE_TOO_LONG_MESSAGE }).default(''),
  amount: z.union([z.string().max(32), z.number()], { error: REQUIRED_MESSAGE }),
  currency: currencyCodeSchema,
  /** Guests only; a signed-in donor's account e-mail is used. */
  email: guestEmailSchema.optional(),
  /** A video to show on stream: the amount buys its seconds at the streamer's media price. */
  mediaUrl: z.string().trim().max(500).optional(),
});
export type CreateDonationRequest = z.input<typeof createDonationRequestSchema>;

/** A donation as its donor or its streamer sees it; texts are already masked. */
export const donationViewSchema = z.object({
  id: z.uuid(),
  status: donationStatusSchema,
  streamer: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  donorName: z.string(),
  message: z.string(),
  amount: moneySchema,
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** Until when an unpaid donation waits for its payment; null once it no longer waits. */
  deadline: z.iso.datetime().nullable(),
  /** The bank page to pay on: only for the donor, while the donation awaits payment. */
  paymentUrl: z.string().nullable(),
  /** Where its on-stream alert is (the streamer's list only). */
  alertState: alertStateSchema.optional(),
});
export type DonationView = z.infer<typeof donationViewSchema>;

export const createDonationResponseSchema = z.object({
  donation: donationViewSchema,
  paymentId: z.string(),
  confirmationUrl: z.string(),
});
export type CreateDonationResponse = z.infer<typeof createDonationResponseSchema>;

/** `GET donations/status/{id}`: public, so it names nothing about the donor. */
export const donationStatusResponseSchema = z.object({
  id: z.uuid(),
  status: donationStatusSchema,
  amount: moneySchema,
  streamer: z.object({ name: z.string(), slug: z.string() }),
});
export type DonationStatusResponse = z.infer<typeof donationStatusResponseSchema>;

export const fundraisingGoalSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  target: moneySchema,
  raised: moneySchema,
  /** Whole percent reached, capped at 100 for progress bars. */
  percent: z.number().int().min(0).max(100),
  status: z.enum(['active', 'completed']),
  endsAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});
export type FundraisingGoal = z.infer<typeof fundraisingGoalSchema>;

export const activeGoalResponseSchema = z.object({ goal: fundraisingGoalSchema.nullable() });

export const createGoalRequestSchema = z.object({
  title: z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE }).max(GOAL_TITLE_MAX_LENGTH),
  target: z.union([z.string().max(32), z.number()], { error: REQUIRED_MESSAGE }),
  currency: currencyCodeSchema.default('rub'),
  endsAt: z.iso.datetime().nullable().optional(),
});

export const closeGoalRequestSchema = z.object({ id: z.uuid() });

/** The streamer a donate page is for. */
const donationStreamerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  avatar: z.string().nullable(),
  avatarLetters: z.string(),
  avatarColor: z.string(),
});
export type DonationStreamer = z.infer<typeof donationStreamerSchema>;

export const streamerBySlugQuerySchema = z.object({ slug: z.string().trim().min(1).max(64) });

/** `GET donations/streamer-by-slug-donation`: everything the donate page shows. */
export const donationPageResponseSchema = z.object({
  streamer: donationStreamerSchema,
  goal: fundraisingGoalSchema.nullable(),
  /** The streamer's own minimum per currency (minor units), where set. */
  minAmounts: z.partialRecord(currencyCodeSchema, z.number().int()),
  /** The accent colour, background and texts the streamer chose for the page. */
  design: donationPageDesignViewSchema,
  /** Hidden by a moderator: the page says «Страница скрыта» and takes no donations (decision 043). */
  hidden: z.boolean(),
  /** Why, for the streamer's own dashboard only; null on the public page. */
  hiddenReason: z.string().nullable(),
});
export type DonationPageResponse = z.infer<typeof donationPageResponseSchema>;

export const streamerListResponseSchema = z.object({ items: z.array(donationStreamerSchema) });
export const streamerOnlineResponseSchema = z.object({ slug: z.string(), online: z.boolean() });

export const minAmountResponseSchema = z.object({
  streamerId: z.number().int(),
  /** The effective floor per currency: the platform minimum raised by the streamer's own. */
  minAmounts: z.record(currencyCodeSchema, z.number().int()),
});

export const banWordsSchema = z.object({
  words: z
    .array(z.string().max(BAN_WORD_MAX_LENGTH, { error: `Слово — не длиннее ${BAN_WORD_MAX_LENGTH} символов` }))
    .max(BAN_WORDS_MAX_COUNT, { error: `Не больше ${BAN_WORDS_MAX_COUNT} слов` }),
});

export const donationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const donationListResponseSchema = z.object({ items: z.array(donationViewSchema), total: z.number().int() });
export type DonationListResponse = z.infer<typeof donationListResponseSchema>;

/** `GET donations/cabinet/total-amount`: completed donations and what reached the wallet, per currency. */
export const donationTotalsResponseSchema = z.object({
  totals: z.array(
    z.object({ currency: currencyCodeSchema, count: z.number().int(), gross: z.number().int(), net: z.number().int() }),
  ),
});
export type DonationTotalsResponse = z.infer<typeof donationTotalsResponseSchema>;
