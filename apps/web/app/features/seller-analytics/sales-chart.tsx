import { formatMoney, MINOR_UNITS_PER_MAJOR, type SellerStats, type SellerStatsQuery } from '@lootmarket/domain';
import { scaleCeiling } from '#app/components/charts/chart-geometry';
import { TimeChart } from '#app/components/charts/time-chart';

const dayLabel = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** An empty period still gets a 0–100 ₽ grid; small earnings get a scale they show on, down to 1 ₽. */
const earnedMinimum = (max: number): number => (max > 0 ? MINOR_UNITS_PER_MAJOR : 100 * MINOR_UNITS_PER_MAJOR);

/** The period day by day: what the shop earned net of fees (an area), or how many pieces it sold (bars). */
export function SalesChart({ stats, metric }: { stats: SellerStats; metric: SellerStatsQuery['metric'] }) {
  const earned = metric === 'earned';
  const { currency } = stats.totals.net;
  const points = stats.series.map((point) => ({
    date: point.date,
    value: point.value,
    label: dayLabel.format(new Date(`${point.date}T00:00:00Z`)).replace('.', ''),
  }));
  const max = Math.max(0, ...points.map((point) => point.value));
  return (
    <TimeChart
      testId="analytics-chart"
      title={earned ? 'Заработано чистыми по дням' : 'Продано по дням'}
      total={earned ? formatMoney(stats.totals.net.amount, currency) : `${stats.totals.sold} шт.`}
      points={points}
      ceiling={earned ? scaleCeiling(max, { minimum: earnedMinimum(max) }) : scaleCeiling(max, { whole: true })}
      formatValue={(value) => (earned ? formatMoney(Math.round(value), currency) : `${Math.round(value)} шт.`)}
      variant={earned ? 'area' : 'bars'}
    />
  );
}
