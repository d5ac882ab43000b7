// The platform: the full stack on a static route against bare Fastify answering the same bytes (status,
// headers and body), health, one database route and the home page, and start-up time.
//
// Start-up, health, the database route and the home page run on an empty in-memory PGlite database that
// the server migrates and seeds as it starts (what `npm start` does on a new machine). The static route's
// target is checked on PostgreSQL, the production database, when one answers: with PGlite's WebAssembly
// runtime in the same process, V8 takes slow paths on every request, database or not (docs/benchmarks.md).
// The target is checked on a process serving pages and the API (`SERVER_ROLES=web,api`), as a scaled-out
// deployment runs it: a process that runs the jobs worker as well lands on those slow paths in about half
// of its starts (decision 016). The static route is reported on all roles and on PGlite as well. Bare
// Fastify and the static route are measured in turn, several rounds, each in fresh processes, and the
// verdict uses the median share.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ensureDatabase } from './catalog-database';
import { load, type Load, type Section } from './measure';
import { startProcess, stopProcess } from './processes';

const STARTUP_TARGET_MS = 5000;
const STATIC_TARGET = 0.8;
/** The home page for anonymous visitors on the embedded default: kept in memory, it must keep up (issue 18). */
const HOME_TARGET = { rps: 500, p99Ms: 200 };
const HOME_ROW = 'GET / (server-rendered home page)';
const STATIC_PATH = '/api/build';
const BARE_PATH = '/bare-static';

interface BareRoute {
  path: string;
  type: string;
  body: string;
  headers: Record<string, string>;
}

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
}

interface StaticRoute {
  bare: number;
  full: number;
  p50: number;
  p99: number;
  share: number;
  /** Each round's share, in the order measured. */
  shares: number[];
  non2xx: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchPlatform(options: PlatformBenchOptions): Promise<Section> {
  const embedded = await benchServer(options);
  const embeddedStatic = await measureStatic(options, options.databaseUrl, 'pglite');
  const productionUrl = await reachable(options.productionDatabaseUrl);
  if (productionUrl) await ensureDatabase(productionUrl);
  const production = productionUrl
    ? await measureStatic(options, productionUrl, 'postgres', { SERVER_ROLES: 'web,api' })
    : undefined;
  const productionAllRoles = productionUrl
    ? await measureStatic(options, productionUrl, 'postgres-with-jobs')
    : undefined;
  return report(options, { ...embedded, staticRoute: embeddedStatic }, production, productionAllRoles);
}

const serverOrigin = (options: PlatformBenchOptions) => `http://127.0.0.1:${options.serverPort}`;

function startServer(
  options: PlatformBenchOptions,
  databaseUrl: string,
  log: string,
  env: Record<string, string> = {},
) {
  return startProcess(
    'server',
    { ...options.serverEnv, ...env, PORT: String(options.serverPort), DATABASE_URL: databaseUrl },
    `${serverOrigin(options)}/readyz`,
    join(options.resultsDir, log),
  );
}

async function benchServer(options: PlatformBenchOptions) {
  const server = serverOrigin(options);
  const startedAt = Date.now();
  const app = await startServer(options, options.databaseUrl, 'server.log');
  const startupMs = Date.now() - startedAt;
  try {
    const rows: Row[] = [];
    for (const [name, path] of [
      ['GET /healthz', '/healthz'],
      ['GET listings/main-top-menu (database)', '/api/gw/public/v1/listings/main-top-menu'],
      [HOME_ROW, '/'],
    ] as const) {
      process.stdout.write(`measuring ${name}…\n`);
      rows.push({
        name,
        ...(await load({
          origin: server,
          paths: [path],
          connections: options.connections,
          durationS: options.durationS,
        })),
      });
    }
    return { startupMs, rows };
  } finally {
    await stopProcess(app);
  }
}

/** What stays the same from one answer to the next; the rest (date, length, connection) is the transport's. */
const TRANSPORT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'transfer-encoding',
]);

/**
 * The static route as the full stack answers it, for the baseline to answer byte for byte: the same status,
 * body and headers (security headers, and a request id of the same length), so the share measures what the
 * stack does per request and not how many bytes the answer carries.
 */
async function captureStatic(server: string): Promise<BareRoute> {
  const response = await fetch(server + STATIC_PATH);
  if (!response.ok) throw new Error(`${STATIC_PATH} answered ${response.status}`);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)));
  return {
    path: BARE_PATH,
    type: response.headers.get('content-type') ?? 'application/json',
    body: await response.text(),
    headers,
  };
}

/**
 * Bare and full stack in turn, each round in fresh processes: a machine that speeds up or slows down weighs
 * on both, and a process that V8 leaves on its slow paths (docs/benchmarks.md) counts for one round only.
 */
