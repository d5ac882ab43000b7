import autocannon from 'autocannon';

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Requests/s and latency of `paths` (taken in turn) on `origin`, after a short warm-up. */
export async function load({
  origin,
  paths,
  connections,
  durationS,
}: {
  origin: string;
  paths: string[];
  connections: number;
  durationS: number;
}): Promise<Load> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  await autocannon({ url: origin, requests, connections: Math.min(10, connections), duration: 2 });
  const result = await autocannon({ url: origin, requests, connections, duration: durationS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The value below which `share` of the sorted samples lie (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** A part of the report: markdown lines, and whether a target of it was missed. */
export interface Section {
  lines: string[];
  failed: boolean;
}

export const verdict = (ok: boolean, target: string) => `${target} ${ok ? '✓' : '✗'}`;

export const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

/** Resolves once `condition` holds, checking every 50 ms; rejects after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
