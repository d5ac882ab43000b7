import type { DonationStatsBucket, DonationStatsPoint } from '@lootmarket/domain';
import { TimeChart } from '#app/components/charts/time-chart';
import { bucketLabel, chartCeiling } from './stats-format';

export interface DonationChartProps {
  title: string;
  /** The period's sum, shown big beside the title. */
  total: string;
  points: readonly DonationStatsPoint[];
  bucket: DonationStatsBucket;
  metric: 'amount' | 'count';
  /** Formats a value for the axis and the hover card. */
  formatValue: (value: number) => string;
  /** `area` for amounts, `bars` for counts. */
  variant: 'area' | 'bars';
  testId?: string;
}

/** Donations over time: the shared time chart over one metric of the buckets. */
export function DonationChart({ points, bucket, metric, ...chart }: DonationChartProps) {
  const values = points.map((point) => ({
    date: point.date,
    value: point[metric],
    label: bucketLabel(point.date, bucket),
  }));
  const ceiling = chartCeiling(Math.max(0, ...values.map((point) => point.value)), metric);
  return <TimeChart {...chart} points={values} ceiling={ceiling} />;
}
