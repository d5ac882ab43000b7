import type { FastifyInstance } from 'fastify';
import { buildApp, createServices, type Services } from './app';
import { loadConfig } from './config';
import { createDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createEmptyPostgresDatabase, createTestDatabase } from './db/test-database';

export interface TestInstance {
  app: FastifyInstance;
  services: Services;
  database: Database;
}

export interface TestInstances {
  instances: TestInstance[];
  close(): Promise<void>;
}

/**
 * Several application instances on one database, as several server processes would run: on PostgreSQL
 * each has its own connection pool and listening connection; embedded PGlite lives in one process, so
 * there they share the one client.
 */
export async function createTestInstances(
  count: number,
  env: Record<string, string> = {},
  { now }: { now?: () => number } = {},
): Promise<TestInstances> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '10000',
    RATE_LIMIT_ORDERS_PER_HOUR: '100000',
    RATE_LIMIT_WITHDRAWALS_PER_HOUR: '100000',
    ...env,
  });
  const serverUrl = process.env.TEST_DATABASE_URL;
  const databases: Database[] = [];
  let drop = async (): Promise<void> => {};
  if (serverUrl) {
    const empty = await createEmptyPostgresDatabase(serverUrl);
    drop = empty.drop;
    for (let i = 0; i < count; i += 1) databases.push(await createDatabase({ url: empty.url, poolSize: 4 }));
    await migrateDatabase(databases[0]!);
  } else {
    const shared = await createTestDatabase();
    drop = () => shared.dispose();
    for (let i = 0; i < count; i += 1) databases.push(shared);
  }
  const instances: TestInstance[] = [];
  for (const database of databases) {
    const services = createServices({ database, config, ...(now ? { now } : {}) });
    const app = await buildApp({ config, database, services, buildId: 'test-build' });
    await app.ready();
    instances.push({ app, services, database });
  }
  return {
    instances,
    close: async () => {
      for (const instance of instances) await instance.app.close();
      if (serverUrl) for (const database of databases) await database.close();
      await drop();
    },
  };
}
