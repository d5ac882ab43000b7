// Time inside PostgreSQL: the statements one service call sends (a search, a product), captured from the
// real services, then run again under EXPLAIN ANALYZE, whose planning + execution time is the database's
// own clock (no network, no JavaScript, and far less sensitive to a busy machine than requests/s).
// The plans are checked for sequential scans of the big catalog tables.
import { createServices, type Services } from '@lootmarket/api';
import { loadConfig } from '@lootmarket/api/config';
import type { Database, Db } from '@lootmarket/api/db/client';
import * as schema from '@lootmarket/api/db/schema';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { percentile } from './measure';

/** How buyers type (spec §3 and issue 4): morphology, typos, wrong layout, transliteration, synonyms. */
export const SEARCH_QUERIES = [
  'донаты',
  'genshn',
  'hj,kjrc',
  'utyiby',
  'роблокс',
  'roblox',
  'геншин',
  'Genshin Impact',
  'робуксы',
  'вбаксы',
  'steam',
  'стим пополнение',
  'pubg uc',
  'мобайл легендс',
  'valorant',
  'xbox game pass',
  'подарочная карта',
  'гемы brawl stars',
  'spotify',
  'psn турция',
  'discord nitro',
  'кристаллы',
  'ключ',
  'аккаунт',
];

/** Tables big enough at 100 000 offers that a sequential scan of them is a missing index. */
const BIG_TABLES = new Set(['offers', 'products', 'search_documents']);

interface Statement {
  sql: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

export interface DatabaseTiming {
  calls: number;
  statementsPerCall: number;
  p50: number;
  p95: number;
  max: number;
  slowest: { label: string; ms: number };
  /** Wall-clock time of the whole service call from the application (round trips and JavaScript too). */
  serviceP95: number;
  /** Each sequential scan of a big table seen in the plans, with the calls whose plans had it. */
  seqScans: string[];
}

/** One service call to time, named for the report. */
export interface TimedCall {
  label: string;
  run(services: Services): Promise<unknown>;
}

export const searchCalls = (): TimedCall[] =>
  SEARCH_QUERIES.map((text) => ({
    label: `search «${text}»`,
    run: (services) => services.search.search({ text, listingsLimit: 10, offersLimit: 10 }),
  }));

/**
 * Runs the calls in rounds until `rounds` are done or `budgetS` seconds have passed (a slow query must not
 * hold the whole benchmark); each call's statements are then explained.
 */
export async function timeInDatabase({
  url,
  calls,
  rounds,
  budgetS,
}: {
  url: string;
  calls: TimedCall[];
  rounds: number;
  budgetS: number;
}): Promise<DatabaseTiming> {
  const captured: Statement[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    listen: async () => async () => {},
    ping: async () => {},
    close: () => pool.end(),
  };
  const services = createServices({ database, config: loadConfig({ LOG_LEVEL: 'silent' }) });
  const deadline = Date.now() + budgetS * 1000;
  const serviceTimes: number[] = [];
  const times: number[] = [];
  const statementCounts: number[] = [];
  let slowest = { label: '', ms: 0 };
  const seqScans = new Map<string, string[]>();
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const call of calls) {
        if (Date.now() > deadline) break;
        captured.length = 0;
        const startedAt = performance.now();
        await call.run(services);
        serviceTimes.push(performance.now() - startedAt);
        const statements = [...captured];
        statementCounts.push(statements.length);

        let total = 0;
        // One transaction, rolled back, as the call ran them: transaction-local settings (a search's) apply.
        const client = await pool.connect();
        try {
          await client.query('begin');
          for (const statement of statements) {
            // EXPLAIN ANALYZE runs the statement: writes (a counter, a log row) would happen twice, so only reads are timed.
            if (!/^\s*(select|with)\b/i.test(statement.sql)) continue;
            const { rows } = await client.query(`explain (analyze, format json) ${statement.sql}`, statement.params);
            const [plan] = rows[0]['QUERY PLAN'] as [
              { Plan: PlanNode; 'Planning Time': number; 'Execution Time': number },
            ];
            total += plan['Planning Time'] + plan['Execution Time'];
            if (round > 0) continue;
            for (const scan of findSeqScans(plan.Plan)) seqScans.set(scan, [...(seqScans.get(scan) ?? []), call.label]);
          }
        } finally {
          await client.query('rollback');
          client.release();
        }
        times.push(total);
        if (total > slowest.ms) slowest = { label: call.label, ms: total };
      }
    }
  } finally {
    await pool.end();
  }
  times.sort((a, b) => a - b);
  serviceTimes.sort((a, b) => a - b);
  return {
    calls: times.length,
    statementsPerCall: statementCounts.reduce((sum, count) => sum + count, 0) / Math.max(1, statementCounts.length),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times.at(-1) ?? Number.NaN,
    slowest,
    serviceP95: percentile(serviceTimes, 0.95),
    seqScans: [...seqScans].map(
      ([scan, labels]) =>
        `${scan}, in ${labels.length} plans (${labels.slice(0, 3).join(', ')}${labels.length > 3 ? ', …' : ''})`,
    ),
  };
}

function findSeqScans(node: PlanNode): string[] {
  const here =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] && BIG_TABLES.has(node['Relation Name'])
      ? [
          `Seq Scan on ${node['Relation Name']}: ${(node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)} rows read × ${node['Actual Loops'] ?? 1} loops`,
        ]
      : [];
  return [...here, ...(node.Plans ?? []).flatMap(findSeqScans)];
}
