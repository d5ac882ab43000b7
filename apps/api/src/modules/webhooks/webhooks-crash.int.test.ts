import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openMigratedDatabase } from '../../db/migrate';
import { selectRows } from '../../db/rows';
import { createEmptyPostgresDatabase } from '../../db/test-database';
import { inTransaction } from '../../db/transaction';
import { writeEvent } from './webhooks.outbox';
import { createWebhooksRepo } from './webhooks.repo';
import { newWebhookSecret } from './webhooks.signing';
import { webhookDeliveryWorker } from './webhooks.test-support';

const postgresUrl = process.env.TEST_DATABASE_URL;
const root = join(import.meta.dirname, '../../../../..');
const LEASE_SECONDS = 3;
const EVENTS = 6;
const ANSWER_AFTER_MS = 700;

/**
 * A receiver that answers slowly and counts, per `webhook-id`, the requests open at the same time; a
 * request cut by a dead sender closes and stops counting.
 */
async function startSlowReceiver() {
  const open = new Map<string, number>();
  const state = { mostAtOnce: 0, inFlight: 0, answered: [] as string[], arrived: [] as string[] };
  const server: Server = createServer((request, response) => {
    const id = String(request.headers['webhook-id']);
    state.arrived.push(id);
    open.set(id, (open.get(id) ?? 0) + 1);
    state.mostAtOnce = Math.max(state.mostAtOnce, open.get(id)!);
    state.inFlight += 1;
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      open.set(id, open.get(id)! - 1);
      state.inFlight -= 1;
    };
    request.resume();
    const timer = setTimeout(() => {
      response.writeHead(200).end('ok', () => state.answered.push(id));
      close();
    }, ANSWER_AFTER_MS);
    response.on('close', () => {
      clearTimeout(timer);
      close();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function waitFor(condition: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function startWorkerProcess(databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'webhooks-crash.child.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LEASE_SECONDS: String(LEASE_SECONDS) },
    stdio: 'ignore',
  });
}

// Separate processes need a server database: PGlite lives inside one process.
describe.runIf(postgresUrl)('webhook deliveries when a jobs process is killed with -9, on PostgreSQL', () => {
  let created: { url: string; drop(): Promise<void> };
  let database: Database;
  let receiver: Awaited<ReturnType<typeof startSlowReceiver>>;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    created = await createEmptyPostgresDatabase(postgresUrl!);
    database = await openMigratedDatabase({ url: created.url });
    receiver = await startSlowReceiver();
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await receiver.close();
    await database.close();
    await created.drop();
  });

  async function queueEvents(): Promise<string[]> {
    const { db } = database;
    const [user] = await selectRows<{ id: string }>(
      db,
      sql`insert into users (email, name, avatar_color, avatar_letters) values ('hooks@lootmarket.test', 'Пётр', '#000', 'П') returning id`,
    );
    const at = new Date();
    const endpoint = await createWebhooksRepo(db).insertEndpoint({
      userId: Number(user!.id),
      url: receiver.url,
      events: ['order.paid'],
      stockLowThreshold: 5,
      secret: newWebhookSecret(),
      status: 'active',
      createdAt: at,
    });
    for (let index = 0; index < EVENTS; index += 1) {
      await inTransaction(db, async (tx) => {
        const event = {
          userId: endpoint.userId,
          type: 'order.paid' as const,
          object: { type: 'order', id: `o${index}` },
        };
        await writeEvent(tx, { ...event, data: { index } }, [endpoint], at);
      });
    }
    const rows = await selectRows<{ id: string }>(db, sql`select id from webhook_events order by id`);
    return rows.map((row) => row.id);
  }

  const undelivered = async () =>
    Number(
      (
        await selectRows<{ n: string }>(
          database.db,
          sql`select count(*) as n from webhook_deliveries where status <> 'delivered'`,
        )
      )[0]!.n,
    );

  it('loses no event and never has one event in flight twice at once', async () => {
    const eventIds = await queueEvents();
    child = startWorkerProcess(created.url);
    // Killed while a delivery is on the wire, after some have been answered.
    await waitFor(() => receiver.state.answered.length >= 2 && receiver.state.inFlight === 1, 60_000, 'deliveries');
    const cut = receiver.state.arrived.at(-1)!;
    child.kill('SIGKILL');
    await waitFor(() => child!.exitCode !== null || child!.signalCode !== null, 10_000, 'the kill');
    expect(await undelivered()).toBeGreaterThan(0);

    const other = webhookDeliveryWorker(database.db, LEASE_SECONDS);
    await other.start();
    try {
      await waitFor(async () => (await undelivered()) === 0, 60_000, 'every delivery');
    } finally {
      await other.stop();
    }

    expect(new Set(receiver.state.answered)).toEqual(new Set(eventIds));
    expect(receiver.state.mostAtOnce).toBe(1);
    // The try cut by the kill is made again with the same webhook-id, for the receiver to deduplicate.
    expect(receiver.state.arrived.filter((id) => id === cut).length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
