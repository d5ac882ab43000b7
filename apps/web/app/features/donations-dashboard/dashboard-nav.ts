import {
  currencyCodeSchema,
  donationStatsPeriodSchema,
  type CurrencyCode,
  type DonationStatsPeriod,
} from '@lootmarket/domain';

export const DASHBOARD_TABS = [
  'analytics',
  'top_donators',
  'settings',
  'donation-goal',
  'donation-page',
  'media',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export type StatsTab = Extract<DashboardTab, 'analytics' | 'top_donators'>;

/** Tab names of the dashboard (spec §2: analytics, top donors, notification settings, fundraising goal, donation page). */
export const DASHBOARD_TAB_LABELS: Readonly<Record<DashboardTab, string>> = {
  analytics: 'Аналитика',
  top_donators: 'Топ донатеров',
  settings: 'Оповещения',
  'donation-goal': 'Цель сбора',
  'donation-page': 'Страница доната',
  media: 'Видео',
};

export const dashboardBase = (profileId: string): string => `/${profileId}/donations/dashboard`;

/** Where each tab lives: both statistics tabs are one route told apart by `?tab=`. */
export function dashboardTabHref(profileId: string, tab: DashboardTab): string {
  const base = dashboardBase(profileId);
  if (tab === 'analytics') return `${base}/stats`;
  if (tab === 'top_donators') return `${base}/stats?tab=top_donators`;
  return `${base}/${tab}`;
}

/** The tab a dashboard URL shows; the statistics route defaults to analytics. */
export function activeDashboardTab(pathname: string, search: string): DashboardTab {
  const child = /\/donations\/dashboard\/([^/?#]+)/.exec(pathname)?.[1];
  if (child === 'settings' || child === 'donation-goal' || child === 'donation-page' || child === 'media') return child;
  return parseStatsTab(new URLSearchParams(search).get('tab'));
}

export const parseStatsTab = (value: string | null): StatsTab =>
  value === 'top_donators' ? 'top_donators' : 'analytics';

/** The statistics filters of `?period=&currency=`, with the defaults of each tab for anything else. */
export function parseStatsFilters(
  params: URLSearchParams,
  tab: StatsTab,
): { period: DonationStatsPeriod; currency: CurrencyCode } {
  const period = donationStatsPeriodSchema.safeParse(params.get('period'));
  const currency = currencyCodeSchema.safeParse(params.get('currency'));
  return {
    period: period.success ? period.data : tab === 'analytics' ? 'month' : 'all',
    currency: currency.success ? currency.data : 'rub',
  };
}

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
