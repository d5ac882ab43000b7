import { z } from 'zod';
import { currencyCodeSchema } from '../currencies';
import { moneySchema } from '../money';

/** Periods of the streamer's dashboard: the last 7 or 30 days, the last 12 months, or everything. */
export const DONATION_STATS_PERIODS = ['week', 'month', 'year', 'all'] as const;
export type DonationStatsPeriod = (typeof DONATION_STATS_PERIODS)[number];
export const donationStatsPeriodSchema = z.enum(DONATION_STATS_PERIODS);

/** Days of the dashboard are Moscow days (UTC+3 all year): a donation at 23:30 in Moscow counts to that day. */
export const DONATION_STATS_UTC_OFFSET_MINUTES = 180;

/** `GET donations/cabinet/total-amount`: the period is optional, everything by default. */
export const donationTotalsQuerySchema = z.object({ period: donationStatsPeriodSchema.default('all') });

/** `GET donations/cabinet/stats`: completed donations in one currency bucketed over time. */
export const donationStatsQuerySchema = z.object({
  period: donationStatsPeriodSchema.default('month'),
  currency: currencyCodeSchema.default('rub'),
});

/** Days for the week and month periods, months for the year and all time. */
const donationStatsBucketSchema = z.enum(['day', 'month']);
export type DonationStatsBucket = z.infer<typeof donationStatsBucketSchema>;

const donationStatsPointSchema = z.object({
  /** The bucket's first day, `YYYY-MM-DD` in Moscow time. */
  date: z.iso.date(),
  count: z.number().int().min(0),
  /** What donors paid in the bucket, minor units. */
  amount: z.number().int().min(0),
});
export type DonationStatsPoint = z.infer<typeof donationStatsPointSchema>;

export const donationStatsResponseSchema = z.object({
  period: donationStatsPeriodSchema,
  currency: currencyCodeSchema,
  bucket: donationStatsBucketSchema,
  /** Every bucket of the period in order, empty ones with zeros. */
  points: z.array(donationStatsPointSchema),
});
export type DonationStatsResponse = z.infer<typeof donationStatsResponseSchema>;

const TOP_DONATORS_MAX = 50;

/** `GET donations/cabinet/top-donators`: donors ranked by what they gave in one currency. */
export const topDonatorsQuerySchema = z.object({
  period: donationStatsPeriodSchema.default('all'),
  currency: currencyCodeSchema.default('rub'),
  limit: z.coerce.number().int().min(1).max(TOP_DONATORS_MAX).default(10),
});

const topDonatorSchema = z.object({
  rank: z.number().int().min(1),
  /** The name of the donor's latest donation (already masked). */
  donorName: z.string(),
  count: z.number().int().min(1),
  amount: moneySchema,
  lastDonatedAt: z.iso.datetime(),
});
export type TopDonator = z.infer<typeof topDonatorSchema>;
export const topDonatorsResponseSchema = z.object({ items: z.array(topDonatorSchema) });
export type TopDonatorsResponse = z.infer<typeof topDonatorsResponseSchema>;

/** The streamer's own minimum per currency (minor units), where set. */
export const streamerMinimumsSchema = z.object({ minAmounts: z.partialRecord(currencyCodeSchema, z.number().int()) });
export type StreamerMinimums = z.infer<typeof streamerMinimumsSchema>;

/** `PUT donations/cabinet/min-amount`: the amount typed in major units; empty or null removes the streamer's own floor. */
export const streamerMinimumUpdateSchema = z.object({
  currency: currencyCodeSchema,
  amount: z.union([z.string().max(32), z.number()]).nullable(),
});
