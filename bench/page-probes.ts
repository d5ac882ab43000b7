// What a streamer and their viewers feel during a rush: their pages and the dashboard's reads requested at
// a steady pace while the donations pour in, each answer timed from sending to its last byte.
import { ms, percentile } from './measure';

export interface Probe {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

export interface ProbeResult {
  name: string;
  samples: number;
  failures: number;
  p50: number;
  p99: number;
}

export interface RunningProbes {
  /** Stops probing and answers the timings of each probe. */
  stop(): Promise<ProbeResult[]>;
}

/** Requests every probe once each `everyMs`, without waiting for earlier answers, until stopped. */
export function startProbes(origin: string, probes: Probe[], everyMs: number): RunningProbes {
  const timings = new Map(probes.map((probe) => [probe.name, { latencies: [] as number[], failures: 0 }]));
  const inFlight = new Set<Promise<void>>();
  const once = (probe: Probe) => {
    const sentAt = performance.now();
    const request = fetch(`${origin}${probe.path}`, { headers: probe.headers, signal: AbortSignal.timeout(30_000) })
      .then(async (response) => {
        await response.arrayBuffer();
        const timing = timings.get(probe.name)!;
        if (response.ok) timing.latencies.push(performance.now() - sentAt);
        else timing.failures += 1;
      })
      .catch(() => void (timings.get(probe.name)!.failures += 1))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  const timer = setInterval(() => probes.forEach(once), everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return probes.map(({ name }) => {
        const { latencies, failures } = timings.get(name)!;
        const sorted = [...latencies].sort((a, b) => a - b);
        return { name, samples: sorted.length, failures, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
      });
    },
  };
}

/** Report lines: one table row per probe against the p99 target. */
export function probeLines(
  results: ProbeResult[],
  everyMs: number,
  targetP99Ms: number,
): { lines: string[]; ok: boolean } {
  const ok = results.every((result) => result.failures === 0 && result.p99 <= targetP99Ms);
  return {
    ok,
    lines: [
      `Pages and dashboard reads during the run (each every ${everyMs} ms), p99 target ≤ ${targetP99Ms} ms:`,
      '',
      '| request | answered | failed | p50 ms | p99 ms | target |',
      '|---|---:|---:|---:|---:|---|',
      ...results.map(
        (result) =>
          `| ${result.name} | ${result.samples} | ${result.failures} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.failures === 0 && result.p99 <= targetP99Ms ? '✓' : '✗'} |`,
      ),
      '',
    ],
  };
}
