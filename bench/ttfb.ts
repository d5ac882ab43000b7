import { Agent, request } from 'node:http';
import { percentile } from './measure';

export interface Ttfb {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
}

/**
 * Time to first byte under load: `connections` keep-alive clients asking for `url` in a loop. The clock
 * stops when the status line and headers arrive (autocannon only reports whole responses); bodies are
 * read to the end so each connection is ready for its next request.
 */
export async function measureTtfb({
  url,
  connections,
  durationS,
  warmupS = 2,
}: {
  url: string;
  connections: number;
  durationS: number;
  warmupS?: number;
}): Promise<Ttfb> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const samples: number[] = [];
  let non2xx = 0;
  const measureFrom = Date.now() + warmupS * 1000;
  const until = measureFrom + durationS * 1000;

  const once = () =>
    new Promise<void>((resolve, reject) => {
      const startedAt = performance.now();
      const req = request(url, { agent }, (res) => {
        const elapsed = performance.now() - startedAt;
        if (Date.now() >= measureFrom) {
          samples.push(elapsed);
          if (!res.statusCode || res.statusCode >= 300) non2xx += 1;
        }
        res.resume();
        res.on('end', resolve);
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });

  const client = async () => {
    while (Date.now() < until) await once();
  };
  try {
    await Promise.all(Array.from({ length: connections }, client));
  } finally {
    agent.destroy();
  }
  samples.sort((a, b) => a - b);
  return {
    requests: samples.length,
    rps: samples.length / durationS,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    p99: percentile(samples, 0.99),
    non2xx,
  };
}
