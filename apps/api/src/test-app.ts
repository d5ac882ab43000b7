import type { FastifyInstance } from 'fastify';
import { buildApp, createServices, type Services } from './app';
import { loadConfig, type AppConfig } from './config';
import { createTestDatabase, type TestDatabase } from './db/test-database';
import { createDemoSeed, type DemoSeed } from './demo/demo-seed';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  services: Services;
  /** The demo data, written through the services as `npm start` seeds it. */
  demo: DemoSeed;
  close(): Promise<void>;
}

/** The real application on a fresh database, driven in-process through `app.inject()`. */
export async function createTestApp(
  env: Record<string, string> = {},
  { now }: { now?: () => number } = {},
): Promise<TestApp> {
  const config: AppConfig = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '10000',
    RATE_LIMIT_ORDERS_PER_HOUR: '100000',
    RATE_LIMIT_WITHDRAWALS_PER_HOUR: '100000',
    ...env,
  });
  const database = await createTestDatabase();
  const services = createServices({ database, config, ...(now ? { now } : {}) });
  const app = await buildApp({ config, database, services, buildId: 'test-build' });
  await app.ready();
  return {
    app,
    database,
    services,
    demo: createDemoSeed({ db: database.db, services }),
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
