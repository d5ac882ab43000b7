type Labels = Record<string, string>;

interface ExportedValue {
  metricName: string;
  labels: Labels;
  value: number;
}

/** What a prom-client registry reads from a metric when it writes the exposition. */
export interface ExportedHistogram {
  name: string;
  help: string;
  type: 'histogram';
  aggregator: 'sum';
  values: ExportedValue[];
}

export interface DurationSeries {
  observe(seconds: number): void;
}

interface Series extends DurationSeries {
  labels: Labels;
  /** Per bucket, not cumulative; the last one is +Inf. */
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * A Prometheus histogram whose series are handed out once and then observed with a bucket count and two
 * additions. prom-client's own histogram re-validates and re-hashes the labels on every observation, which
 * on the request path costs more than the rest of the metrics together. It exports through a prom-client
 * registry like any other metric.
 */
export class DurationHistogram {
  readonly type = 'histogram' as const;
  readonly aggregator = 'sum' as const;
  readonly name: string;
  readonly help: string;
  private readonly buckets: readonly number[];
  private readonly bucketNames: readonly string[];
  private readonly all: Series[] = [];

  constructor({ name, help, buckets }: { name: string; help: string; buckets: readonly number[] }) {
    this.name = name;
    this.help = help;
    this.buckets = [...buckets].sort((a, b) => a - b);
    this.bucketNames = [...this.buckets.map(String), '+Inf'];
  }

  series(labels: Labels): DurationSeries {
    const bounds = this.buckets;
    const series: Series = {
      labels,
      counts: new Float64Array(bounds.length + 1),
      sum: 0,
      count: 0,
      observe(seconds) {
        let bucket = 0;
        while (bucket < bounds.length && seconds > bounds[bucket]!) bucket += 1;
        series.counts[bucket]! += 1;
        series.sum += seconds;
        series.count += 1;
      },
    };
    this.all.push(series);
    return series;
  }

  get(): ExportedHistogram {
    const values: ExportedValue[] = [];
    for (const series of this.all) {
      let cumulative = 0;
      this.bucketNames.forEach((le, index) => {
        cumulative += series.counts[index]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { le, ...series.labels }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_sum`, labels: series.labels, value: series.sum });
      values.push({ metricName: `${this.name}_count`, labels: series.labels, value: series.count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    for (const series of this.all) {
      series.counts.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }
}
