import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { freshClusterImage } from './pglite-image';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createPgliteListener, createPostgresListener, type Listener } from './listener';

/**
 * The typed query builder, the same API on PostgreSQL and on embedded PGlite. Every query names its tables;
 * drizzle's relational `db.query` API is not used, so drizzle is not handed the schema to map for it.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** LISTEN on a channel; NOTIFY goes through `db` (so it is delivered when its transaction commits). */
  listen: Listener['listen'];
  /** Runs a trivial query: the readiness probe. */
  ping(): Promise<void>;
  /** An in-memory PGlite database as an image to start others from; absent elsewhere. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; `memory://` for an in-memory PGlite; unset for PGlite in `pgliteDir`. */
  url?: string | undefined;
  pgliteDir?: string;
  poolSize?: number;
  /** Sees every statement sent, for tests that count them. */
  logger?: Logger;
  /** `memory://` only: the cluster image to start from instead of a freshly initialized one. */
  image?: Blob;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const url = options.url;
  if (url && /^postgres(ql)?:\/\//.test(url)) return createPostgres(url, options.poolSize ?? 10, options.logger);
  const dataDir = url === 'memory://' ? undefined : (options.pgliteDir ?? './data/pglite');
  return createPglite(dataDir, options.logger, options.image);
}

function createPostgres(url: string, poolSize: number, logger: Logger | undefined): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', (error) => console.error('idle PostgreSQL client failed', error));
  const listener = createPostgresListener(url, (error) => console.error('PostgreSQL listener failed', error));
  const db = drizzlePg(pool, logger ? { logger } : {}) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    ping: async () => void (await pool.query('select 1')),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

async function createPglite(
  dataDir: string | undefined,
  logger: Logger | undefined,
  image: Blob | undefined,
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const source = dataDir ? { dataDir } : { loadDataDir: image ?? (await freshClusterImage()) };
  const client = await PGlite.create({ ...source, extensions: { pg_trgm } });
  const db = drizzlePglite(client, logger ? { logger } : {}) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: createPgliteListener(client).listen,
    ping: async () => void (await db.execute(sql`select 1`)),
    ...(dataDir ? {} : { dump: () => client.dumpDataDir('none') as Promise<Blob> }),
    close: () => client.close(),
  };
}
