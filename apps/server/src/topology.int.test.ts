import { rmSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServices } from '@lootmarket/api';
import { loadConfig } from '@lootmarket/api/config';
import { createDatabase, type Database } from '@lootmarket/api/db/client';
import { createEmptyPostgresDatabase } from '@lootmarket/api/db/test-database';
import { inputsFor } from '@lootmarket/api/modules/orders/orders.test-support';
import { WIDGET_PAGE_PREFIX, WIDGET_SOCKET_PATH, type WidgetServerMessage } from '@lootmarket/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { UPSTREAM_HEADER, type Balancer } from './topology/balancer';
import { startFrontBalancer } from './topology/front-balancer';
import { findNginx } from './topology/nginx-balancer';
import { ROOT, startServerProcess, type ServerProcess } from './topology/server-process';

const postgresUrl = process.env.TEST_DATABASE_URL;
const PUBLIC = '/api/gw/public/v1';

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.runIf(postgresUrl)('two web and API processes behind a balancer, and jobs workers, on one PostgreSQL', () => {
  const bundle = join(ROOT, `apps/server/dist/test-topology-${process.pid}.mjs`);
  let database: { url: string; drop(): Promise<void> };
  let sql: pg.Pool;
  const processes: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let balancer: Balancer;
  let offer: { id: string; kinds: string[] };

  const start = (name: string, roles: string) =>
    startServerProcess({
      bundle,
      name,
      roles,
      env: {
        DATABASE_URL: database.url,
        LOG_LEVEL: 'warn',
        // The balancer on 127.0.0.1 names the client in X-Forwarded-For.
        TRUST_PROXY: '127.0.0.1',
        RATE_LIMIT_MAX: '100000',
        // Every order of this test comes from 127.0.0.1; the sign-in code budget stays as it ships.
        RATE_LIMIT_ORDERS_PER_HOUR: '100000',
        ORDER_UNPAID_PER_ADDRESS: '100000',
        JOBS_POLL_MS: '200',
        PAYMENT_SYNC_AFTER_SECONDS: '2',
        PAYMENT_SYNC_EVERY_SECONDS: '1',
      },
    });
  const query = async <Row>(text: string, values: unknown[] = []): Promise<Row[]> =>
    (await sql.query(text, values)).rows as Row[];
  /** A request through the balancer; `upstream` pins the process that answers it. */
  const viaBalancer = (path: string, init: RequestInit & { upstream?: string } = {}) =>
    fetch(`${balancer.url}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.upstream ? { [UPSTREAM_HEADER]: init.upstream } : {}), ...init.headers },
    });
  const postJson = async (server: { name: string; url: string }, path: string, body: object) => {
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
  const orderWithPayment = async (place: ServerProcess, pay: ServerProcess, n: number) => {
    const { order, guestToken } = await postJson(place, `${PUBLIC}/order`, {
      offerId: offer.id,
      quantity: 1,
      inputs: inputsFor(offer.kinds),
      email: `topology${n}@mail.ru`,
    });
    const link = await postJson(pay, `${PUBLIC}/order/payment-link`, { orderId: order.id, token: guestToken });
    return { orderId: order.id as string, paymentId: link.paymentId as string, bankPath: link.confirmationUrl };
  };

  beforeAll(async () => {
    const { buildServer } = (await import(pathToFileURL(join(ROOT, 'scripts/build-server.mjs')).href)) as {
      buildServer: (outfile: string) => Promise<void>;
    };
    // The page processes render with the web app's build: made here when missing or older than its sources.
    const { execFileSync } = await import('node:child_process');
    execFileSync(process.execPath, [join(ROOT, 'scripts/ensure-build.mjs')], { cwd: ROOT, stdio: 'ignore' });
    await buildServer(bundle);
    database = await createEmptyPostgresDatabase(postgresUrl!);
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    // The first jobs worker migrates and seeds the empty database; the others find it ready.
    processes.push(await start('jobs-1', 'jobs'));
    const started = await Promise.all([start('web-a', 'web,api'), start('web-b', 'web,api'), start('jobs-2', 'jobs')]);
    processes.push(...started);
    [a, b] = started as [ServerProcess, ServerProcess, ServerProcess];
    // Debian's nginx with the shipped configuration where installed (CI installs it), else the small proxy.
    balancer = await startFrontBalancer({ upstreams: [a, b].map(({ name, url }) => ({ name, url })) });
    const [row] = await query<{ id: string; kinds: string[] }>(
      `select o.id, p.buyer_input_kinds as kinds from offers o join products p on p.id = o.product_id
        where o.is_active and o.stock is null and p.delivery_kind = 'manual' order by p.slug, o.id limit 1`,
    );
    offer = row!;
  }, 600_000);

  afterAll(async () => {
    await balancer?.close();
    for (const running of processes) if (running.child.exitCode === null) running.child.kill('SIGKILL');
    await sql?.end();
    await database?.drop();
    rmSync(bundle, { force: true });
    rmSync(`${bundle}.map`, { force: true });
  });

  it('stands behind Debian’s nginx with the shipped configuration where the machine has it', () => {
    expect(balancer.kind).toBe(findNginx() && process.env.TOPOLOGY_BALANCER !== 'node' ? 'nginx' : 'node');
  });

  it('holds one sign-in code budget for a client whichever process the balancer picks', async () => {
    const client = `198.18.${randomInt(256)}.${randomInt(256)}`;
    const statuses: number[] = [];
    const answeredBy: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      // Alternate processes by pin: round robin alone may send six of ten to one process.
      const response = await viaBalancer(`${PUBLIC}/auth/provider/email_code?sessionID=topology-${i}`, {
        method: 'POST',
        upstream: i % 2 === 0 ? a.name : b.name,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ email: 'topology-limit@mail.ru' }),
      });
      statuses.push(response.status);
      answeredBy.push(response.headers.get(UPSTREAM_HEADER) ?? '');
    }
    // Five in ten minutes per address and e-mail: each process alone would have let five through.
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    expect(answeredBy.filter((name) => name === a.name)).toHaveLength(5);
    expect(answeredBy.filter((name) => name === b.name)).toHaveLength(5);
  });

  it('drops a product page cached on B when an order on A takes its stock', async () => {
    const [keyOffer] = await query<{ id: string; slug: string; stock: number; kinds: string[] }>(
      `select o.id, p.slug, o.stock, p.buyer_input_kinds as kinds from offers o join products p on p.id = o.product_id
        where o.is_active and o.stock >= 2 and p.delivery_kind = 'key' order by p.slug, o.id limit 1`,
    );
    const page = () => viaBalancer(`/product/${keyOffer!.slug}`, { upstream: b.name });
    /** The stock of every counted offer the page lists, in order. */
    const stockShown = async (response: Response) =>
      [...(await response.text()).matchAll(/В наличии: (\d+) шт\./g)].map((match) => Number(match[1])).sort();
    const before = await stockShown(await page());
    expect(before).toContain(keyOffer!.stock);
    const cached = await page();
    expect(cached.headers.get(UPSTREAM_HEADER)).toBe(b.name);
    expect(cached.headers.get('age')).not.toBeNull();
    expect(await stockShown(cached)).toEqual(before);
    const after = [...before];
    after.splice(before.indexOf(keyOffer!.stock), 1, keyOffer!.stock - 1);
    after.sort();

    const placed = await viaBalancer(`${PUBLIC}/order`, {
      upstream: a.name,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        offerId: keyOffer!.id,
        quantity: 1,
        inputs: inputsFor(keyOffer!.kinds),
        email: 'topology-stock@mail.ru',
      }),
    });
    expect(placed.status).toBe(200);
    expect(placed.headers.get(UPSTREAM_HEADER)).toBe(a.name);
    await until(async () => JSON.stringify(await stockShown(await page())) === JSON.stringify(after), 10_000);
  });

  it('shows an overlay connected to B the donation paid through A', async () => {
    const services = await (async () => {
      const connection: Database = await createDatabase({ url: database.url, poolSize: 2 });
      return {
        connection,
        services: createServices({ database: connection, config: loadConfig({ DATABASE_URL: database.url }) }),
      };
    })();
    try {
      const streamer = await services.services.users.findOrCreateByEmail('topology-streamer@mail.ru');
      const streamerId = Number(streamer.profile.user_id);
      await services.services.users.becomeStreamer(streamerId, 'topology-stream');
      const widget = await services.services.widgets.create(streamerId, { type: 'donation' });
      const token = widget.widgetPath.slice(WIDGET_PAGE_PREFIX.length);

      const socket = new WebSocket(`${balancer.url.replace(/^http/, 'ws')}${WIDGET_SOCKET_PATH}`, {
        origin: balancer.url,
        headers: { [UPSTREAM_HEADER]: b.name },
      });
      const messages: WidgetServerMessage[] = [];
      socket.on('message', (data) => messages.push(JSON.parse(String(data)) as WidgetServerMessage));
      await new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.once('open', () => resolve());
      });
      socket.send(JSON.stringify({ type: 'hello', token, lastShownId: null }));
      await until(async () => messages.some((message) => message.type === 'ready'), 10_000);

      const donated = await viaBalancer(`${PUBLIC}/donation`, {
        upstream: a.name,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          streamerId,
          donorName: 'Зритель',
          message: 'Через процесс A',
          amount: '150',
          currency: 'rub',
          email: 'topology-donor@mail.ru',
        }),
      });
      expect(donated.status).toBe(200);
      const { confirmationUrl } = (await donated.json()) as { confirmationUrl: string };
      const paid = await viaBalancer(new URL(confirmationUrl, balancer.url).pathname, {
        upstream: a.name,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=pay',
      });
      expect(paid.status).toBeLessThan(400);
      await until(
        async () => messages.some((message) => message.type === 'alert' && message.alert.message === 'Через процесс A'),
        15_000,
      );
      socket.close();
    } finally {
      await services.connection.close();
    }
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

  it('loses no payment when a process is killed with SIGKILL in the middle of them', async () => {
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
    // The balancer sends the next visitors to the process that is left.
    const after = await viaBalancer(`${PUBLIC}/order/status/${orders[0]!.orderId}`);
    expect(after.headers.get(UPSTREAM_HEADER)).toBe(b.name);
  }, 120_000);
});
