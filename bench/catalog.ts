// The catalog at benchmark size: search in the database and at the endpoint, the product endpoint and the
// server-rendered product page, on PostgreSQL filled by the catalog generator.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDatabase, fillCatalog, pickProduct } from './catalog-database';
import { load, ms, type Section, verdict } from './measure';
import { startProcess, stopProcess } from './processes';
import { type DatabaseTiming, SEARCH_QUERIES, searchCalls, timeInDatabase, type TimedCall } from './database-time';
import { measureTtfb } from './ttfb';

export const CATALOG_GROUPS = ['search', 'product', 'page'] as const;
export type CatalogGroup = (typeof CATALOG_GROUPS)[number];

export const CATALOG_TARGETS = {
  searchDbP95Ms: 10,
  searchMinRatio: 0.15,
  productMinRatio: 0.25,
  productP99Ms: 20,
  productConnections: 50,
  pageTtfbP95Ms: 100,
  pageConnections: 20,
};

export interface CatalogBenchOptions {
  groups: Set<CatalogGroup>;
  databaseUrl: string;
  offers: number;
  durationS: number;
  /** Connections of the search endpoint run (the product and page runs use the targets' own). */
  connections: number;
  searchRounds: number;
  /** Seconds the in-database search timing may take at most. */
  searchBudgetS: number;
  serverPort: number;
  barePort: number;
  resultsDir: string;
  serverEnv: Record<string, string>;
}

const API = '/api/gw/public/v1';

