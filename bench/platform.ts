// The platform: the full stack on a static route, health, one database route and the home page, on an
// empty in-memory database that the server migrates and seeds as it starts (start-up time is a target).
import { join } from 'node:path';
import { load, type Load, type Section } from './measure';
import { startProcess, stopProcess } from './processes';

interface Target {
  name: string;
  origin: string;
  path: string;
  /** Lowest acceptable share of the bare baseline's requests/s, when this run has a target for the route. */
  minRatio?: number;
}

const STARTUP_TARGET_MS = 5000;

export interface PlatformBenchOptions {
  durationS: number;
  connections: number;
  serverPort: number;
  barePort: number;
  databaseUrl: string;
  resultsDir: string;
  serverEnv: Record<string, string>;
}

export async function benchPlatform(options: PlatformBenchOptions): Promise<Section> {
  const server = `http://127.0.0.1:${options.serverPort}`;
  const bareOrigin = `http://127.0.0.1:${options.barePort}`;
  const targets: Target[] = [
    { name: 'bare Fastify (baseline)', origin: bareOrigin, path: '/bare' },
    { name: 'static public route, full stack', origin: server, path: '/api/build', minRatio: 0.8 },
    { name: 'GET /healthz', origin: server, path: '/healthz' },
    { name: 'GET listings/main-top-menu (database)', origin: server, path: '/api/gw/public/v1/listings/main-top-menu' },
    { name: 'GET / (server-rendered home page)', origin: server, path: '/' },
  ];
  const bare = await startProcess('bench/bare-server.ts', { PORT: String(options.barePort), BARE_BODY: '{"id":"bench"}' },
    `${bareOrigin}/bare`, join(options.resultsDir, 'bare.log'));
  let app: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    const startedAt = Date.now();
    app = await startProcess('apps/server/src/main.ts', { ...options.serverEnv, PORT: String(options.serverPort), DATABASE_URL: options.databaseUrl },
      `${server}/readyz`, join(options.resultsDir, 'server.log'));
    const startupMs = Date.now() - startedAt;
    const results: (Target & Load)[] = [];
    for (const target of targets) {
      process.stdout.write(`measuring ${target.name}…\n`);
      results.push({ ...target, ...(await load({ origin: target.origin, paths: [target.path], connections: options.connections, durationS: options.durationS })) });
    }
    const baseline = results[0]!.rps;
    let failed = false;
    const lines = [
      `### Platform (${options.connections} connections, ${options.durationS} s per route)`,
      '',
      '| route | req/s | p50 ms | p99 ms | vs bare | target |',
      '|---|---:|---:|---:|---:|---|',
    ];
    for (const r of results) {
      const ratio = r.rps / baseline;
      const met = r.minRatio === undefined || ratio >= r.minRatio;
      const verdict = r.minRatio === undefined ? '' : `≥ ${r.minRatio * 100}% ${met ? '✓' : '✗'}`;
      if (!met || r.non2xx > 0) failed = true;
      const errors = r.non2xx > 0 ? ` (${r.non2xx} non-2xx!)` : '';
      lines.push(`| ${r.name}${errors} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(ratio * 100).toFixed(0)}% | ${verdict} |`);
    }
    const startupOk = startupMs < STARTUP_TARGET_MS;
    if (!startupOk) failed = true;
    lines.push('', `Start-up to ready (built web app; empty in-memory database migrated and seeded): ${startupMs} ms (target < ${STARTUP_TARGET_MS} ms ${startupOk ? '✓' : '✗'})`, '');
    return { lines, failed };
  } finally {
    if (app) await stopProcess(app);
    await stopProcess(bare);
  }
}
