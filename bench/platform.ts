// The platform: the full stack on a static route against bare Fastify answering the same bytes, health,
// one database route and the home page, and start-up time.
//
// Start-up, health, the database route and the home page run on an empty in-memory PGlite database that
// the server migrates and seeds as it starts (what `npm start` does on a new machine). The static route's
// target is checked on PostgreSQL, the production database, when one answers: with PGlite's WebAssembly
// runtime in the same process, V8 takes slow paths on every request, database or not (docs/benchmarks.md).
// The static route is reported on PGlite as well. Bare Fastify and the static route are measured in turn,
// several times, and the verdict uses the median share, so a machine whose speed drifts weighs on both.
import { join } from 'node:path';
import pg from 'pg';
import { ensureDatabase } from './catalog-database';
import { load, type Load, type Section } from './measure';
import { startProcess, stopProcess } from './processes';

const STARTUP_TARGET_MS = 5000;
const STATIC_TARGET = 0.8;
const STATIC_PATH = '/api/build';

export interface PlatformBenchOptions {
  durationS: number;
  connections: number;
  /** Bare and full-stack runs of the static route, taken in turn; the verdict uses the median share. */
  rounds: number;
  serverPort: number;
  barePort: number;
  /** Start-up and the database rows: in-memory PGlite by default. */
  databaseUrl: string;
  /** The static route's target; unset or unreachable: checked on `databaseUrl`. */
  productionDatabaseUrl: string | undefined;
  resultsDir: string;
  serverEnv: Record<string, string>;
}

interface Row extends Load {
  name: string;
  share?: number;
}

interface StaticRoute {
  bare: number;
  full: number;
  p50: number;
  p99: number;
  share: number;
  non2xx: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchPlatform(options: PlatformBenchOptions): Promise<Section> {
  const bareOrigin = `http://127.0.0.1:${options.barePort}`;
  const bare = await startProcess('bench/bare-server.ts', { PORT: String(options.barePort), BARE_BODY: '{"id":"bench"}' },
    `${bareOrigin}/bare`, join(options.resultsDir, 'bare.log'));
  try {
    const embedded = await benchServer(options, bareOrigin);
    const productionUrl = await reachable(options.productionDatabaseUrl);
    const production = productionUrl ? await benchStaticOn(options, productionUrl, bareOrigin) : undefined;
    return report(options, embedded, production);
  } finally {
    await stopProcess(bare);
  }
}

async function benchServer(options: PlatformBenchOptions, bareOrigin: string) {
  const server = `http://127.0.0.1:${options.serverPort}`;
  const startedAt = Date.now();
  const app = await startProcess('apps/server/src/main.ts', { ...options.serverEnv, PORT: String(options.serverPort), DATABASE_URL: options.databaseUrl },
    `${server}/readyz`, join(options.resultsDir, 'server.log'));
  const startupMs = Date.now() - startedAt;
  try {
    const staticRoute = await measureStatic(options, server, bareOrigin);
    const rows: Row[] = [];
    for (const [name, path] of [
      ['GET /healthz', '/healthz'],
      ['GET listings/main-top-menu (database)', '/api/gw/public/v1/listings/main-top-menu'],
      ['GET / (server-rendered home page)', '/'],
    ] as const) {
      process.stdout.write(`measuring ${name}…\n`);
      const result = await load({ origin: server, paths: [path], connections: options.connections, durationS: options.durationS });
      rows.push({ name, ...result, share: result.rps / staticRoute.bare });
    }
    return { startupMs, staticRoute, rows };
  } finally {
    await stopProcess(app);
  }
}

async function benchStaticOn(options: PlatformBenchOptions, databaseUrl: string, bareOrigin: string): Promise<StaticRoute> {
  await ensureDatabase(databaseUrl);
  const server = `http://127.0.0.1:${options.serverPort}`;
  const app = await startProcess('apps/server/src/main.ts', { ...options.serverEnv, PORT: String(options.serverPort), DATABASE_URL: databaseUrl },
    `${server}/readyz`, join(options.resultsDir, 'server-postgres.log'));
  try {
    return await measureStatic(options, server, bareOrigin);
  } finally {
    await stopProcess(app);
  }
}

/** The URL when its PostgreSQL server answers, so a machine without one still gets a verdict. */
async function reachable(url: string | undefined): Promise<string | undefined> {
  if (!url) return undefined;
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    process.stdout.write('no PostgreSQL answers: the static route is checked on the embedded database\n');
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Bare and full stack in turn, so a machine that speeds up or slows down during the run weighs on both. */
async function measureStatic(options: PlatformBenchOptions, server: string, bareOrigin: string): Promise<StaticRoute> {
  const pairs: { bare: Load; full: Load }[] = [];
  for (let round = 1; round <= options.rounds; round += 1) {
    process.stdout.write(`measuring the static route against bare Fastify, round ${round} of ${options.rounds}…\n`);
    const run = (origin: string, path: string) => load({ origin, paths: [path], connections: options.connections, durationS: options.durationS });
    const bareRun = await run(bareOrigin, '/bare');
    pairs.push({ bare: bareRun, full: await run(server, STATIC_PATH) });
  }
  return {
    bare: median(pairs.map((pair) => pair.bare.rps)),
    full: median(pairs.map((pair) => pair.full.rps)),
    p50: median(pairs.map((pair) => pair.full.p50)),
    p99: median(pairs.map((pair) => pair.full.p99)),
    share: median(pairs.map((pair) => pair.full.rps / pair.bare.rps)),
    non2xx: pairs.reduce((sum, pair) => sum + pair.full.non2xx + pair.bare.non2xx, 0),
  };
}

function report(options: PlatformBenchOptions, embedded: Awaited<ReturnType<typeof benchServer>>, production: StaticRoute | undefined): Section {
  const { startupMs, rows } = embedded;
  const checked = production ?? embedded.staticRoute;
  const staticMet = checked.share >= STATIC_TARGET && checked.non2xx === 0;
  const startupMet = startupMs < STARTUP_TARGET_MS;
  const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
  const errors = (non2xx: number) => (non2xx ? ` (${non2xx} non-2xx!)` : '');
  const target = `≥ ${STATIC_TARGET * 100}% ${staticMet ? '✓' : '✗'}`;
  const pair = (database: string, route: StaticRoute, verdict: string) => [
    `| bare Fastify, in turn with the ${database} server (baseline, median) | ${Math.round(route.bare)} | | | 100% | |`,
    `| static public route, full stack, ${database}${errors(route.non2xx)} | ${Math.round(route.full)} | ${route.p50} | ${route.p99} | ${percent(route.share)} | ${verdict} |`,
  ];
  const lines = [
    `### Platform (${options.connections} connections, ${options.durationS} s per run; static route: median of ${options.rounds} bare/full pairs)`,
    '',
    '| route | req/s | p50 ms | p99 ms | vs bare | target |',
    '|---|---:|---:|---:|---:|---|',
    ...(production ? pair('PostgreSQL', production, target) : []),
    ...pair('embedded PGlite', embedded.staticRoute, production ? 'for information' : target),
    ...rows.map((row) => `| ${row.name}${errors(row.non2xx)} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${percent(row.share ?? 0)} | |`),
    '',
    `Start-up to ready (built web app; empty in-memory database migrated and seeded): ${startupMs} ms (target < ${STARTUP_TARGET_MS} ms ${startupMet ? '✓' : '✗'})`,
    '',
  ];
  const failed = !staticMet || !startupMet || embedded.staticRoute.non2xx > 0 || rows.some((row) => row.non2xx > 0);
  return { lines, failed };
}
