// Seller webhooks: an event committed with its change (the outbox row in the same transaction) → its first
// delivery attempt reaching the seller's server, for 1 000 events committed at a steady rate while two jobs
// workers (as two processes would) poll the jobs table at the production interval.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openMigratedDatabase } from '@lootmarket/api/db/migrate';
import { inTransaction } from '@lootmarket/api/db/transaction';
import { createWebhooksService } from '@lootmarket/api/modules/webhooks/webhooks.service';
import { webhookPolicy } from '@lootmarket/api/modules/webhooks/webhooks.transport';
import { createJobsWorker } from '@lootmarket/api/platform/jobs/jobs.worker';
import pg from 'pg';
import { ensureDatabase } from './catalog-database';
import { ms, percentile, verdict, waitFor, type Section } from './measure';

export const WEBHOOK_TARGET = { p95Ms: 2000 };
const WORKERS = 2;
const POLL_MS = 1000;

export interface WebhooksBenchOptions {
  databaseUrl: string;
  events: number;
  perSecond: number;
}

/** The seller's server: notes when each event's first try arrived, by the event's number. */
async function startReceiver(arrived: Map<number, number>) {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { n: number } };
      if (!arrived.has(data.n)) arrived.set(data.n, at);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks` };
}

async function benchSeller(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into users (name, avatar_color, avatar_letters, roles) values ('Бенчмарк', '#000', 'Б', '{1}') returning id`,
    );
    return Number(rows[0]!.id);
  } finally {
    await client.end();
  }
}

export async function benchWebhooks(options: WebhooksBenchOptions): Promise<Section> {
  await ensureDatabase(options.databaseUrl);
  const database = await openMigratedDatabase({ url: options.databaseUrl, poolSize: 10 });
  // The workers stand for a jobs process of their own: their own pool, as `SERVER_ROLES=jobs` would have.
  const jobsDatabase = await openMigratedDatabase({ url: options.databaseUrl, poolSize: 4 });
  const arrived = new Map<number, number>();
  const receiver = await startReceiver(arrived);
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const service = (db: typeof database.db) =>
    createWebhooksService({
      db,
      audit: { record: async () => {} },
      mailer: { send: async () => {} },
      contactEmail: async () => null,
      policy: webhookPolicy({ APP_ENV: 'development' }),
      siteUrl: 'http://127.0.0.1',
      now: Date.now,
    });
  const webhooks = service(database.db);
  const handlers = service(jobsDatabase.db).jobHandlers;
  const workers = Array.from({ length: WORKERS }, () =>
    createJobsWorker({ db: jobsDatabase.db, handlers, logger: quiet, pollMs: POLL_MS }),
  );
  try {
    const userId = await benchSeller(options.databaseUrl);
    const actor = { userId, apiTokenId: null, request: { ip: '127.0.0.1', userAgent: null, requestId: 'bench' } };
    await webhooks.create(actor, { url: receiver.url, events: ['order.paid'] });
    for (const worker of workers) await worker.start();
    process.stdout.write(`webhooks: committing ${options.events} events at ${options.perSecond}/s…\n`);
    const committed = new Map<number, number>();
    const started = performance.now();
    const writes: Promise<void>[] = [];
    for (let n = 0; n < options.events; n += 1) {
      const due = started + (n * 1000) / options.perSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      writes.push(
        inTransaction(database.db, (tx) =>
          webhooks.emit(tx, {
            userId,
            type: 'order.paid',
            object: { type: 'order', id: `bench-${n}` },
            data: { n },
          }),
        ).then(() => void committed.set(n, performance.now())),
      );
    }
    await Promise.all(writes);
    await waitFor(() => arrived.size >= options.events, 60_000, 'every event delivered');
    const latencies = [...committed].map(([n, at]) => arrived.get(n)! - at).sort((a, b) => a - b);
    const p50 = percentile(latencies, 0.5);
    const p95 = percentile(latencies, 0.95);
    const ok = p95 <= WEBHOOK_TARGET.p95Ms;
    return {
      failed: !ok,
      lines: [
        '## Webhooks: event committed → first delivery attempt (PostgreSQL)',
        '',
        `${options.events} events at ${options.perSecond}/s, ${WORKERS} jobs workers polling every ${POLL_MS} ms, a receiver on 127.0.0.1.`,
        '',
        '| events | p50 ms | p95 ms | max ms | check |',
        '|---|---|---|---|---|',
        `| ${latencies.length} | ${ms(p50)} | ${ms(p95)} | ${ms(latencies.at(-1)!)} | ${verdict(ok, `p95 ≤ ${WEBHOOK_TARGET.p95Ms} ms`)} |`,
        '',
      ],
    };
  } finally {
    for (const worker of workers) await worker.stop();
    receiver.server.close();
    await jobsDatabase.close();
    await database.close();
  }
}
