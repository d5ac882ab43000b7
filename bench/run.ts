// `npm run bench`: requests/s and latency of chosen routes, each set against a bare Fastify route
// serving the same bytes in the same run, so the ratios hold on any machine.
// `npm run bench -- --group search` (or product, page, platform, alerts, alert-controls, conversations, orders, seller, withdrawals, audit, webhooks; several with commas) runs only those.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchCatalog, CATALOG_GROUPS, type CatalogGroup } from './catalog';
import type { Section } from './measure';
import { benchOrders } from './orders';
import { benchPlatform } from './platform';
import { benchAlertDelivery } from './alert-delivery';
import { benchAlertControls } from './alert-controls';
import { benchConversations } from './conversations';
import { benchSeller } from './seller';
import { benchWithdrawals } from './withdrawals';
import { benchAudit } from './audit';
import { benchWebhooks } from './webhooks';

const GROUPS = [
  'platform',
  'alerts',
  'conversations',
  'orders',
  'seller',
  'withdrawals',
  'audit',
  'webhooks',
  'alert-controls',
  ...CATALOG_GROUPS,
] as const;
type Group = (typeof GROUPS)[number];

const ROOT = join(import.meta.dirname, '..');
const RESULTS_DIR = join(import.meta.dirname, 'results');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** Production settings; production refuses to start without its secrets, and the benchmark never signs in or sends mail. */
const SERVER_ENV = {
  HOST: '127.0.0.1',
  BUILD_ID: 'bench',
  LOG_LEVEL: 'info',
  RATE_LIMIT_MAX: '100000000',
  RATE_LIMIT_ORDERS_PER_HOUR: '100000000',
  RATE_LIMIT_WITHDRAWALS_PER_HOUR: '100000000',
  RATE_LIMIT_CONVERSATION_MESSAGES_PER_MINUTE: '100000000',
  APP_ENV: 'production',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  SMTP_URL: 'smtp://127.0.0.1:9',
  SMARTCAPTCHA_SERVER_KEY: 'bench',
  SMARTCAPTCHA_CLIENT_KEY: 'bench',
  KEYS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  PUBLIC_URL: 'http://127.0.0.1',
};

