// The remote's controls: a moderator approves a held alert → the alert frame at every overlay of the
// streamer, with 1 000 widget sockets open. The approvals are made through the product's own service in
// this process, on the same database as the server holding the sockets, so each reaction crosses
// processes the way it does behind a balancer (commit → NOTIFY → the socket's process → the frame).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createServices } from '@lootmarket/api';
import { loadConfig } from '@lootmarket/api/config';
import { createDatabase } from '@lootmarket/api/db/client';
import { WIDGET_PAGE_PREFIX } from '@lootmarket/domain';
import { donationMessage } from './alert-fixtures';
import { ensureDatabase } from './catalog-database';
import { ms, percentile, verdict, waitFor, type Section } from './measure';
import { assertFileLimit, startProcess, stopProcess } from './processes';
import { closeWidgetClients, connectWidgetClients, type WidgetClient } from './widget-clients';

const TARGET = { p50Ms: 20, p99Ms: 100 };

export interface AlertControlsOptions {
  databaseUrl: string;
  widgets: number;
  streamers: number;
  approvals: number;
  perSecond: number;
  serverPort: number;
  resultsDir: string;
  serverEnv: Record<string, string>;
}

export async function benchAlertControls(options: AlertControlsOptions): Promise<Section> {
  assertFileLimit(options.widgets, 'alert-controls');
  await ensureDatabase(options.databaseUrl);
  const origin = `http://127.0.0.1:${options.serverPort}`;
  const env = {
    AUTH_SECRET: randomBytes(24).toString('hex'),
    ...options.serverEnv,
    APP_ENV: 'stage',
    ACCESS_LOG: 'off',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    SERVER_ROLES: 'api,jobs',
    PORT: String(options.serverPort),
    PUBLIC_URL: origin,
    DATABASE_URL: options.databaseUrl,
  };
  process.stdout.write('starting the server for alert controls…\n');
  const server = await startProcess(
    'server',
    env,
    `${origin}/readyz`,
    join(options.resultsDir, 'alert-controls-server.log'),
  );
  const config = loadConfig(env);
  const database = await createDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  let clients: WidgetClient[] = [];
  try {
    const services = createServices({ database, config });
    const run = Date.now().toString(36);
    const perStreamer = Math.ceil(options.widgets / options.streamers);
    process.stdout.write(`creating ${options.streamers} streamers in manual mode with ${options.widgets} widgets…\n`);
    const streamers: { id: number; tokens: string[] }[] = [];
    for (let index = 0; index < options.streamers; index += 1) {
      const user = await services.users.findOrCreateByEmail(`controls-${run}-${index}@bench.lootmarket.local`);
      const id = Number(user.profile.user_id);
      await services.users.becomeStreamer(id, `ac-${run}-${index}`);
      await services.alertControls.saveModeration({ userId: id }, { mode: 'manual' });
      const tokens: string[] = [];
      for (let w = 0; w < perStreamer && streamers.length * perStreamer + w < options.widgets; w += 1) {
        const widget = await services.widgets.create(id, { type: 'donation' });
        tokens.push(widget.widgetPath.slice(WIDGET_PAGE_PREFIX.length));
      }
      streamers.push({ id, tokens });
    }
    // Each approval lets one held alert on air; they wait in the queue until then.
    const held = [];
    for (let index = 0; index < options.approvals; index += 1) {
      const streamer = streamers[index % streamers.length]!;
      const alert = await services.alerts.enqueue({
        streamerId: streamer.id,
        source: 'donation',
        sourceId: `controls-${run}-${index}`,
        donorName: 'Зритель',
        amount: { amount: 15_000, currency: 'rub' },
        message: donationMessage(index),
      });
      held.push({ index, streamerId: streamer.id, alertId: Number(alert.id) });
    }
    const sockets = streamers.flatMap((streamer) =>
      streamer.tokens.map((token) => ({ streamerId: streamer.id, token })),
    );
    process.stdout.write(`connecting ${sockets.length} widget sockets…\n`);
    clients = await connectWidgetClients(origin, sockets);
    await waitFor(() => clients.every((client) => client.ready), 60_000, 'every widget socket ready');

    process.stdout.write(`approving ${held.length} held alerts at ${options.perSecond}/s…\n`);
    const approvedAt = new Map<number, number>();
    const started = performance.now();
    const calls = held.map(async (item) => {
      const wait = started + (item.index * 1000) / options.perSecond - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      approvedAt.set(item.index, performance.now());
      await services.alertControls.approve({ userId: item.streamerId }, item.streamerId, item.alertId);
    });
    await Promise.all(calls);
    const widgetsOf = (streamerId: number) => clients.filter((client) => client.streamerId === streamerId).length;
    const expected = held.reduce((sum, item) => sum + widgetsOf(item.streamerId), 0);
    const received = () => clients.reduce((sum, client) => sum + client.arrivals.size, 0);
    await waitFor(() => received() >= expected, 10_000, 'every approved alert on screen').catch(() => undefined);
    return report(options, clients, approvedAt, expected, received());
  } finally {
    await closeWidgetClients(clients);
    await database.close();
    await stopProcess(server);
  }
}

function report(
  options: AlertControlsOptions,
  clients: WidgetClient[],
  approvedAt: Map<number, number>,
  expected: number,
  received: number,
): Section {
  const latencies: number[] = [];
  let duplicates = 0;
  for (const client of clients)
    for (const [index, arrivals] of client.arrivals) {
      duplicates += arrivals.length - 1;
      latencies.push(Math.max(0, arrivals[0]! - approvedAt.get(index)!));
    }
  const sorted = latencies.sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p99 = percentile(sorted, 0.99);
  const fast = p50 <= TARGET.p50Ms && p99 <= TARGET.p99Ms;
  const complete = received === expected && duplicates === 0;
  return {
    failed: !fast || !complete,
    lines: [
      `### Alert controls (${clients.length} widget sockets, ${options.approvals} approvals at ${options.perSecond}/s)`,
      '',
      'A held alert approved (the call starts) → its frame at each overlay of the streamer, through another process.',
      '',
      '| frames expected | received | duplicates | p50 ms | p99 ms | target |',
      '|---:|---:|---:|---:|---:|---|',
      `| ${expected} | ${received} | ${duplicates} | ${ms(p50)} | ${ms(p99)} | ${verdict(fast, `p50 ≤ ${TARGET.p50Ms}, p99 ≤ ${TARGET.p99Ms}`)}; ${verdict(complete, 'none lost or repeated')} |`,
      '',
    ],
  };
}
