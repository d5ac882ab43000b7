// Placing orders: guests `POST order` over HTTP against the server in production mode on PostgreSQL, each
// request a real order (priced from the offer, inputs checked, stock taken, timers written). The offer
// is a manual-delivery one with unlimited stock, so the run never sells out; no payment is created,
// since placing an order does not start one. Each request is another buyer (its own e-mail and address).
// Measured on one process, then on two behind the topology's balancer (nginx with the shipped
// configuration when installed, else the small Node proxy), both on the same database.
import type { ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Balancer } from '../apps/server/src/topology/balancer';
import { startFrontBalancer } from '../apps/server/src/topology/front-balancer';
import { ensureDatabase } from './catalog-database';
import { type CpuUsage, loadAverage, measureCpu } from './cpu-usage';
import { ms, type Section, verdict } from './measure';
import { startProcess, stopProcess } from './processes';

/**
 * Issue 31: 1 000 guest orders/s from distinct buyers on one process. Connections: twice the server's
 * PostgreSQL pool, enough to keep every connection busy without queueing for show; the two-process run
 * keeps the same number, so it shows what a second process adds, not what more clients add.
 */
export const ORDERS_TARGETS = { minOrdersPerS: 1000, connections: 20 };

export interface OrdersBenchOptions {
  databaseUrl: string;
  durationS: number;
  serverPort: number;
  resultsDir: string;
  serverEnv: Record<string, string>;
}

const ORDER_PATH = '/api/gw/public/v1/order';

/** Answers a buyer would give for the input kinds of the demo manual products. */
export const INPUTS: Record<string, string> = {
  uid: '800123456',
  id: '123456789',
  mobile_id: '512345678',
  login: 'ivan',
  nickname: 'Dragon',
  server: 'europe',
  region: 'RU',
  email: 'buyer@mail.ru',
  account: 'buyer@mail.ru',
  player_tag: '#2PP8Y0L',
  zone_id: '2041',
  platform: 'pc',
};

interface Candidate {
  id: string;
  kinds: string[];
}

/** Active manual-delivery offers with unlimited stock whose inputs we can fill, cheapest first. */
async function candidateOffers(url: string): Promise<Candidate[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Candidate>(
      `
      select o.id, p.buyer_input_kinds as kinds from offers o join products p on p.id = o.product_id
       where o.is_active and o.stock is null and p.delivery_kind = 'manual' and p.buyer_input_kinds <@ $1::text[]
       order by o.price_minor, o.id limit 20`,
      [Object.keys(INPUTS)],
    );
    return rows;
  } finally {
    await client.end();
  }
}

interface Stored {
  orders: number;
  /** Distinct client addresses among them: each bench buyer has its own, so as many as orders. */
  addresses: number;
}

