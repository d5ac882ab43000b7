import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

const ROOT = join(import.meta.dirname, '..');

/** Creates the benchmark database on its server when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  await onServer(url, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  });
}

/**
 * Drops and creates the database: a run that measures a backlog must not inherit the last run's (its
 * recorded notifications would be applied by the next server during the measurement).
 */
export async function freshDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  await onServer(url, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}

/** Runs `work` connected to the server's `postgres` database (creating and dropping need one). */
async function onServer(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`benchmark database name ${name} must be a plain identifier`);
  return name;
}

/** Runs `npm run catalog:generate` against the database; quick when an earlier run already filled it. */
export function fillCatalog(url: string, offers: number): void {
  process.stdout.write(`filling ${new URL(url).pathname.slice(1)} up to ${offers} generated offers…\n`);
  const result = spawnSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, 'apps/server/src/generate-catalog.ts'), '--offers', String(offers)],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`catalog generator failed (${result.status})`);
  process.stdout.write(`${result.stdout.trim().split('\n').at(-1)}\n`);
}

export interface BenchProduct {
  id: string;
  slug: string;
  offers: number;
}

/** The most popular generated product: a typical page of a big catalog, with about 20 sellers' offers. */
export async function pickProduct(url: string): Promise<BenchProduct> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<BenchProduct>(`
      select p.id, p.slug, (select count(*)::int from offers o where o.product_id = p.id and o.is_active) as offers
        from products p
       where p.slug ~ '-lot-[0-9]+$'
       order by p.popularity desc, p.slug
       limit 1`);
    if (!rows[0]) throw new Error('the benchmark database has no generated products');
    return rows[0];
  } finally {
    await client.end();
  }
}
