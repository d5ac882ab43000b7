import {
  DONATION_STATS_UTC_OFFSET_MINUTES,
  type CurrencyCode,
  type DonationStatsBucket,
  type DonationStatsPoint,
} from '@lootmarket/domain';
import { and, count, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from './donations.tables';

export interface TopDonatorRow {
  donorName: string;
  count: number;
  amount: number;
  lastDonatedAt: Date;
}

/** The completion time on the dashboard's wall clock (Moscow), as a timestamp without zone. */
const localCompletedAt = sql`(${donations.completedAt} at time zone 'UTC') + make_interval(mins => ${sql.raw(String(DONATION_STATS_UTC_OFFSET_MINUTES))})`;
const BUCKET_FORMAT: Readonly<Record<DonationStatsBucket, string>> = { day: 'YYYY-MM-DD', month: 'YYYY-MM-01' };
/** A donor is their account, or the e-mail a guest gave (case-insensitive). */
const donorKey = sql`coalesce(${donations.donorUserId}::text, lower(${donations.donorEmail}))`;

function receivedSince(streamerId: number, currency: CurrencyCode, from: Date | null): SQL | undefined {
  return and(
    eq(donations.streamerId, streamerId),
    eq(donations.status, 'COMPLETED'),
    eq(donations.currency, currency),
    isNotNull(donations.completedAt),
    from ? gte(donations.completedAt, from) : undefined,
  );
}

/** Read-only aggregates of completed donations for the streamer's dashboard. */
export function createDonationStatsRepo(db: Db) {
  return {
    /** Count and paid amount per bucket; buckets without donations are absent. */
    async series(
      streamerId: number,
      currency: CurrencyCode,
      from: Date | null,
      bucket: DonationStatsBucket,
    ): Promise<DonationStatsPoint[]> {
      // A literal, not a parameter: the grouped and the selected expression must be the same text.
      const date = sql<string>`to_char(${localCompletedAt}, '${sql.raw(BUCKET_FORMAT[bucket])}')`;
      return db
        .select({ date, count: count(), amount: sql<number>`coalesce(sum(${donations.amount}), 0)`.mapWith(Number) })
        .from(donations)
        .where(receivedSince(streamerId, currency, from))
        .groupBy(date)
        .orderBy(date);
    },

    /** Donors ranked by what they paid, then by who gave first; the name is the one on their latest donation. */
    async topDonators(
      streamerId: number,
      currency: CurrencyCode,
      from: Date | null,
      limit: number,
    ): Promise<TopDonatorRow[]> {
      const amount = sql<number>`sum(${donations.amount})`.mapWith(Number);
      const last = sql<Date>`max(${donations.completedAt})`.mapWith((value: string | Date) => new Date(value));
      return db
        .select({
          donorName: sql<string>`(array_agg(${donations.donorName} order by ${donations.completedAt} desc))[1]`,
          count: count(),
          amount,
          lastDonatedAt: last,
        })
        .from(donations)
        .where(receivedSince(streamerId, currency, from))
        .groupBy(donorKey)
        .orderBy(desc(amount), sql`min(${donations.completedAt})`)
        .limit(limit);
    },
  };
}