/** Orders stored since `since` (database time), and how many client addresses they came from. */
async function storedSince(url: string, since: Date): Promise<Stored> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Stored>(
      'select count(*)::int as orders, count(distinct client_ip)::int as addresses from orders where created_at >= $1',
      [since],
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/** Buyer number `n`: an e-mail and a client address of its own, as many different buyers order at once. */
export function buyer(n: number): { email: string; address: string } {
  return { email: `bench-buyer-${n}@mail.ru`, address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

type OrderBody = (email: string) => string;

/** The first candidate the server takes an order for: the request body the load repeats, per buyer. */
async function orderBody(origin: string, candidates: Candidate[], probeBuyer: number): Promise<OrderBody> {
  for (const offer of candidates) {
    const body: OrderBody = (email) =>
      JSON.stringify({
        offerId: offer.id,
        quantity: 1,
        inputs: Object.fromEntries(offer.kinds.map((kind) => [kind, INPUTS[kind]])),
        email,
      });
    const probe = buyer(probeBuyer);
    const response = await fetch(origin + ORDER_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': probe.address },
      body: body(probe.email),
    });
    if (response.ok) return body;
  }
  throw new Error('no demo offer takes a guest order; is the demo catalog seeded?');
}

/**
 * Every request a different buyer (e-mail and address), so the unpaid-order caps of decision 020, which
 * hold back one buyer's fourth open order, never answer for the server's throughput.
 */
function distinctBuyers(body: OrderBody, first: number): autocannon.Request[] {
  let next = first;
  return [
    {
      method: 'POST' as const,
      path: ORDER_PATH,
      setupRequest: (request: autocannon.Request): autocannon.Request => {
        const { email, address } = buyer(next++);
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: body(email),
        };
      },
    },
  ];
}

export interface OrdersRun {
  label: string;
  loadAtStart: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  answered: number;
  stored: Stored;
  cpu: CpuUsage;
}

/** Warms `origin` up, then places orders for `durationS`, each request a buyer not seen before. */
async function placeOrders(
  origin: string,
  body: OrderBody,
  options: { durationS: number; databaseUrl: string; firstBuyer: number; serverPids: () => number[] },
): Promise<Omit<OrdersRun, 'label'>> {
  const { connections } = ORDERS_TARGETS;
  const requests = distinctBuyers(body, options.firstBuyer + 1);
  await autocannon({ url: origin, requests, connections: Math.min(10, connections), duration: 2 });
  const loadAtStart = loadAverage();
  const since = new Date();
  const cpu = measureCpu(options.serverPids);
  const result = await autocannon({ url: origin, requests, connections, duration: options.durationS });
  const used = cpu();
  return {
    loadAtStart,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    answered: result['2xx'],
    stored: await storedSince(options.databaseUrl, since),
    cpu: used,
  };
}

const pidsOf = (children: ChildProcess[]) => () => children.flatMap((child) => (child.pid ? [child.pid] : []));

/** One process with every role, as `npm start` runs it. */
async function oneProcess(options: OrdersBenchOptions, firstBuyer: number): Promise<OrdersRun> {
  const origin = `http://127.0.0.1:${options.serverPort}`;
  // The server migrates the database and seeds the demo catalog into it when it is empty.
  const app = await startProcess(
    'server',
    // The load generator is the server's only proxy: it names each buyer's address in X-Forwarded-For.
    {
      ...options.serverEnv,
      PORT: String(options.serverPort),
      DATABASE_URL: options.databaseUrl,
      TRUST_PROXY: '127.0.0.1',
    },
    `${origin}/readyz`,
    join(options.resultsDir, 'orders-server.log'),
  );
  try {
    const body = await orderBody(origin, await candidateOffers(options.databaseUrl), firstBuyer);
    process.stdout.write('placing orders on one process…\n');
    const run = await placeOrders(origin, body, { ...options, firstBuyer, serverPids: pidsOf([app]) });
    return { label: 'one process', ...run };
  } finally {
    await stopProcess(app);
  }
}

/**
 * Two processes behind the balancer `npm run topology` starts, on the next two ports, the balancer on
 * the bench's port. The first keeps the jobs role, as the one-process run has it; the second serves pages
 * and the API only. Both trust 127.0.0.1, where the balancer connects from: it appends the load
 * generator's address to the buyer's X-Forwarded-For, so each buyer is still told apart by its own.
 */
async function twoProcesses(options: OrdersBenchOptions, firstBuyer: number): Promise<OrdersRun> {
  const servers: ChildProcess[] = [];
  let balancer: Balancer | undefined;
  try {
    for (const [index, roles] of ['web,api,jobs', 'web,api'].entries()) {
      const port = options.serverPort + 1 + index;
      servers.push(
        await startProcess(
          'server',
          {
            ...options.serverEnv,
            PORT: String(port),
            DATABASE_URL: options.databaseUrl,
            TRUST_PROXY: '127.0.0.1',
            SERVER_ROLES: roles,
          },
          `http://127.0.0.1:${port}/readyz`,
          join(options.resultsDir, `orders-server-${index + 1}.log`),
        ),
      );
    }
    balancer = await startFrontBalancer({
      upstreams: servers.map((_, index) => ({
        name: `web-${index + 1}`,
        url: `http://127.0.0.1:${options.serverPort + 1 + index}`,
      })),
      host: '127.0.0.1',
      port: options.serverPort,
    });
    const body = await orderBody(balancer.url, await candidateOffers(options.databaseUrl), firstBuyer);
    process.stdout.write(`placing orders on two processes behind ${balancer.kind}…\n`);
    const run = await placeOrders(balancer.url, body, { ...options, firstBuyer, serverPids: pidsOf(servers) });
    return { label: `two processes behind ${balancer.kind === 'nginx' ? 'nginx' : 'the Node proxy'}`, ...run };
  } finally {
    await balancer?.close();
    await Promise.all(servers.map(stopProcess));
  }
}

/** What went wrong in a run besides its speed. */
function problemsOf(run: OrdersRun): string[] {
  return [
    run.errors > 0 ? `${run.errors} errors` : '',
    // Requests cut off when the run ends may still commit, so there can be more orders than answers, never fewer.
    run.stored.orders < run.answered ? `${run.stored.orders} orders stored for ${run.answered} answers` : '',
    run.stored.addresses < run.stored.orders ? `only ${run.stored.addresses} client addresses` : '',
  ].filter(Boolean);
}

const cores = (value: number) => value.toFixed(2);
/** 1000 as the report writes it: 1 000. */
const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

function row(run: OrdersRun, target: string): string {
  const problems = problemsOf(run);
  const { cpu } = run;
  return [
    `| ${run.label}${problems.length > 0 ? ` (${problems.join(', ')}!)` : ''}`,
    run.loadAtStart.toFixed(1),
    Math.round(run.rps),
    ms(run.p50),
    ms(run.p99),
    run.non2xx,
    run.stored.orders,
    `${Math.round(cpu.machineBusy * 100)} %`,
    `${cores(cpu.cores.servers)} / ${cores(cpu.cores.postgres)} / ${cores(cpu.cores.nginx)} / ${cores(cpu.cores.loadGenerator)}`,
    `${target} |`,
  ].join(' | ');
}

export async function benchOrders(options: OrdersBenchOptions): Promise<Section> {
  const { databaseUrl, durationS } = options;
  const { connections, minOrdersPerS } = ORDERS_TARGETS;
  await ensureDatabase(databaseUrl);
  // Buyers of their own for each run, and for each run of the bench on the same database: an earlier
  // run's unpaid orders (decision 020's caps) must not answer for this one. Each run takes < 2^20 buyers.
  const first = randomInt(1, (1 << 23) - (1 << 20));
  const one = await oneProcess(options, first);
  const two = await twoProcesses(options, first + (1 << 23));
  const ok = one.rps >= minOrdersPerS && one.non2xx === 0 && problemsOf(one).length === 0;
  const twoSound = two.non2xx === 0 && problemsOf(two).length === 0;
  const lines = [
    `### Orders (PostgreSQL \`${new URL(databaseUrl).pathname.slice(1)}\`, production settings, ${connections} connections, ${durationS} s)`,
    '',
    'Guest `POST order` for a manual-delivery offer, each request a buyer of its own. CPU in cores over the run:',
    'server processes / every PostgreSQL process / nginx / the load generator; "busy" is the whole machine.',
    '',
    '| run | load avg at start | orders/s | p50 ms | p99 ms | non-2xx | orders stored | busy | cores: servers / pg / nginx / load | target |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    row(one, verdict(ok, `≥ ${thousands(minOrdersPerS)} orders/s`)),
    row(two, 'beside it'),
    '',
  ];
  return { lines, failed: !ok || !twoSound };
}