export async function benchCatalog(options: CatalogBenchOptions): Promise<Section> {
  const { groups, databaseUrl, durationS } = options;
  const t = CATALOG_TARGETS;
  await ensureDatabase(databaseUrl);
  fillCatalog(databaseUrl, options.offers);
  const product = await pickProduct(databaseUrl);
  const lines = [
    `### Catalog (PostgreSQL \`${new URL(databaseUrl).pathname.slice(1)}\`, ${options.offers} generated offers)`,
    '',
  ];
  let failed = false;

  const describe = (what: string, timing: DatabaseTiming) =>
    `${what} in the database (EXPLAIN ANALYZE, planning + execution of the ${timing.statementsPerCall.toFixed(1)} statements of one call, ` +
    `${timing.calls} calls): p50 ${ms(timing.p50)} ms, p95 ${ms(timing.p95)} ms, max ${ms(timing.max)} ms (${timing.slowest.label}); ` +
    `the whole service call from the application: p95 ${ms(timing.serviceP95)} ms`;
  const scans = (timing: DatabaseTiming) =>
    timing.seqScans.length === 0
      ? []
      : [
          'Sequential scans of big tables (an index is missing or unusable):',
          ...timing.seqScans.map((scan) => `- ${scan}`),
          '',
        ];

  if (groups.has('search')) {
    process.stdout.write('timing search statements in the database…\n');
    const timing = await timeInDatabase({
      url: databaseUrl,
      calls: searchCalls(),
      rounds: options.searchRounds,
      budgetS: options.searchBudgetS,
    });
    const ok = timing.p95 <= t.searchDbP95Ms;
    failed ||= !ok;
    lines.push(
      `${describe(`Search (${SEARCH_QUERIES.length} queries in turn)`, timing)} — ${verdict(ok, `p95 ≤ ${t.searchDbP95Ms} ms`)}.`,
      '',
      ...scans(timing),
    );
  }
  if (groups.has('product')) {
    process.stdout.write('timing product statements in the database…\n');
    const call: TimedCall = { label: 'product', run: (services) => services.catalog.getProduct(product.id) };
    const timing = await timeInDatabase({
      url: databaseUrl,
      calls: [call],
      rounds: 100,
      budgetS: options.searchBudgetS,
    });
    lines.push(`${describe(`product/{uuid} (${product.offers} offers)`, timing)}.`, '', ...scans(timing));
  }

  const server = `http://127.0.0.1:${options.serverPort}`;
  const bare = `http://127.0.0.1:${options.barePort}`;
  const app = await startProcess(
    'server',
    { ...options.serverEnv, PORT: String(options.serverPort), DATABASE_URL: databaseUrl },
    `${server}/readyz`,
    join(options.resultsDir, 'catalog-server.log'),
  );
  let bareProcess: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    const searchPaths = SEARCH_QUERIES.map((text) => `${API}/search?text=${encodeURIComponent(text)}`);
    const productPath = `${API}/product/${product.id}`;
    const searchBodies = groups.has('search')
      ? await Promise.all(searchPaths.map(async (path) => (await fetch(server + path)).text()))
      : ['{}'];
    const medianSearch = [...searchBodies].sort((a, b) => a.length - b.length)[Math.floor(searchBodies.length / 2)]!;
    const productBody = await (await fetch(server + productPath)).text();
    const routesFile = join(options.resultsDir, 'bare-routes.json');
    const json = 'application/json; charset=utf-8';
    writeFileSync(
      routesFile,
      JSON.stringify([
        { path: '/bare-product', type: json, body: productBody },
        { path: '/bare-search', type: json, body: medianSearch },
      ]),
    );
    bareProcess = await startProcess(
      'bare',
      { PORT: String(options.barePort), BARE_ROUTES_FILE: routesFile },
      `${bare}/bare`,
      join(options.resultsDir, 'catalog-bare.log'),
    );

    const tableRows: string[] = [];
    const notes: string[] = [];
    const row = (
      name: string,
      connections: number,
      real: Awaited<ReturnType<typeof load>>,
      base: number,
      targets: [boolean, string][],
    ) => {
      const errors =
        real.rps === 0
          ? ' (no response finished within the run!)'
          : real.non2xx + real.errors > 0
            ? ` (${real.non2xx} non-2xx, ${real.errors} errors!)`
            : '';
      if (errors) failed = true;
      for (const [ok] of targets) failed ||= !ok;
      tableRows.push(
        `| ${name}${errors} | ${connections} | ${Math.round(real.rps)} | ${real.p50} | ${real.p99} | ${((real.rps / base) * 100).toFixed(0)}% (bare ${Math.round(base)}) | ${targets.map(([ok, text]) => verdict(ok, text)).join(', ')} |`,
      );
    };

    if (groups.has('product')) {
      process.stdout.write('measuring the product endpoint…\n');
      const connections = t.productConnections;
      const base = await load({ origin: bare, paths: ['/bare-product'], connections, durationS });
      const real = await load({ origin: server, paths: [productPath], connections, durationS });
      row(`GET product/{uuid} (${product.offers} offers)`, connections, real, base.rps, [
        [real.rps / base.rps >= t.productMinRatio, `≥ ${t.productMinRatio * 100}%`],
        [real.p99 <= t.productP99Ms, `p99 ≤ ${t.productP99Ms} ms`],
      ]);
    }
    if (groups.has('page')) {
      const pageUrl = `${server}/product/${product.slug}`;
      const status = (await fetch(pageUrl)).status;
      if (status === 404) {
        notes.push(
          `Product page: skipped — GET /product/${product.slug} answers 404, so this build has no product page route yet.`,
        );
      } else if (status !== 200) {
        failed = true;
        notes.push(`Product page: GET /product/${product.slug} answers ${status} ✗`);
      } else {
        process.stdout.write('measuring time to first byte of the product page…\n');
        const page = await measureTtfb({ url: pageUrl, connections: t.pageConnections, durationS });
        const ok = page.p95 <= t.pageTtfbP95Ms && page.non2xx === 0;
        failed ||= !ok;
        notes.push(
          `Server-rendered /product/{slug}, ${t.pageConnections} connections: time to first byte p50 ${ms(page.p50)} ms, p95 ${ms(page.p95)} ms, ` +
            `p99 ${ms(page.p99)} ms, ${Math.round(page.rps)} pages/s${page.non2xx ? `, ${page.non2xx} non-2xx` : ''} — ${verdict(ok, `p95 ≤ ${t.pageTtfbP95Ms} ms`)}`,
        );
      }
    }
    // Last: a slow search leaves queued work behind that would weigh on whatever ran after it.
    if (groups.has('search')) {
      process.stdout.write('measuring the search endpoint…\n');
      const connections = options.connections;
      const base = await load({ origin: bare, paths: ['/bare-search'], connections, durationS });
      const real = await load({ origin: server, paths: searchPaths, connections, durationS });
      row(`GET search?text= (${SEARCH_QUERIES.length} queries in turn)`, connections, real, base.rps, [
        [real.rps / base.rps >= t.searchMinRatio, `≥ ${t.searchMinRatio * 100}%`],
      ]);
    }
    if (tableRows.length > 0) {
      lines.push(
        '| route | connections | req/s | p50 ms | p99 ms | vs bare Fastify, same bytes | target |',
        '|---|---:|---:|---:|---:|---:|---|',
        ...tableRows,
        '',
      );
    }
    lines.push(...notes, '');
  } finally {
    if (bareProcess) await stopProcess(bareProcess);
    await stopProcess(app);
  }
  return { lines, failed };
}
