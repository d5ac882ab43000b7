import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DonationChart } from './donation-chart';

const points = [
  { date: '2026-11-22', count: 2, amount: 120_000 },
  { date: '2026-11-23', count: 0, amount: 0 },
  { date: '2026-11-24', count: 1, amount: 50_000 },
];

describe('DonationChart', () => {
  it('draws on the server: an area with its gradient, axis labels and a summary for screen readers', () => {
    const html = renderToString(
      <DonationChart
        title="Сумма донатов"
        total="1 700 ₽"
        points={points}
        bucket="day"
        metric="amount"
        variant="area"
        formatValue={(value) => String(value)}
      />,
    );
    expect(html).toContain('aria-label="Сумма донатов: 1 700 ₽"');
    expect(html).toMatch(
      /<path d="M0\.5 [\d.]+ L1\.5 100 L2\.5 [\d.]+ L2\.5 100 L0\.5 100 Z" fill="url\(#chart-fill-[\w-]+\)"/,
    );
    expect(html).toMatch(/<linearGradient id="chart-fill-[\w-]+"/);
    expect(html).toContain('24 ноя');
    expect(html).not.toContain('<script');
  });

  it('gives each bucket a bar proportional to its count, none for empty ones', () => {
    const html = renderToString(
      <DonationChart
        title="Количество донатов"
        total="3"
        points={points}
        bucket="day"
        metric="count"
        variant="bars"
        formatValue={String}
      />,
    );
    expect(html).toContain('height:max(50%, 3px)');
    expect(html).toContain('height:max(25%, 3px)');
    expect(html).toContain('height:0');
  });
});
