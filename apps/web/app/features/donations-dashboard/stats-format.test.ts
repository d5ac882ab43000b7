import { describe, expect, it } from 'vitest';
import { activeDashboardTab, dashboardTabHref, parseStatsFilters } from './dashboard-nav';
import {
  averageDonation,
  bucketLabel,
  chartCeiling,
  compactMoney,
  donationsCount,
  formatMoscowDateTime,
  niceCeiling,
} from './stats-format';

const NBSP = '\u00A0';

describe('chart scale and labels', () => {
  it('rounds the scale up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(130_000)).toBe(200_000);
    expect(niceCeiling(2_100)).toBe(2_500);
    expect(niceCeiling(500)).toBe(500);
  });

  it('keeps whole counts on the grid and a readable scale for empty amounts', () => {
    expect(chartCeiling(0, 'count')).toBe(4);
    expect(chartCeiling(3, 'count')).toBe(4);
    expect(chartCeiling(7, 'count')).toBe(8);
    expect(chartCeiling(130, 'count')).toBe(160);
    expect(chartCeiling(0, 'amount')).toBe(10_000);
    expect(chartCeiling(215_000, 'amount')).toBe(240_000);
    expect(chartCeiling(150_000, 'amount')).toBe(160_000);
  });

  it('writes axis amounts short with the currency on its side', () => {
    expect(compactMoney(150_000, 'rub')).toBe(`1,5 тыс.${NBSP}₽`);
    expect(compactMoney(25_000_000, 'rub')).toBe(`250 тыс.${NBSP}₽`);
    expect(compactMoney(200_000_000, 'kzt')).toBe(`2 млн${NBSP}₸`);
    expect(compactMoney(500, 'usd')).toBe('$5');
  });

  it('names days and months in Russian', () => {
    expect(bucketLabel('2026-11-24', 'day')).toBe('24 ноя');
    expect(bucketLabel('2026-05-01', 'day')).toBe('1 мая');
    expect(bucketLabel('2026-05-01', 'month')).toBe('май 2026');
  });
});

describe('totals', () => {
  it('averages a donation and leaves a dash for none', () => {
    expect(averageDonation(35_000, 2, 'rub')).toBe(`175${NBSP}₽`);
    expect(averageDonation(0, 0, 'rub')).toBe('—');
  });

  it('declines the word for donations', () => {
    expect([1, 2, 5, 11, 21, 22, 112].map(donationsCount)).toEqual(
      ['1 донат', '2 доната', '5 донатов', '11 донатов', '21 донат', '22 доната', '112 донатов'].map((text) =>
        text.replace(' ', NBSP),
      ),
    );
  });

  it('shows times on the Moscow clock', () => {
    expect(formatMoscowDateTime('2026-11-23T22:30:00.000Z')).toBe('24.11.2026, 01:30');
  });
});

describe('dashboard navigation', () => {
  it('puts both statistics tabs on one route and the rest on their own', () => {
    expect(dashboardTabHref('7', 'analytics')).toBe('/7/donations/dashboard/stats');
    expect(dashboardTabHref('7', 'top_donators')).toBe('/7/donations/dashboard/stats?tab=top_donators');
    expect(dashboardTabHref('7', 'donation-goal')).toBe('/7/donations/dashboard/donation-goal');
  });

  it('reads the active tab from the path and the query, analytics by default', () => {
    expect(activeDashboardTab('/7/donations/dashboard/stats', '')).toBe('analytics');
    expect(activeDashboardTab('/7/donations/dashboard/stats', '?tab=top_donators')).toBe('top_donators');
    expect(activeDashboardTab('/7/donations/dashboard/stats', '?tab=bogus')).toBe('analytics');
    expect(activeDashboardTab('/7/donations/dashboard/settings', '')).toBe('settings');
  });

  it('keeps known filters and falls back to each tab’s defaults', () => {
    expect(parseStatsFilters(new URLSearchParams('period=week&currency=usd'), 'analytics')).toEqual({
      period: 'week',
      currency: 'usd',
    });
    expect(parseStatsFilters(new URLSearchParams('period=decade&currency=eur'), 'analytics')).toEqual({
      period: 'month',
      currency: 'rub',
    });
    expect(parseStatsFilters(new URLSearchParams(''), 'top_donators')).toEqual({ period: 'all', currency: 'rub' });
  });
});
