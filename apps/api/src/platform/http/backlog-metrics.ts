import { Gauge, type Registry } from 'prom-client';

/** What a queue reports when scraped: how many items wait, and how long the oldest has waited. */
export type BacklogReader = () =>
  Promise<{ waiting: number; oldestSeconds: number }> | { waiting: number; oldestSeconds: number };

/**
 * Two gauges for one queue, read when `/metrics` is scraped: `<name>_backlog` (items waiting) and
 * `<name>_backlog_oldest_seconds` (age of the oldest). A reader that fails leaves the last values.
 */
export function registerBacklogGauges(registry: Registry, name: string, help: string, read: BacklogReader): void {
  let last = { waiting: 0, oldestSeconds: 0 };
  let pending: Promise<void> | null = null;
  // Both gauges come from one read per scrape.
  const refresh = (): Promise<void> =>
    (pending ??= Promise.resolve()
      .then(read)
      .then((value) => void (last = value))
      .catch(() => undefined)
      .finally(() => setImmediate(() => (pending = null))));
  registry.registerMetric(
    new Gauge({
      name: `${name}_backlog`,
      help: `${help}: items waiting`,
      registers: [],
      async collect() {
        await refresh();
        this.set(last.waiting);
      },
    }),
  );
  registry.registerMetric(
    new Gauge({
      name: `${name}_backlog_oldest_seconds`,
      help: `${help}: age of the oldest item waiting, in seconds`,
      registers: [],
      async collect() {
        await refresh();
        this.set(last.oldestSeconds);
      },
    }),
  );
}
