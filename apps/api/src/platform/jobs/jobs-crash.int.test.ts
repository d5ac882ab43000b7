import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../../db/test-database';
import { openMigratedDatabase } from '../../db/migrate';
import type { Database } from '../../db/client';
import { createJobsWorker } from './jobs.worker';

const postgresUrl = process.env.TEST_DATABASE_URL;
const root = join(import.meta.dirname, '../../../../..');
const LEASE_SECONDS = 3;

/** Starts a worker process on the database and resolves once its handler holds the job. */
async function workerHoldingTheJob(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'jobs-crash.child.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LEASE_SECONDS: String(LEASE_SECONDS) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('claimed') && Date.now() < deadline && child.exitCode === null)
    await new Promise((resolve) => setTimeout(resolve, 50));
  if (!output.includes('claimed')) throw new Error(`the worker did not claim the job:\n${output}`);
  return child;
}

describe.runIf(postgresUrl)('a worker killed with -9 in the middle of a job, on PostgreSQL', () => {
  let created: { url: string; drop(): Promise<void> };
  let database: Database;
  beforeAll(async () => {
    created = await createEmptyPostgresDatabase(postgresUrl!);
    database = await openMigratedDatabase({ url: created.url });
  });
  afterAll(async () => {
    await database.close();
    await created.drop();
  });

  it('holds its job while alive past the lease, and loses it within a lease once dead', async () => {
    await database.db.execute(
      sql`insert into jobs (kind, payload, run_at, max_attempts) values ('payments.sync-unfinished', '{}'::jsonb, now(), 5)`,
    );
    const child = await workerHoldingTheJob(created.url);
    const ran: number[] = [];
    const other = createJobsWorker({
      db: database.db,
      handlers: { 'payments.sync-unfinished': async () => void ran.push(Date.now()) },
      logger: console,
      leaseSeconds: LEASE_SECONDS,
    });
    // The heartbeat keeps a live worker's job its own well past one lease.
    await new Promise((resolve) => setTimeout(resolve, 2 * LEASE_SECONDS * 1000));
    expect(await other.runOnce()).toBe(0);

    const killedAt = Date.now();
    child.kill('SIGKILL');
    while (ran.length === 0 && Date.now() - killedAt < 30_000) {
      await other.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ran).toHaveLength(1);
    // Taken over within the lease (and a poll), not the minute the old fixed lease took.
    expect(ran[0]! - killedAt).toBeLessThan((LEASE_SECONDS + 2) * 1000);
  }, 90_000);
});
