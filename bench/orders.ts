// Placing orders: guests `POST order` over HTTP against the server in production mode on PostgreSQL, each
// request a real order (priced from the offer, inputs checked, stock taken, timers written). The offer
// is a manual-delivery one with unlimited stock, so the run never sells out; no payment is created,
// since placing an order does not start one. Each request is another buyer (its own e-mail and address).
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureDatabase } from './catalog-database';
import { ms, type Section, verdict } from './measure';
import { startProcess, stopProcess } from './processes';

/** Twice the server's PostgreSQL pool: enough to keep every connection busy without queueing for show. */
export const ORDERS_TARGETS = { minOrdersPerS: 300, connections: 20 };

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

async function countOrders(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n;
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
async function orderBody(origin: string, candidates: Candidate[]): Promise<OrderBody> {
  for (const offer of candidates) {
    const body: OrderBody = (email) =>
      JSON.stringify({
        offerId: offer.id,
        quantity: 1,
        inputs: Object.fromEntries(offer.kinds.map((kind) => [kind, INPUTS[kind]])),
        email,
      });
    const probe = buyer(0);
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
function distinctBuyers(body: OrderBody): autocannon.Request[] {
  let next = 1;
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

export async function benchOrders(options: OrdersBenchOptions): Promise<Section> {
  const { databaseUrl, durationS } = options;
  const { connections } = ORDERS_TARGETS;
  await ensureDatabase(databaseUrl);
  const origin = `http://127.0.0.1:${options.serverPort}`;
  // The server migrates the database and seeds the demo catalog into it when it is empty.
  const app = await startProcess(
    'server',
    // The load generator is the server's only proxy: it names each buyer's address in X-Forwarded-For.
    { ...options.serverEnv, PORT: String(options.serverPort), DATABASE_URL: databaseUrl, TRUST_PROXY: '127.0.0.1' },
    `${origin}/readyz`,
    join(options.resultsDir, 'orders-server.log'),
  );
  try {
    const requests = distinctBuyers(await orderBody(origin, await candidateOffers(databaseUrl)));
    process.stdout.write('placing orders…\n');
    await autocannon({ url: origin, requests, connections: Math.min(10, connections), duration: 2 });
    const before = await countOrders(databaseUrl);
    const result = await autocannon({ url: origin, requests, connections, duration: durationS });
    const placed = (await countOrders(databaseUrl)) - before;
    const rps = result.requests.average;
    const ok =
      rps >= ORDERS_TARGETS.minOrdersPerS && result.non2xx === 0 && result.errors === 0 && placed >= result['2xx'];
    const problems = [
      result.non2xx > 0 ? `${result.non2xx} non-2xx` : '',
      result.errors > 0 ? `${result.errors} errors` : '',
      // Requests cut off when the run ends may still commit, so there can be more orders than answers, never fewer.
      placed < result['2xx'] ? `${placed} orders stored for ${result['2xx']} answers` : '',
    ].filter(Boolean);
    const lines = [
      `### Orders (PostgreSQL \`${new URL(databaseUrl).pathname.slice(1)}\`, production settings, ${connections} connections, ${durationS} s)`,
      '',
      '| route | orders/s | p50 ms | p99 ms | target |',
      '|---|---:|---:|---:|---|',
      `| guest \`POST order\`, manual-delivery offer${problems.length > 0 ? ` (${problems.join(', ')}!)` : ''} | ${Math.round(rps)} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ${verdict(ok, `≥ ${ORDERS_TARGETS.minOrdersPerS} orders/s`)} |`,
      '',
    ];
    return { lines, failed: !ok };
  } finally {
    await stopProcess(app);
  }
}
