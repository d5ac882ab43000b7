import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../../db/test-database';
import { createJobsRepo } from './jobs.repo';
import { createJobsWorker, type JobHandler } from './jobs.worker';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe(`durable jobs on ${TEST_DATABASE_KIND}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.execute(sql`delete from jobs`);
  });

  const worker = (handlers: Record<string, JobHandler>) =>
    createJobsWorker({ db: database.db, handlers, logger: silent, batchSize: 50 });

  it('runs a due job once and records it as done', async () => {
    const seen: unknown[] = [];
    const jobs = worker({ greet: async (payload) => void seen.push(payload) });
    const id = await jobs.enqueue({ kind: 'greet', payload: { orderId: 'A-1' } });
    expect(await jobs.runOnce()).toBe(1);
    expect(await jobs.runOnce()).toBe(0);
    expect(seen).toEqual([{ orderId: 'A-1' }]);
    const row = await createJobsRepo(database.db).findById(id!);
    expect(row?.outcome).toBe('done');
  });

  it('leaves a future timer alone until it is due', async () => {
    const jobs = worker({ later: async () => {} });
    await jobs.enqueue({ kind: 'later', runAt: new Date(Date.now() + 60_000) });
    expect(await jobs.runOnce()).toBe(0);
  });

  it('keeps one unfinished job per dedupe key and lets a cancelled timer go', async () => {
    const jobs = worker({ deadline: async () => {} });
    const first = await jobs.enqueue({ kind: 'deadline', dedupeKey: 'order:1:payment' });
    const second = await jobs.enqueue({ kind: 'deadline', dedupeKey: 'order:1:payment' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await jobs.cancel('order:1:payment');
    expect(await jobs.runOnce()).toBe(0);
    expect(await jobs.enqueue({ kind: 'deadline', dedupeKey: 'order:1:payment' })).not.toBeNull();
  });

  it('retries a failing job later and gives up after its last attempt', async () => {
    let calls = 0;
    const jobs = worker({
      flaky: async () => {
        calls += 1;
        throw new Error('bank timeout');
      },
    });
    const id = await jobs.enqueue({ kind: 'flaky', maxAttempts: 2 });
    const repo = createJobsRepo(database.db);
    await jobs.runOnce();
    let row = await repo.findById(id!);
    expect(row?.finishedAt).toBeNull();
    expect(row?.lastError).toBe('bank timeout');
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now());
    await database.db.execute(sql`update jobs set run_at = now() where id = ${id}`);
    await jobs.runOnce();
    row = await repo.findById(id!);
    expect(row?.outcome).toBe('failed');
    expect(calls).toBe(2);
  });

  it('gives each job to exactly one of several workers', async () => {
    const runs = new Map<number, number>();
    const handler: JobHandler = async (_payload, job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
    };
    const workers = [worker({ tick: handler }), worker({ tick: handler }), worker({ tick: handler })];
    for (let i = 0; i < 60; i += 1) await workers[0]!.enqueue({ kind: 'tick', payload: { i } });
    await Promise.all(
      workers.map(async (w) => {
        while ((await w.runOnce()) > 0);
      }),
    );
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('drains: stop waits for the batch in hand', async () => {
    let finished = false;
    const jobs = worker({
      slow: async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        finished = true;
      },
    });
    await jobs.enqueue({ kind: 'slow' });
    jobs.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await jobs.stop();
    expect(finished).toBe(true);
  });

  it('runs a recurring kind again after each run, once however many workers start', async () => {
    let runs = 0;
    const options = {
      db: database.db,
      handlers: { housekeeping: async () => void (runs += 1) },
      logger: silent,
      recurring: { housekeeping: 3600 },
      pollMs: 60_000,
    };
    const workers = [createJobsWorker(options), createJobsWorker(options)];
    await Promise.all(workers.map((w) => w.start()));
    await Promise.all(workers.map((w) => w.stop()));
    await Promise.all(
      workers.map(async (w) => {
        while ((await w.runOnce()) > 0);
      }),
    );
    expect(runs).toBe(1);
    const pending = await database.db.execute(
      sql`select run_at from jobs where kind = 'housekeeping' and finished_at is null`,
    );
    const rows = (pending as unknown as { rows: { run_at: string | Date }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.run_at).getTime()).toBeGreaterThan(Date.now() + 3500_000);
  });
});
