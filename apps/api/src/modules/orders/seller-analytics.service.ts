import {
  feeBasisPointsFor,
  PRODUCT_CATEGORY_TITLES,
  productCategoryOf,
  splitPlatformFee,
  type CurrencyCode,
  type SellerStats,
  type SellerStatsQuery,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { createSellerAnalyticsRepo, type CompletedSaleRow, type OrderListingSql } from './seller-analytics.repo';

export type SellerAnalyticsService = ReturnType<typeof createSellerAnalyticsService>;
type Analytics = Omit<SellerStats, 'counts'>;
type Totals = { orders: number; sold: number; gross: number; fees: number; net: number };

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The period asked for, whole UTC days: the last 30 days by default. */
function period(query: SellerStatsQuery, now: number): { from: number; to: number } {
  const to = query.to ? Date.parse(query.to) : Date.parse(isoDay(now)) + DAY_MS;
  const from = query.from ? Date.parse(query.from) : to - DEFAULT_DAYS * DAY_MS;
  if (from >= to) throw new AppError('VALIDATION_FAILED', 'Начало периода должно быть раньше его конца');
  if (to - from > MAX_DAYS * DAY_MS) throw new AppError('VALIDATION_FAILED', `Период не длиннее ${MAX_DAYS} дней`);
  return { from, to };
}

/** The group a sale counts in, with its label. */
function groupOf(row: CompletedSaleRow, group: SellerStatsQuery['group']): { key: string; label: string } {
  if (group === 'categories') {
    const category = productCategoryOf(row.product_type);
    return { key: category, label: PRODUCT_CATEGORY_TITLES[category] };
  }
  if (group === 'brands') return { key: row.listing_id ?? 'unknown', label: row.listing_title ?? 'Без игры' };
  if (group === 'products') return { key: row.product_id, label: row.product_title };
  return { key: row.offer_id, label: row.product_title };
}

/** Each order is split into fee and net exactly as the ledger split it when the escrow was released. */
function add(totals: Totals, row: CompletedSaleRow): { net: number } {
  const amount = Number(row.amount_minor);
  const { fee, payee } = splitPlatformFee(
    amount,
    feeBasisPointsFor({ source: 'order', productType: row.product_type }),
  );
  totals.orders += 1;
  totals.sold += row.quantity;
  totals.gross += amount;
  totals.fees += fee;
  totals.net += payee;
  return { net: payee };
}

const money = (totals: Totals, currency: CurrencyCode) => ({
  orders: totals.orders,
  sold: totals.sold,
  gross: { amount: totals.gross, currency },
  fees: { amount: totals.fees, currency },
  net: { amount: totals.net, currency },
});
const empty = (): Totals => ({ orders: 0, sold: 0, gross: 0, fees: 0, net: 0 });

/** The shop's analytics: completed sales of a period, net of fees, by day and by group. */
export function createSellerAnalyticsService({
  db,
  listing,
  now = Date.now,
}: {
  db: Db;
  listing: OrderListingSql;
  now?: () => number;
}) {
  const repo = createSellerAnalyticsRepo(db, listing);
  return {
    async analytics(sellerId: number, query: SellerStatsQuery): Promise<Analytics> {
      const { from, to } = period(query, now());
      const [sales, refunded] = await Promise.all([
        repo.completedSales(sellerId, query.currency, new Date(from), new Date(to)),
        repo.refundedCount(sellerId, query.currency, new Date(from), new Date(to)),
      ]);
      const totals = empty();
      const byDay = new Map<string, number>();
      const groups = new Map<string, { label: string; totals: Totals }>();
      for (const row of sales) {
        const { net } = add(totals, row);
        byDay.set(row.day, (byDay.get(row.day) ?? 0) + (query.metric === 'earned' ? net : row.quantity));
        const { key, label } = groupOf(row, query.group);
        const entry = groups.get(key) ?? { label, totals: empty() };
        add(entry.totals, row);
        groups.set(key, entry);
      }
      const series = [];
      for (let day = from; day < to; day += DAY_MS)
        series.push({ date: isoDay(day), value: byDay.get(isoDay(day)) ?? 0 });
      const metricOf = (group: Totals) => (query.metric === 'earned' ? group.net : group.sold);
      const rows = [...groups.entries()]
        .sort(([, a], [, b]) => metricOf(b.totals) - metricOf(a.totals))
        .map(([key, { label, totals: group }]) => ({ key, label, ...money(group, query.currency) }));
      return {
        period: { from: isoDay(from), to: isoDay(to) },
        totals: { ...money(totals, query.currency), refunded },
        series,
        rows,
      };
    },
  };
}