async function measureStatic(
  options: PlatformBenchOptions,
  databaseUrl: string,
  label: string,
  env: Record<string, string> = {},
): Promise<StaticRoute> {
  const pairs: { bare: Load; full: Load }[] = [];
  const bareOrigin = `http://127.0.0.1:${options.barePort}`;
  const run = (origin: string, path: string) =>
    load({ origin, paths: [path], connections: options.connections, durationS: options.durationS });
  for (let round = 1; round <= options.rounds; round += 1) {
    process.stdout.write(
      `measuring the static route against bare Fastify on ${label}, round ${round} of ${options.rounds}…\n`,
    );
    const app = await startServer(options, databaseUrl, `server-static-${label}.log`, env);
    try {
      const routesFile = join(options.resultsDir, 'bare-static.json');
      writeFileSync(routesFile, JSON.stringify([await captureStatic(serverOrigin(options))]));
      const bare = await startProcess(
        'bare',
        { PORT: String(options.barePort), BARE_ROUTES_FILE: routesFile },
        `${bareOrigin}${BARE_PATH}`,
        join(options.resultsDir, 'bare.log'),
      );
      try {
        const bareRun = await run(bareOrigin, BARE_PATH);
        const fullRun = await run(serverOrigin(options), STATIC_PATH);
        pairs.push({ bare: bareRun, full: fullRun });
        process.stdout.write(
          `  bare ${Math.round(bareRun.rps)} req/s, full stack ${Math.round(fullRun.rps)} req/s: ${((fullRun.rps / bareRun.rps) * 100).toFixed(0)}%\n`,
        );
      } finally {
        await stopProcess(bare);
      }
    } finally {
      await stopProcess(app);
    }
  }
  return {
    bare: median(pairs.map((pair) => pair.bare.rps)),
    full: median(pairs.map((pair) => pair.full.rps)),
    p50: median(pairs.map((pair) => pair.full.p50)),
    p99: median(pairs.map((pair) => pair.full.p99)),
    share: median(pairs.map((pair) => pair.full.rps / pair.bare.rps)),
    shares: pairs.map((pair) => pair.full.rps / pair.bare.rps),
    non2xx: pairs.reduce((sum, pair) => sum + pair.full.non2xx + pair.bare.non2xx, 0),
  };
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

type EmbeddedResult = Awaited<ReturnType<typeof benchServer>> & { staticRoute: StaticRoute };

function report(
  options: PlatformBenchOptions,
  embedded: EmbeddedResult,
  production: StaticRoute | undefined,
  productionAllRoles: StaticRoute | undefined,
): Section {
  const { startupMs, rows } = embedded;
  const checked = production ?? embedded.staticRoute;
  const staticMet = checked.share >= STATIC_TARGET && checked.non2xx === 0;
  const startupMet = startupMs < STARTUP_TARGET_MS;
  const home = rows.find((row) => row.name === HOME_ROW);
  const homeMet = home !== undefined && home.rps >= HOME_TARGET.rps && home.p99 <= HOME_TARGET.p99Ms;
  const homeTarget = `≥ ${HOME_TARGET.rps} pages/s, p99 ≤ ${HOME_TARGET.p99Ms} ms ${homeMet ? '✓' : '✗'}`;
  const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
  const errors = (non2xx: number) => (non2xx ? ` (${non2xx} non-2xx!)` : '');
  const target = `≥ ${STATIC_TARGET * 100}% ${staticMet ? '✓' : '✗'}`;
  const pair = (database: string, route: StaticRoute, verdict: string) => [
    `| bare Fastify, same answer, in turn with the ${database} server (baseline, median) | ${Math.round(route.bare)} | | | 100% | |`,
    `| static public route, full stack, ${database}${errors(route.non2xx)} | ${Math.round(route.full)} | ${route.p50} | ${route.p99} | ${percent(route.share)} (${route.shares.map(percent).join(', ')}) | ${verdict} |`,
  ];
  const lines = [
    `### Platform (${options.connections} connections, ${options.durationS} s per run; static route: median of ${options.rounds} bare/full pairs)`,
    '',
    '| route | req/s | p50 ms | p99 ms | vs bare | target |',
    '|---|---:|---:|---:|---:|---|',
    ...(production ? pair('PostgreSQL, web and API roles', production, target) : []),
    ...(productionAllRoles
      ? pair('PostgreSQL, all roles (jobs worker too)', productionAllRoles, 'for information')
      : []),
    ...pair('embedded PGlite, all roles', embedded.staticRoute, production ? 'for information' : target),
    ...rows.map(
      (row) =>
        `| ${row.name}${errors(row.non2xx)} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | | ${row === home ? homeTarget : ''} |`,
    ),
    '',
    `Start-up to ready (built web app; empty in-memory database migrated and seeded): ${startupMs} ms (target < ${STARTUP_TARGET_MS} ms ${startupMet ? '✓' : '✗'})`,
    '',
  ];
  const failed =
    !staticMet || !startupMet || !homeMet || embedded.staticRoute.non2xx > 0 || rows.some((row) => row.non2xx > 0);
  return { lines, failed };
}