function selectedGroups(): Set<Group> {
  const { values } = parseArgs({ options: { group: { type: 'string', short: 'g' } } });
  if (!values.group) return new Set(GROUPS);
  const names = values.group.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(GROUPS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown group ${unknown.join(', ')}; groups: ${GROUPS.join(', ')}`);
  return new Set(names as Group[]);
}

async function main(): Promise<void> {
  const groups = selectedGroups();
  mkdirSync(RESULTS_DIR, { recursive: true });
  // The server runs as its bundle and renders pages from the web build; both are rebuilt when their sources are newer.
  execFileSync(process.execPath, [join(ROOT, 'scripts/ensure-build.mjs')], { cwd: ROOT, stdio: 'inherit' });

  const sections: Section[] = [];
  if (groups.has('platform')) {
    sections.push(
      await benchPlatform({
        durationS: DURATION_S,
        connections: CONNECTIONS,
        rounds: Number(process.env.BENCH_PLATFORM_ROUNDS ?? 3),
        serverPort: 3301,
        barePort: 3302,
        databaseUrl: process.env.BENCH_DATABASE_URL ?? 'memory://',
        productionDatabaseUrl:
          process.env.BENCH_PLATFORM_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lootmarket_bench_platform',
        resultsDir: RESULTS_DIR,
        serverEnv: SERVER_ENV,
      }),
    );
  }
  if (groups.has('alerts')) {
    sections.push(
      await benchAlertDelivery({
        databaseUrl:
          process.env.BENCH_ALERTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lootmarket_bench_alerts',
        widgets: Number(process.env.BENCH_WIDGETS ?? 1000),
        streamers: Number(process.env.BENCH_ALERT_STREAMERS ?? 100),
        perSecond: Number(process.env.BENCH_DONATIONS_PER_S ?? 30),
        durationS: DURATION_S,
        serverPort: Number(process.env.BENCH_ALERTS_PORT ?? 3305),
        // One streamer in ten has alerts read aloud: three syntheses a second beside the silent alerts.
        speakingEvery: Number(process.env.BENCH_SPEAKING_EVERY ?? 10),
        resultsDir: RESULTS_DIR,
        serverEnv: SERVER_ENV,
        probePages: process.env.BENCH_ALERT_PAGE_PROBES === '1',
      }),
    );
  }
  if (groups.has('alert-controls')) {
    sections.push(
      await benchAlertControls({
        databaseUrl:
          process.env.BENCH_ALERTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lootmarket_bench_alerts',
        widgets: Number(process.env.BENCH_WIDGETS ?? 1000),
        streamers: Number(process.env.BENCH_ALERT_STREAMERS ?? 100),
        approvals: Number(process.env.BENCH_APPROVALS ?? 200),
        perSecond: Number(process.env.BENCH_APPROVALS_PER_S ?? 20),
        serverPort: Number(process.env.BENCH_ALERT_CONTROLS_PORT ?? 3306),
        resultsDir: RESULTS_DIR,
        serverEnv: SERVER_ENV,
      }),
    );
  }
  if (groups.has('conversations')) {
    sections.push(
      await benchConversations({
        databaseUrl:
          process.env.BENCH_CONVERSATIONS_DATABASE_URL ??
          'postgres://postgres@127.0.0.1:5432/lootmarket_bench_conversations',
        conversations: Number(process.env.BENCH_CONVERSATIONS ?? 1000),
        perSecond: Number(process.env.BENCH_MESSAGES_PER_S ?? 40),
        durationS: Number(process.env.BENCH_CONVERSATIONS_DURATION ?? 30),
        serverPort: 3318,
        resultsDir: RESULTS_DIR,
        serverEnv: SERVER_ENV,
        writeDoc: process.env.BENCH_CONVERSATIONS_WRITE_DOC !== '0',
      }),
    );
  }
  if (groups.has('orders')) {
    sections.push(
      await benchOrders({
        databaseUrl:
          process.env.BENCH_ORDERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lootmarket_bench_orders',
        durationS: DURATION_S,
        serverPort: Number(process.env.BENCH_ORDERS_PORT ?? 3311),
        resultsDir: RESULTS_DIR,
        serverEnv: SERVER_ENV,
      }),
    );
  }
  if (groups.has('seller')) {
    sections.push(
      await benchSeller({
        databaseUrl:
          process.env.BENCH_SELLER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lootmarket_bench_seller',
        serverPort: 3313,
        resultsDir: RESULTS_DIR,
        serverEnv: SERVER_ENV,
        uploads: Number(process.env.BENCH_KEY_UPLOADS ?? 3),
        listRequests: Number(process.env.BENCH_OFFER_LIST_REQUESTS ?? 500),
      }),
    );
  }
  if (groups.has('withdrawals')) {
    sections.push(
      await benchWithdrawals({
        databaseUrl:
          process.env.BENCH_WITHDRAWALS_DATABASE_URL ??
          'postgres://postgres@127.0.0.1:5432/lootmarket_bench_withdrawals',
        poolSize: Number(process.env.BENCH_WITHDRAWALS_POOL ?? 10),
      }),
    );
  }
  if (groups.has('audit')) {
    sections.push(
      await benchAudit({
        databaseUrl:
          process.env.BENCH_AUDIT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lootmarket_bench_audit',
      }),
    );
  }
  if (groups.has('webhooks')) {
    sections.push(
      await benchWebhooks({
        databaseUrl:
          process.env.BENCH_WEBHOOKS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lootmarket_bench_webhooks',
        events: Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000),
        perSecond: Number(process.env.BENCH_WEBHOOK_EVENTS_PER_S ?? 50),
      }),
    );
  }
  const catalogGroups = new Set(CATALOG_GROUPS.filter((group) => groups.has(group))) as Set<CatalogGroup>;
  if (catalogGroups.size > 0) {
    sections.push(
      await benchCatalog({
        groups: catalogGroups,
        databaseUrl: process.env.BENCH_CATALOG_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lootmarket_bench',
        offers: Number(process.env.BENCH_OFFERS ?? 100_000),
        durationS: DURATION_S,
        connections: CONNECTIONS,
        searchRounds: Number(process.env.BENCH_SEARCH_ROUNDS ?? 20),
        searchBudgetS: Number(process.env.BENCH_SEARCH_BUDGET ?? 60),
        serverPort: 3303,
        barePort: 3304,
        resultsDir: RESULTS_DIR,
        serverEnv: SERVER_ENV,
      }),
    );
  }
  const report = sections.flatMap((section) => section.lines).join('\n');
  console.log(`\n${report}\n`);
  writeFileSync(join(RESULTS_DIR, 'latest.md'), `${report}\n`);
  if (sections.some((section) => section.failed)) process.exitCode = 1;
}

await main();
