import { z } from 'zod';
import { moneySchema } from '../money';

/** Why a moderator hid something; the seller, author or streamer reads it as written. */
export const moderationReasonRequestSchema = z.object({
  reason: z
    .string({ error: 'Напишите причину' })
    .trim()
    .min(3, { error: 'Напишите причину — хотя бы 3 символа' })
    .max(500, { error: 'Причина — не длиннее 500 символов' }),
});
export type ModerationReasonRequest = z.infer<typeof moderationReasonRequestSchema>;

/** Who hid an object, when and why; null while it is shown. */
export const moderationHiddenSchema = z
  .object({ reason: z.string(), at: z.iso.datetime(), staffId: z.string().nullable() })
  .nullable();
export type ModerationHidden = z.infer<typeof moderationHiddenSchema>;

/** `GET admin/moderation/*`: hidden and reported objects first, or the ones an id or slug names. */
export const moderationQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

/** An offer as a moderator sees it. */
export const moderationOfferSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  product: z.object({ title: z.string(), slug: z.string() }),
  sellerId: z.string(),
  price: moneySchema,
  isActive: z.boolean(),
  hidden: moderationHiddenSchema,
});
export type ModerationOffer = z.infer<typeof moderationOfferSchema>;

/** A review as a moderator sees it. */
export const moderationReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  text: z.string(),
  authorName: z.string(),
  sellerId: z.string(),
  productTitle: z.string(),
  createdAt: z.iso.datetime(),
  hidden: moderationHiddenSchema,
});
export type ModerationReview = z.infer<typeof moderationReviewSchema>;

export const DONATION_PAGE_REPORT_REASONS = ['fraud', 'offensive', 'impersonation', 'other'] as const;
export type DonationPageReportReason = (typeof DONATION_PAGE_REPORT_REASONS)[number];
export const DONATION_PAGE_REPORT_TITLES: Readonly<Record<DonationPageReportReason, string>> = {
  fraud: 'Мошенничество',
  offensive: 'Оскорбительное содержание',
  impersonation: 'Выдаёт себя за другого',
  other: 'Другое',
};

/** `POST donations/:slug/report`: anyone, guests too, tells staff what is wrong with a donate page. */
export const donationPageReportRequestSchema = z.object({
  reason: z.enum(DONATION_PAGE_REPORT_REASONS, { error: 'Выберите причину жалобы' }),
  text: z.string().trim().max(1000, { error: 'Не длиннее 1000 символов' }).default(''),
});
export type DonationPageReportRequest = z.infer<typeof donationPageReportRequestSchema>;

/** A donate page as a moderator sees it, with its complaints still open. */
export const moderationDonationPageSchema = z.object({
  streamerId: z.string(),
  slug: z.string(),
  name: z.string(),
  openReports: z.number().int(),
  reports: z.array(
    z.object({ reason: z.enum(DONATION_PAGE_REPORT_REASONS), text: z.string(), createdAt: z.iso.datetime() }),
  ),
  hidden: moderationHiddenSchema,
});
export type ModerationDonationPage = z.infer<typeof moderationDonationPageSchema>;

export const moderationOfferListSchema = z.object({ items: z.array(moderationOfferSchema) });
export const moderationReviewListSchema = z.object({ items: z.array(moderationReviewSchema) });
export const moderationDonationPageListSchema = z.object({ items: z.array(moderationDonationPageSchema) });
export const reportAcceptedSchema = z.object({ accepted: z.literal(true) });
