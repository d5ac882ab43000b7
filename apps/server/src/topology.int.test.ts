import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createEmptyPostgresDatabase } from '@lootmarket/api/db/test-database';
import { inputsFor } from '@lootmarket/api/modules/orders/orders.test-support';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const postgresUrl = process.env.TEST_DATABASE_URL;
const root = join(import.meta.dirname, '../../..');
const PUBLIC = '/api/gw/public/v1';

interface Running {
  name: string;
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** One server process of the bundle `npm start` runs, with its roles, on the shared database. */
async function startProcess(bundle: string, name: string, roles: string, databaseUrl: string): Promise<Running> {
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SERVER_ROLES: roles,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // Every request of this test comes from 127.0.0.1.
      ORDER_UNPAID_PER_ADDRESS: '100000',
      JOBS_POLL_MS: '200',
      PAYMENT_SYNC_AFTER_SECONDS: '2',
      PAYMENT_SYNC_EVERY_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!/is running at (\S+)/.test(output) && Date.now() < deadline && child.exitCode === null)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const url = /is running at (\S+)/.exec(output)?.[1];
  if (!url) throw new Error(`${name} did not start:\n${output}`);
  return { name, child, url: url.replace('localhost', '127.0.0.1'), output: () => output };
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.runIf(postgresUrl)('two API processes and two jobs workers on one PostgreSQL', () => {
  const bundle = join(root, `apps/server/dist/test-topology-${process.pid}.mjs`);
  let database: { url: string; drop(): Promise<void> };
  let sql: pg.Pool;
  const processes: Running[] = [];
  let a: Running;
  let b: Running;
  let offer: { id: string; kinds: string[] };

  const query = async <Row>(text: string, values: unknown[] = []): Promise<Row[]> =>
    (await sql.query(text, values)).rows as Row[];
  const post = async (server: Running, path: string, body: object) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${server.name} ${path}: ${response.status} ${text}`);
    return JSON.parse(text);
  };
  /** A guest order placed through one process and its payment started through the other. */
  const orderWithPayment = async (place: Running, pay: Running, n: number) => {
    const { order, guestToken } = await post(place, `${PUBLIC}/order`, {
      offerId: offer.id,
      quantity: 1,
      inputs: inputsFor(offer.kinds),
      email: `topology${n}@mail.ru`,
    });
    const link = await post(pay, `${PUBLIC}/order/payment-link`, { orderId: order.id, token: guestToken });
    return { orderId: order.id as string, paymentId: link.paymentId as string, bankPath: link.confirmationUrl };
  };

  beforeAll(async () => {
    const { buildServer } = (await import(pathToFileURL(join(root, 'scripts/build-server.mjs')).href)) as {
      buildServer: (outfile: string) => Promise<void>;
    };
    await buildServer(bundle);
    database = await createEmptyPostgresDatabase(postgresUrl!);
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    // The first jobs worker migrates and seeds the empty database; the others find it ready.
    processes.push(await startProcess(bundle, 'jobs-1', 'jobs', database.url));
    const started = await Promise.all([
      startProcess(bundle, 'api-a', 'api', database.url),
      startProcess(bundle, 'api-b', 'api', database.url),
      startProcess(bundle, 'jobs-2', 'jobs', database.url),
    ]);
    processes.push(...started);
    [a, b] = started as [Running, Running, Running];
    const [row] = await query<{ id: string; kinds: string[] }>(
      `select o.id, p.buyer_input_kinds as kinds from offers o join products p on p.id = o.product_id
        where o.is_active and o.stock is null and p.delivery_kind = 'manual' order by p.slug, o.id limit 1`,
    );
    offer = row!;
  }, 180_000);

  afterAll(async () => {
    for (const running of processes) if (running.child.exitCode === null) running.child.kill('SIGKILL');
    await sql?.end();
    await database?.drop();
    rmSync(bundle, { force: true });
    rmSync(`${bundle}.map`, { force: true });
  });

  it('runs each payment deadline once though two workers poll the same jobs table', async () => {
    const orders = await Promise.all(
      Array.from({ length: 20 }, (_, i) => orderWithPayment(i % 2 ? a : b, i % 2 ? b : a, 100 + i)),
    );
    const ids = orders.map((order) => order.orderId);
    // The deadline has come for all of them at once.
    await query(`update orders set created_at = created_at - interval '16 minutes' where id = any($1::uuid[])`, [ids]);
    await query(`update jobs set run_at = now() where dedupe_key = any($1::text[])`, [
      ids.map((id) => `order:${id}:PAYMENT_DEADLINE_PASSED`),
    ]);
    await until(
      async () =>
        (
          await query<{ n: number }>(
            `select count(*)::int as n from orders where id = any($1::uuid[]) and status = 'UNPAID'`,
            [ids],
          )
        )[0]!.n === ids.length,
      30_000,
    );
    const events = await query<{ n: number }>(
      `select count(*)::int as n from order_events where type = 'PAYMENT_DEADLINE_PASSED' and order_id = any($1::uuid[]) group by order_id`,
      [ids],
    );
    expect(events.map((row) => row.n)).toEqual(Array(ids.length).fill(1));
    const pending = await query<{ n: number }>(
      `select count(*)::int as n from jobs where dedupe_key = any($1::text[]) and finished_at is null`,
      [ids.map((id) => `order:${id}:PAYMENT_DEADLINE_PASSED`)],
    );
    expect(pending[0]!.n).toBe(0);
  }, 90_000);

  it('loses no payment when an API process is killed with SIGKILL in the middle of them', async () => {
    const orders = await Promise.all(
      Array.from({ length: 30 }, (_, i) => orderWithPayment(i % 2 ? a : b, i % 2 ? a : b, 200 + i)),
    );
    // Five buyers of A's paid at the bank, whose notifications died with A: nobody will ever press again.
    const silent = orders.filter((_, i) => i % 2 === 1).slice(0, 5);
    await query(`update sandbox_acquirer_payments set status = 'succeeded' where id = any($1::uuid[])`, [
      silent.map((order) => order.bankPath.split('/').at(-1)!),
    ]);
    // The other buyers pay on the bank's page; each press goes to the process that started that payment.
    let firstOfA: () => void = () => {};
    const answeredByA = new Promise<void>((resolve) => (firstOfA = resolve));
    const presses = orders.map((order, i) =>
      silent.includes(order)
        ? Promise.resolve()
        : fetch(`${(i % 2 ? a : b).url}${order.bankPath}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'outcome=pay',
            redirect: 'manual',
          })
            .then(() => i % 2 === 1 && firstOfA())
            .catch(() => null),
    );
    // A dies with its other presses in flight.
    await answeredByA;
    a.child.kill('SIGKILL');
    await Promise.all(presses);

    const bankIds = orders.map((order) => order.bankPath.split('/').at(-1)!);
    const paidAtBank = new Set(
      (
        await query<{ id: string }>(
          `select id from sandbox_acquirer_payments where status = 'succeeded' and id = any($1::uuid[])`,
          [bankIds],
        )
      ).map((row) => row.id),
    );
    // Every payment B handled was paid at the bank, the five silent ones and some of A's before it died.
    expect(paidAtBank.size).toBeGreaterThanOrEqual(21);
    const paidOrders = orders.filter((order) => paidAtBank.has(order.bankPath.split('/').at(-1)!));
    const paidIds = paidOrders.map((order) => order.orderId);
    await until(
      async () =>
        (
          await query<{ n: number }>(
            `select count(*)::int as n from orders where id = any($1::uuid[]) and seller_clock_at is not null`,
            [paidIds],
          )
        )[0]!.n === paidIds.length,
      60_000,
    );
    const succeeded = await query<{ n: number }>(
      `select count(*)::int as n from order_events where type = 'PAYMENT_SUCCEEDED' and order_id = any($1::uuid[]) group by order_id`,
      [paidIds],
    );
    expect(succeeded.map((row) => row.n)).toEqual(Array(paidIds.length).fill(1));
    const booked = await query<{ n: number }>(
      `select count(*)::int as n from ledger_transactions where idempotency_key = any($1::text[])`,
      [paidOrders.map((order) => `payment:${order.paymentId}`)],
    );
    expect(booked[0]!.n).toBe(paidIds.length);
    // Nothing the bank did not take was booked.
    const unpaid = orders.filter((order) => !paidAtBank.has(order.bankPath.split('/').at(-1)!));
    const stray = await query<{ n: number }>(
      `select count(*)::int as n from orders where id = any($1::uuid[]) and seller_clock_at is not null`,
      [unpaid.map((order) => order.orderId)],
    );
    expect(stray[0]!.n).toBe(0);
  }, 120_000);
});
