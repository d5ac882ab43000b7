import { type Metric, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { DurationHistogram } from './duration-histogram';

describe('DurationHistogram', () => {
  it('writes cumulative buckets, sum and count per series in the Prometheus text format', async () => {
    const registry = new Registry();
    const histogram = new DurationHistogram({ name: 'took_seconds', help: 'How long it took', buckets: [0.1, 0.01] });
    registry.registerMetric(histogram as unknown as Metric);
    const fast = histogram.series({ route: '/a' });
    for (const seconds of [0.005, 0.01, 0.05, 2]) fast.observe(seconds);
    histogram.series({ route: '/b' }).observe(0.2);

    const text = await registry.metrics();
    expect(text).toContain('# TYPE took_seconds histogram');
    expect(text).toContain('took_seconds_bucket{le="0.01",route="/a"} 2');
    expect(text).toContain('took_seconds_bucket{le="0.1",route="/a"} 3');
    expect(text).toContain('took_seconds_bucket{le="+Inf",route="/a"} 4');
    expect(text).toContain('took_seconds_sum{route="/a"} 2.065');
    expect(text).toContain('took_seconds_count{route="/a"} 4');
    expect(text).toContain('took_seconds_bucket{le="0.1",route="/b"} 0');
    expect(text).toContain('took_seconds_count{route="/b"} 1');
  });

  it('starts every series from zero on reset', async () => {
    const registry = new Registry();
    const histogram = new DurationHistogram({ name: 'took_seconds', help: 'How long it took', buckets: [1] });
    registry.registerMetric(histogram as unknown as Metric);
    histogram.series({ route: '/a' }).observe(0.5);
    registry.resetMetrics();
    expect(await registry.metrics()).toContain('took_seconds_count{route="/a"} 0');
  });
});
