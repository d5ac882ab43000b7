import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase, type Database } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { createEmptyPostgresDatabase } from '../../db/test-database';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  signSandboxNotification,
} from '../../platform/payments/sandbox-acquirer';

const serverUrl = process.env.TEST_DATABASE_URL;
const ROOT = join(import.meta.dirname, '../../../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const started: ChildProcess[] = [];

/** The API in its own process, so it can be killed for real. */
async function startApi(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  // Node itself with the tsx loader: the tsx binary would be a wrapper, and SIGKILL would miss the server.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/modules/payments/payments-crash.fixture.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '10000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (const deadline = Date.now() + 30_000; !/listening (\S+)/.test(output); await sleep(100)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the API did not start:\n${output}`);
  }
  return { child, url: /listening (\S+)/.exec(output)![1]! };
}

// PostgreSQL only: the embedded PGlite lives and dies inside the one process, there is no crash "between" to test.
describe.runIf(serverUrl)('a server killed between a payment and its crediting', () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let database: Database;
  let services: Services;
  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase(serverUrl!);
    database = await createDatabase({ url: empty.url, poolSize: 4 });
    await migrateDatabase(database);
    services = createServices({ database, config: loadConfig({ DATABASE_URL: empty.url, LOG_LEVEL: 'silent' }) });
  });
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    await database.close();
    await empty.drop();
  });

  it('finds the payment not applied after the restart, and the redelivered notification applies it once', async () => {
    const reference = `donation:${randomUUID()}`;
    const { paymentId, confirmationUrl } = await services.payments.createPayment({
      purpose: 'donation',
      reference,
      amount: { amount: 42_000, currency: 'rub' },
      description: 'Донат',
      customerEmail: null,
      returnUrl: '/back',
      idempotencyKey: reference,
    });
    const bankId = confirmationUrl.split('/').at(-1)!;
    await services.acquirers.sandbox!.decide(bankId, 'pay');
    const deliver = (url: string) => {
      const payload = JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: bankId } });
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = signSandboxNotification(services.acquirers.sandboxSigningKey, payload, timestamp);
      return fetch(`${url}/api/gw/public/v1/payments/sandbox/notifications`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_TIMESTAMP_HEADER]: String(timestamp),
          [SANDBOX_SIGNATURE_HEADER]: signature,
        },
        body: payload,
      });
    };

    // The last write of the crediting transaction waits on this lock, so the kill lands mid-transaction.
    const locker = new pg.Client({ connectionString: empty.url });
    await locker.connect();
    await locker.query('begin; lock table payment_notifications in exclusive mode');
    const first = await startApi(empty.url);
    const inFlight = deliver(first.url).catch(() => null);
    // Statistics views are frozen inside a transaction, so the watcher is a connection of its own.
    const watcher = new pg.Client({ connectionString: empty.url });
    await watcher.connect();
    const waiting = async () =>
      (
        await watcher.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )
      ).rows[0].n as number;
    for (const deadline = Date.now() + 20_000; (await waiting()) === 0; await sleep(50))
      if (Date.now() > deadline) throw new Error('the crediting never started');
    await watcher.end();
    first.child.kill('SIGKILL');
    await inFlight;
    await locker.query('rollback');
    await locker.end();

    expect((await services.payments.getPayment(paymentId))!.status).toBe('pending');
    expect(await services.ledger.escrowBalance(reference)).toBeNull();

    const second = await startApi(empty.url);
    try {
      const answers = await Promise.all([deliver(second.url), deliver(second.url), deliver(second.url)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      // The answer says the notification is recorded; it is applied right after.
      for (
        const deadline = Date.now() + 20_000;
        (await services.payments.getPayment(paymentId))!.status !== 'succeeded';
        await sleep(50)
      )
        if (Date.now() > deadline) throw new Error('the redelivered notification was never applied');
    } finally {
      second.child.kill('SIGKILL');
    }
    expect((await services.payments.getPayment(paymentId))!.status).toBe('succeeded');
    expect(await services.ledger.escrowBalance(reference)).toEqual({ amount: 42_000, currency: 'rub' });
    expect(await services.ledger.check()).toEqual([]);
  }, 90_000);
});
