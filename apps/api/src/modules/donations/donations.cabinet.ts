import {
  CURRENCY_DISPLAY,
  DONATION_LIMITS,
  formatMoney,
  INVALID_AMOUNT_MESSAGE,
  parseMoneyInput,
  type CurrencyCode,
  type DonationStatsPeriod,
  type DonationStatsResponse,
  type DonationTotalsResponse,
  type StreamerMinimums,
  type TopDonatorsResponse,
  formatMinorAmount,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { createDonationsRepo } from './donations.repo';
import { fillStatsPoints, statsWindow } from './donations.stats';
import { createDonationStatsRepo } from './donation-stats.repo';

/** "Минимум — от 100 до 10 000 ₽": the range a streamer's own minimum may take. */
function minimumRangeMessage(currency: CurrencyCode): string {
  const { min, max } = DONATION_LIMITS[currency];
  const from =
    CURRENCY_DISPLAY[currency].side === 'left' ? formatMoney(min, currency) : formatMinorAmount(min, currency);
  return `Минимум — от ${from} до ${formatMoney(max, currency)}`;
}

/** The streamer's dashboard: totals, charts, top donors and the own minimum of the donate page. */
export function createDonationCabinet({ db, now }: { db: Db; now: () => number }) {
  const repo = createDonationsRepo(db);
  const stats = createDonationStatsRepo(db);

  return {
    totals: async (streamerId: number, period: DonationStatsPeriod = 'all'): Promise<DonationTotalsResponse> => ({
      totals: await repo.totalsReceived(streamerId, statsWindow(period, now()).from),
    }),

    async stats(
      streamerId: number,
      period: DonationStatsPeriod,
      currency: CurrencyCode,
    ): Promise<DonationStatsResponse> {
      const at = now();
      const window = statsWindow(period, at);
      const rows = await stats.series(streamerId, currency, window.from, window.bucket);
      return { period, currency, bucket: window.bucket, points: fillStatsPoints(rows, window, at) };
    },

    async topDonators(
      streamerId: number,
      period: DonationStatsPeriod,
      currency: CurrencyCode,
      limit: number,
    ): Promise<TopDonatorsResponse> {
      const rows = await stats.topDonators(streamerId, currency, statsWindow(period, now()).from, limit);
      return {
        items: rows.map((row, index) => ({
          rank: index + 1,
          donorName: row.donorName,
          count: row.count,
          amount: { amount: row.amount, currency },
          lastDonatedAt: row.lastDonatedAt.toISOString(),
        })),
      };
    },

    ownMinimums: async (streamerId: number): Promise<StreamerMinimums> => ({
      minAmounts: await repo.minimums(streamerId),
    }),

    /** Sets or (empty amount) removes the streamer's own minimum; it must lie within the platform's range. */
    async updateMinimum(
      streamerId: number,
      currency: CurrencyCode,
      amount: string | number | null,
    ): Promise<StreamerMinimums> {
      const text = amount === null ? '' : String(amount).trim();
      if (text === '') {
        await repo.deleteMinimum(streamerId, currency);
        return { minAmounts: await repo.minimums(streamerId) };
      }
      const minor = parseMoneyInput(text, currency);
      const { min, max } = DONATION_LIMITS[currency];
      if (minor === null || minor < min || minor > max) {
        const message = minor === null ? INVALID_AMOUNT_MESSAGE : minimumRangeMessage(currency);
        throw new AppError('VALIDATION_FAILED', message, { issues: [{ path: '/amount', message }] });
      }
      await repo.setMinimum(streamerId, currency, minor);
      return { minAmounts: await repo.minimums(streamerId) };
    },
  };
}
