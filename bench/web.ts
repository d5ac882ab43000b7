// `npm run bench:web`: Lighthouse (12.2.3, mobile preset, simulated throttling) with the system Chromium on
// the pages a first-time buyer and a donor open, against the server as `npm start` runs it in production
// with throwaway secrets. Prints each page's scores, LCP, TBT, CLS and bytes, and writes them between the
// markers of docs/benchmarks.md and to bench/results/web.md.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProcess, stopProcess } from './processes';

const ROOT = join(import.meta.dirname, '..');
const RESULTS_DIR = join(import.meta.dirname, 'results');
const DOC = join(ROOT, 'docs/benchmarks.md');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3321);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MARKERS = ['<!-- bench:web start -->', '<!-- bench:web end -->'] as const;
/** Lighthouse's own advice for a noisy machine: several runs, and the median one reported. */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

const ALL_PAGES = [
  ['home', '/'],
  ['listing', '/ru-ru/steam'],
  ['search', '/search?q=steam'],
  ['product', '/product/pubg-mobile-uc-60'],
  ['donate', '/grom/donate'],
] as const;
/** `BENCH_WEB_PAGES=home,product` audits some of the pages (comma-separated names); the report is left alone. */
const ONLY = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());
const PAGES = ONLY ? ALL_PAGES.filter(([name]) => ONLY.includes(name)) : ALL_PAGES;

/** Production refuses to start on the built-in development secrets: each run makes its own. */
const SERVER_ENV = {
  HOST: '127.0.0.1',
  PORT: String(PORT),
  DATABASE_URL: 'memory://',
  LOG_LEVEL: 'warn',
  APP_ENV: 'production',
  BUILD_ID: 'bench-web',
  RATE_LIMIT_MAX: '100000',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  KEYS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  SMTP_URL: 'smtp://127.0.0.1:9',
  SMARTCAPTCHA_SERVER_KEY: 'bench',
  SMARTCAPTCHA_CLIENT_KEY: 'bench',
  PUBLIC_URL: ORIGIN,
};

interface PageResult {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
  scriptKb: number;
  failing: string[];
  /** The performance score of each run, lowest first. */
  runs: number[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function audit(port: number, name: string, path: string): Promise<PageResult> {
  const runs: { result: PageResult; lhr: unknown }[] = [];
  // A run whose performance Lighthouse could not score (a metric it failed to compute) is run again.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
    const run = await auditOnce(port, name, path);
    if (run.unscored) process.stdout.write(`  a run of ${path} was not scored (${run.unscored}); running it again\n`);
    else runs.push(run);
  }
  if (runs.length === 0) throw new Error(`Lighthouse scored no run of ${path}`);
  runs.sort((a, b) => a.result.performance - b.result.performance);
  const median = runs[Math.floor(runs.length / 2)]!;
  // The whole report stays beside the summary, for the details of a failing audit.
  writeFileSync(join(RESULTS_DIR, `lighthouse-${name}.json`), JSON.stringify(median.lhr));
  return { ...median.result, runs: runs.map((r) => r.result.performance) };
}

async function auditOnce(
  port: number,
  name: string,
  path: string,
): Promise<{ result: PageResult; lhr: unknown; unscored?: string }> {
  const result = await lighthouse(ORIGIN + path, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${name} (${path})`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items =
    (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
      ?.items ?? [];
  const bytes = (type: string) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const failing = Object.values(categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}: ${ref.id}`),
    );
  const pageResult: PageResult = {
    name,
    path,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferKb: bytes('total') / 1024,
    scriptKb: bytes('script') / 1024,
    failing,
    runs: [],
  };
  const unscored =
    categories.performance?.score == null
      ? (result.lhr.runtimeError?.code ??
        Object.values(audits).find((audit) => audit.scoreDisplayMode === 'error' && audit.id.includes('paint'))
          ?.errorMessage ??
        'no score')
      : undefined;
  return { result: pageResult, lhr: result.lhr, unscored };
}

function report(results: PageResult[]): string {
  const date = new Date().toISOString().slice(0, 10);
  return [
    `Lighthouse 12.2.3, mobile preset (simulated slow 4G, 4× CPU slowdown), \`npm run bench:web\` on ${date}; the median of ${RUNS} runs per page (every run's performance in the last column):`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | transferred | of it scripts | runs |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| \`${r.path}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.transferKb)} KB | ${Math.round(r.scriptKb)} KB | ${r.runs.join(', ')} |`,
    ),
    '',
    ...results.filter((r) => r.failing.length > 0).map((r) => `- \`${r.path}\` misses ${r.failing.join(', ')}`),
  ].join('\n');
}

/** Replaces what lies between the markers in docs/benchmarks.md; the figures of earlier runs stay above them. */
function writeToDoc(text: string): void {
  const doc = readFileSync(DOC, 'utf8');
  const [start, end] = [doc.indexOf(MARKERS[0]), doc.indexOf(MARKERS[1])];
  if (start < 0 || end < start) throw new Error(`docs/benchmarks.md has no ${MARKERS[0]} … ${MARKERS[1]} section`);
  writeFileSync(DOC, `${doc.slice(0, start + MARKERS[0].length)}\n${text}\n${doc.slice(end)}`);
}

/**
 * Visitors get pages and images from the server's memory once someone has asked for them: the first
 * rendering of a page and the first encoding of each cover are made here, outside the measurement.
 */
async function warmUp(path: string): Promise<void> {
  const html = await (await fetch(ORIGIN + path)).text();
  const images = new Set((html.match(/\/_ipx\/[^\s"']+/g) ?? []).map((url) => url.replace(/,$/, '')));
  await Promise.all([...images].map(async (image) => (await fetch(ORIGIN + image)).arrayBuffer()));
}

async function main(): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  execFileSync(process.execPath, [join(ROOT, 'scripts/ensure-build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const server = await startProcess('server', SERVER_ENV, `${ORIGIN}/readyz`, join(RESULTS_DIR, 'server-web.log'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: PageResult[] = [];
    for (const [name, path] of PAGES) {
      await warmUp(path);
      process.stdout.write(`auditing ${path}…\n`);
      results.push(await audit(chrome.port, name, path));
    }
    const text = report(results);
    console.log(`\n${text}\n`);
    writeFileSync(join(RESULTS_DIR, 'web.md'), `${text}\n`);
    if (!ONLY && process.env.BENCH_WEB_WRITE_DOC !== '0') writeToDoc(text);
  } finally {
    chrome.kill();
    await stopProcess(server);
  }
}

await main();
