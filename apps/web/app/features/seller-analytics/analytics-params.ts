import { SELLER_STATS_GROUPS, SELLER_STATS_METRICS, type SellerStatsQuery } from '@lootmarket/domain';

type Group = (typeof SELLER_STATS_GROUPS)[number];
type Metric = (typeof SELLER_STATS_METRICS)[number];

export const GROUP_LABELS: Readonly<Record<Group, string>> = {
  categories: 'Категории',
  brands: 'Бренды',
  products: 'Товары',
  offers: 'Предложения',
};
export const METRIC_LABELS: Readonly<Record<Metric, string>> = { earned: 'Заработано', sold: 'Продано' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;
const dateOrUndefined = (value: string | null) =>
  value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

const shiftDay = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The last day a period includes: the API's `to` is the day after it. */
export const lastDayOf = (period: { to: string }): string => shiftDay(period.to, -1);

/**
 * The analytics filters as they sit in the page's address. People pick the last day they want (`until`);
 * the API takes the day after it (`to`). Without dates the API picks the default period.
 */
export function parseStatsQuery(search: URLSearchParams): SellerStatsQuery {
  const from = dateOrUndefined(search.get('from'));
  const until = dateOrUndefined(search.get('until'));
  const to = until ? shiftDay(until, 1) : undefined;
  return {
    group: oneOf(SELLER_STATS_GROUPS, search.get('group'), 'categories'),
    metric: oneOf(SELLER_STATS_METRICS, search.get('metric'), 'earned'),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    currency: 'rub',
  };
}

/** A preset period of `days` days ending today, as the address carries it. */
export function lastDays(days: number, today: Date): { from: string; until: string } {
  const until = today.toISOString().slice(0, 10);
  return { from: shiftDay(until, 1 - days), until };
}
