// `npm run bench`: requests/s and latency of chosen routes, each set against a bare Fastify route
// serving the same bytes in the same run, so the ratios hold on any machine.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startProcess, stopProcess } from './processes';

interface Target {
  name: string;
  url: string;
  /** Lowest acceptable share of the bare baseline's requests/s, when this run has a target for the route. */
  minRatio?: number;
}

interface Measured extends Target {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

const SERVER_PORT = 3301;
const BARE_PORT = 3302;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const STARTUP_TARGET_MS = 5000;
const RESULTS_DIR = join(import.meta.dirname, 'results');

const server = `http://127.0.0.1:${SERVER_PORT}`;
const targets: Target[] = [
  { name: 'bare Fastify (baseline)', url: `http://127.0.0.1:${BARE_PORT}/bare` },
  { name: 'static public route, full stack', url: `${server}/api/build`, minRatio: 0.8 },
  { name: 'GET /healthz', url: `${server}/healthz` },
  { name: 'GET listings/main-top-menu (database)', url: `${server}/api/gw/public/v1/listings/main-top-menu` },
  { name: 'GET / (server-rendered home page)', url: `${server}/` },
];

async function measure(target: Target): Promise<Measured> {
  await autocannon({ url: target.url, connections: 10, duration: 2 });
  const result = await autocannon({ url: target.url, connections: CONNECTIONS, duration: DURATION_S });
  return { ...target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

function report(results: Measured[]): { lines: string[]; failed: boolean } {
  const baseline = results[0]!.rps;
  let failed = false;
  const lines = [
    `${CONNECTIONS} connections, ${DURATION_S} s per route`,
    '',
    '| route | req/s | p50 ms | p99 ms | vs bare | target |',
    '|---|---:|---:|---:|---:|---|',
  ];
  for (const r of results) {
    const ratio = r.rps / baseline;
    const verdict = r.minRatio === undefined ? '' : ratio >= r.minRatio ? `≥ ${r.minRatio * 100}% ✓` : `≥ ${r.minRatio * 100}% ✗`;
    if (r.minRatio !== undefined && ratio < r.minRatio) failed = true;
    if (r.non2xx > 0) failed = true;
    const errors = r.non2xx > 0 ? ` (${r.non2xx} non-2xx!)` : '';
    lines.push(`| ${r.name}${errors} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(ratio * 100).toFixed(0)}% | ${verdict} |`);
  }
  return { lines, failed };
}

async function main(): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const bare = await startProcess('bench/bare-server.ts', { PORT: String(BARE_PORT), BARE_BODY: '{"id":"bench"}' },
    `http://127.0.0.1:${BARE_PORT}/bare`, join(RESULTS_DIR, 'bare.log'));
  const startedAt = Date.now();
  const app = await startProcess('apps/server/src/main.ts', {
    PORT: String(SERVER_PORT), HOST: '127.0.0.1', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'memory://',
    BUILD_ID: 'bench', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '100000000', APP_ENV: 'production',
    // Production refuses to start without its secrets; the benchmark never signs in or sends mail.
    AUTH_SECRET: randomBytes(32).toString('hex'), SMTP_URL: 'smtp://127.0.0.1:9', SMARTCAPTCHA_SERVER_KEY: 'bench',
    SMARTCAPTCHA_CLIENT_KEY: 'bench',
  }, `${server}/readyz`, join(RESULTS_DIR, 'server.log'));
  const startupMs = Date.now() - startedAt;
  try {
    const results: Measured[] = [];
    for (const target of targets) {
      process.stdout.write(`measuring ${target.name}…\n`);
      results.push(await measure(target));
    }
    const { lines, failed } = report(results);
    const startupOk = startupMs < STARTUP_TARGET_MS;
    lines.push('', `Start-up to ready (built web app; empty in-memory database migrated and seeded): ${startupMs} ms (target < ${STARTUP_TARGET_MS} ms ${startupOk ? '✓' : '✗'})`);
    const table = lines.join('\n');
    console.log(`\n${table}\n`);
    writeFileSync(join(RESULTS_DIR, 'latest.md'), `${table}\n`);
    if (failed || !startupOk) process.exitCode = 1;
  } finally {
    await stopProcess(app);
    await stopProcess(bare);
  }
}

await main();
