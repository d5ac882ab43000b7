import { randomBytes } from 'node:crypto';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, type Database } from './client';
import { migrateDatabase, openMigratedDatabase } from './migrate';

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the database made for the test file. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when TEST_DATABASE_URL is
 * set (it must reach a server where that role may create databases), an in-memory PGlite otherwise.
 */
export async function createTestDatabase({ logger }: { logger?: Logger } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const withLogger = logger ? { logger } : {};
  if (!serverUrl) {
    const database = await openMigratedDatabase({ url: 'memory://', ...withLogger });
    return { ...database, dispose: () => database.close() };
  }
  const empty = await createEmptyPostgresDatabase(serverUrl);
  const database = await createDatabase({ url: empty.url, poolSize: 8, ...withLogger });
  await migrateDatabase(database);
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, for tests that migrate it themselves. */
export async function createEmptyPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lm_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Which engine the integration tier runs on, for test names. */
export const TEST_DATABASE_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
