import {
  DONATION_STATS_UTC_OFFSET_MINUTES,
  type DonationStatsBucket,
  type DonationStatsPeriod,
  type DonationStatsPoint,
} from '@lootmarket/domain';

const DAY_MS = 86_400_000;
const OFFSET_MS = DONATION_STATS_UTC_OFFSET_MINUTES * 60_000;
const DAYS_IN: Readonly<Record<'week' | 'month', number>> = { week: 7, month: 30 };
const MONTHS_IN_YEAR = 12;

export interface StatsWindow {
  /** The first instant counted; null for all time. */
  from: Date | null;
  bucket: DonationStatsBucket;
}

/** Shifts an instant to the wall clock of the dashboard's days, read through the UTC getters. */
const local = (instant: number): Date => new Date(instant + OFFSET_MS);
const fromLocal = (wall: number): Date => new Date(wall - OFFSET_MS);
const isoDate = (wall: Date): string => wall.toISOString().slice(0, 10);

function startOfLocalDay(now: number): number {
  const wall = local(now);
  return Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
}

function startOfLocalMonth(now: number, monthsBack = 0): number {
  const wall = local(now);
  return Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() - monthsBack, 1);
}

/** The period as whole buckets ending with the current one: 7 or 30 days, 12 months, or all time in months. */
export function statsWindow(period: DonationStatsPeriod, now: number): StatsWindow {
  if (period === 'week' || period === 'month')
    return { from: fromLocal(startOfLocalDay(now) - (DAYS_IN[period] - 1) * DAY_MS), bucket: 'day' };
  if (period === 'year') return { from: fromLocal(startOfLocalMonth(now, MONTHS_IN_YEAR - 1)), bucket: 'month' };
  return { from: null, bucket: 'month' };
}

/** Bucket keys from `first` (a bucket key) to the bucket of `now`, inclusive. */
function bucketKeys(first: string, bucket: DonationStatsBucket, now: number): string[] {
  const last = isoDate(new Date(bucket === 'day' ? startOfLocalDay(now) : startOfLocalMonth(now)));
  const keys: string[] = [];
  const cursor = new Date(`${first}T00:00:00Z`);
  while (isoDate(cursor) <= last) {
    keys.push(isoDate(cursor));
    if (bucket === 'day') cursor.setUTCDate(cursor.getUTCDate() + 1);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return keys;
}

/**
 * Every bucket of the window in order, zeros where nothing came in. All time starts at the month of the
 * first donation (or the current month when there is none).
 */
export function fillStatsPoints(
  rows: readonly DonationStatsPoint[],
  window: StatsWindow,
  now: number,
): DonationStatsPoint[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const sorted = [...byDate.keys()].sort();
  const first = window.from
    ? isoDate(local(window.from.getTime()))
    : (sorted[0] ?? isoDate(new Date(startOfLocalMonth(now))));
  return bucketKeys(first, window.bucket, now).map((date) => byDate.get(date) ?? { date, count: 0, amount: 0 });
}
