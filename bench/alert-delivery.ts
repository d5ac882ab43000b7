// Overlay alerts: the bank's payment notification accepted (its 2xx answer) → the alert frame received by
// every connected widget of the streamer, with 1 000 widget sockets open and donations paid at a steady rate.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  signSandboxNotification,
} from '@lootmarket/api/platform/payments/sandbox-acquirer';
import { createAlertFixture, type AlertFixture, type BenchDonation } from './alert-fixtures';
import { freshDatabase } from './catalog-database';
import { ms, percentile, verdict, waitFor, type Section } from './measure';
import { probeLines, startProbes, type Probe, type ProbeResult } from './page-probes';
import { assertFileLimit, startProcess, stopProcess } from './processes';
import { closeWidgetClients, connectWidgetClients, type WidgetClient } from './widget-clients';

const TARGET = { p50Ms: 20, p99Ms: 100 };
/** Speech is synthesized before the frame goes out (decision 044); past 5 s the alert would go silent. */
const SPEECH_TARGET = { p50Ms: 1_000, p99Ms: 5_000 };
const NOTIFICATIONS_PATH = '/api/gw/public/v1/payments/sandbox/notifications';
/** How long alerts may still arrive after the last notification was answered and count as in time. */
const DRAIN_MS = 10_000;
/**
 * After that, the run goes on waiting while alerts keep arriving (none for this long ends the wait), so a
 * late alert is told from a lost one: the product promises every alert, late if it must.
 */
const LATE_QUIET_MS = 20_000;
const LATE_MAX_MS = Number(process.env.BENCH_ALERT_LATE_MAX_S ?? 600) * 1000;
const METRICS_TOKEN = randomBytes(16).toString('hex');
/** The issue's bound for the streamer's dashboard and donate page while their rush lasts. */
const PAGE_P99_MS = 200;
/** A viewer opening the donate page and a dashboard refreshing, twice a second each. */
const PROBE_EVERY_MS = 500;

export interface AlertDeliveryOptions {
  databaseUrl: string;
  widgets: number;
  streamers: number;
  perSecond: number;
  durationS: number;
  serverPort: number;
  resultsDir: string;
  serverEnv: Record<string, string>;
  /** Also time the first streamer's donate page and dashboard during the run (the server then renders pages too). */
  probePages?: boolean;
  /** Every n-th streamer's widgets read donations aloud (offline voice, via a variation); 0 — none. */
  speakingEvery: number;
}

export async function benchAlertDelivery(options: AlertDeliveryOptions): Promise<Section> {
  assertFileLimit(options.widgets, 'alerts');
  await freshDatabase(options.databaseUrl);
  const origin = `http://127.0.0.1:${options.serverPort}`;
  // A stage with its sandboxes switched on, so the sandbox bank exists; no access log, like production's quiet logging.
  const env = {
    AUTH_SECRET: randomBytes(24).toString('hex'),
    ...options.serverEnv,
    APP_ENV: 'stage',
    SANDBOXES: 'true',
    ACCESS_LOG: 'off',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN,
    SEED_DEMO_DATA: 'false',
    SERVER_ROLES: options.probePages ? 'web,api,jobs' : 'api,jobs',
    PORT: String(options.serverPort),
    PUBLIC_URL: origin,
    DATABASE_URL: options.databaseUrl,
  };
  process.stdout.write('starting the server for alerts (its database is migrated on start)…\n');
  const server = await startProcess('server', env, `${origin}/readyz`, join(options.resultsDir, 'alerts-server.log'));
  let clients: WidgetClient[] = [];
  try {
    const donations = Math.round(options.perSecond * options.durationS);
    process.stdout.write(
      `creating ${options.streamers} streamers, ${options.widgets} widgets and ${donations} paid donations…\n`,
    );
    const fixture = await createAlertFixture({
      env,
      streamers: options.streamers,
      widgets: options.widgets,
      donations,
      withSession: options.probePages,
      speakingEvery: options.speakingEvery,
    });
    const widgets = fixture.streamers.flatMap((streamer) =>
      streamer.widgetTokens.map((token) => ({ streamerId: streamer.id, token })),
    );
    process.stdout.write(`connecting ${widgets.length} widget sockets…\n`);
    clients = await connectWidgetClients(origin, widgets);
    await waitFor(() => clients.every((client) => client.ready), 60_000, 'every widget socket ready');
    process.stdout.write(`delivering ${donations} payment notifications at ${options.perSecond}/s…\n`);
    const probes = options.probePages ? startProbes(origin, pageProbes(fixture), PROBE_EVERY_MS) : null;
    const answers = await deliverNotifications(origin, fixture, options.perSecond);
    const probed = (await probes?.stop()) ?? [];
    const expected = expectedAlerts(clients, fixture.donations, answers);
    const backlog = await readBacklog(origin);
    await waitFor(() => receivedCount(clients, answers) >= expected, DRAIN_MS, 'every alert received').catch(
      () => undefined,
    );
    const inTime = receivedCount(clients, answers);
    const allInAfterMs = await waitForLateAlerts(clients, answers, expected);
    return report(options, fixture, clients, answers, expected, probed, { backlog, inTime, allInAfterMs });
  } finally {
    await closeWidgetClients(clients);
    await stopProcess(server);
  }
}

/** What the server's metrics said of its backlog when the last notification was answered. */
interface Backlog {
  notifications: number;
  notificationsOldestS: number;
  overlays: number;
  overlaysOldestS: number;
}

async function readBacklog(origin: string): Promise<Backlog | null> {
  try {
    const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await response.text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
    return {
      notifications: value('payment_notifications_backlog'),
      notificationsOldestS: value('payment_notifications_backlog_oldest_seconds'),
      overlays: value('overlay_alerts_backlog'),
      overlaysOldestS: value('overlay_alerts_backlog_oldest_seconds'),
    };
  } catch {
    return null;
  }
}

/** Waits while late alerts keep coming; answers when the last one arrived (ms after the wait began), or null if none was missing. */
async function waitForLateAlerts(clients: WidgetClient[], answers: Answers, expected: number): Promise<number | null> {
  const started = performance.now();
  let seen = receivedCount(clients, answers);
  if (seen >= expected) return null;
  let lastProgress = performance.now();
  while (
    seen < expected &&
    performance.now() - lastProgress < LATE_QUIET_MS &&
    performance.now() - started < LATE_MAX_MS
  ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = receivedCount(clients, answers);
    if (now > seen) lastProgress = performance.now();
    seen = now;
  }
  return lastProgress - started + DRAIN_MS;
}

/** The first streamer's donate page as a viewer opens it, and their dashboard as they watch it. */
function pageProbes(fixture: AlertFixture): Probe[] {
  const streamer = fixture.streamers[0]!;
  const cookie = { cookie: `access_token=${fixture.firstStreamerAccessToken}` };
  return [
    { name: `donate page /${streamer.slug}/donate`, path: `/${streamer.slug}/donate` },
    { name: 'donate page data', path: `/api/gw/public/v1/donations/streamer-by-slug-donation?slug=${streamer.slug}` },
    { name: 'dashboard page', path: `/${streamer.id}/donations/dashboard`, headers: cookie },
    { name: 'dashboard: received donations', path: '/api/gw/private/v1/donations/received', headers: cookie },
  ];
}

/** Answer times (performance.now()) of accepted notifications by donation index; refused ones are counted apart. */
interface Answers {
  acceptedAt: Map<number, number>;
  refused: number;
  /** How long each accepted notification took to answer: the same machine's pace for a plain request. */
  roundTrips: number[];
}

/** Posts each donation's signed `payment.succeeded` notification on a fixed schedule, without waiting for earlier answers. */
async function deliverNotifications(origin: string, fixture: AlertFixture, perSecond: number): Promise<Answers> {
  const answers: Answers = { acceptedAt: new Map(), refused: 0, roundTrips: [] };
  const started = performance.now();
  const posts: Promise<void>[] = [];
  for (const donation of fixture.donations) {
    const wait = started + (donation.index * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = performance.now();
    posts.push(
      postNotification(origin, fixture.sandboxSigningKey, donation).then(
        (acceptedAt) => {
          if (acceptedAt === null) return void (answers.refused += 1);
          answers.acceptedAt.set(donation.index, acceptedAt);
          answers.roundTrips.push(acceptedAt - sentAt);
        },
        () => void (answers.refused += 1),
      ),
    );
  }
  await Promise.all(posts);
  return answers;
}

async function postNotification(origin: string, key: string, donation: BenchDonation): Promise<number | null> {
  const body = JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: donation.bankId } });
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await fetch(`${origin}${NOTIFICATIONS_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_TIMESTAMP_HEADER]: String(timestamp),
      [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(key, body, timestamp),
    },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const answeredAt = performance.now();
  await response.arrayBuffer();
  return response.ok ? answeredAt : null;
}

/** Every widget shows every accepted donation of its streamer (donation and combined widgets, no minimum). */
function expectedAlerts(clients: WidgetClient[], donations: BenchDonation[], answers: Answers): number {
  const widgetsOf = new Map<number, number>();
  clients.forEach((client) => widgetsOf.set(client.streamerId, (widgetsOf.get(client.streamerId) ?? 0) + 1));
  return donations
    .filter((donation) => answers.acceptedAt.has(donation.index))
    .reduce((sum, donation) => sum + (widgetsOf.get(donation.streamerId) ?? 0), 0);
}

function receivedCount(clients: WidgetClient[], answers: Answers): number {
  return clients.reduce(
    (sum, client) => sum + [...client.arrivals.keys()].filter((index) => answers.acceptedAt.has(index)).length,
    0,
  );
}

function report(
  options: AlertDeliveryOptions,
  fixture: AlertFixture,
  clients: WidgetClient[],
  answers: Answers,
  expected: number,
  probed: ProbeResult[],
  drain: { backlog: Backlog | null; inTime: number; allInAfterMs: number | null },
): Section {
  const streamerOf = new Map(fixture.donations.map((donation) => [donation.index, donation.streamerId]));
  const speaking = new Set(fixture.streamers.filter((streamer) => streamer.speaking).map((streamer) => streamer.id));
  const latencies: number[] = [];
  const spokenLatencies: number[] = [];
  let unspoken = 0;
  let duplicates = 0;
  let misdirected = 0;
  for (const client of clients) {
    for (const [index, arrivals] of client.arrivals) {
      duplicates += arrivals.length - 1;
      if (streamerOf.get(index) !== client.streamerId) misdirected += 1;
      const acceptedAt = answers.acceptedAt.get(index);
      // A frame may beat the answer to the bank on its way back: that is no delay at all.
      if (acceptedAt === undefined) continue;
      const latency = Math.max(0, arrivals[0]! - acceptedAt);
      if (!speaking.has(client.streamerId)) latencies.push(latency);
      else if (client.spoken.has(index)) spokenLatencies.push(latency);
      else unspoken += 1;
    }
  }
  const received = receivedCount(clients, answers);
  const lost = expected - received;
  const foreign = clients.reduce((sum, client) => sum + client.foreign, 0) + misdirected;
  const dropped = clients.filter((client) => client.closeCode !== null).length;
  const sorted = latencies.sort((a, b) => a - b);
  const roundTrip = [...answers.roundTrips].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p99 = percentile(sorted, 0.99);
  const spokenSorted = spokenLatencies.sort((a, b) => a - b);
  const spokenP50 = percentile(spokenSorted, 0.5);
  const spokenP99 = percentile(spokenSorted, 0.99);
  const speechOk =
    speaking.size === 0 || (spokenP50 <= SPEECH_TARGET.p50Ms && spokenP99 <= SPEECH_TARGET.p99Ms && unspoken === 0);
  const latencyOk = p50 <= TARGET.p50Ms && p99 <= TARGET.p99Ms && speechOk;
  const complete = lost === 0 && duplicates === 0 && foreign === 0 && answers.refused === 0 && dropped === 0;
  const pages = probed.length > 0 ? probeLines(probed, PROBE_EVERY_MS, PAGE_P99_MS) : { lines: [], ok: true };
  const problems = [
    answers.refused > 0 ? `${answers.refused} notifications refused or unanswered` : '',
    foreign > 0 ? `${foreign} alerts reached a widget of another streamer or named no donation` : '',
    dropped > 0 ? `${dropped} widget sockets closed during the run` : '',
  ].filter(Boolean);
  return {
    failed: !latencyOk || !complete || !pages.ok,
    lines: [
      `### Alerts (${clients.length} widget sockets on ${fixture.streamers.length} streamers, ${options.perSecond} donations/s for ${options.durationS} s)`,
      '',
      'Payment notification answered → alert frame received by each widget of the streamer. The row above: streamers whose alerts are not read aloud.',
      '',
      '| notifications accepted | alerts expected | received | of them late | lost | duplicates | p50 ms | p99 ms | target |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      `| ${answers.acceptedAt.size} of ${fixture.donations.length} | ${expected} | ${received} | ${received - drain.inTime} | ${lost} | ${duplicates} | ${ms(p50)} | ${ms(p99)} | ${verdict(p50 <= TARGET.p50Ms && p99 <= TARGET.p99Ms, `p50 ≤ ${TARGET.p50Ms}, p99 ≤ ${TARGET.p99Ms}`)}; ${verdict(complete, 'none lost or repeated')} |`,
      '',
      ...drainLines(drain),
      '',
      ...speechLines(speaking.size, spokenSorted.length, unspoken, spokenP50, spokenP99, speechOk),
      ...problems.map((problem) => `\n${problem} ✗`),
      '',
      `For scale: the notification requests themselves took p50 ${ms(percentile(roundTrip, 0.5))} ms, p99 ${ms(percentile(roundTrip, 0.99))} ms, at most ${ms(roundTrip.at(-1) ?? 0)} ms from sending to the answer.`,
      '',
      ...pages.lines,
    ],
  };
}

/** Late means more than 10 s after the last answer; the backlog is the server's own metrics at that answer. */
function drainLines({ backlog, allInAfterMs }: { backlog: Backlog | null; allInAfterMs: number | null }): string[] {
  const late =
    allInAfterMs === null
      ? `Every alert arrived within ${DRAIN_MS / 1000} s of the last answer.`
      : `Late alerts: the last one arrived ${ms(allInAfterMs / 1000)} s after the last answer (the wait ends after ${LATE_QUIET_MS / 1000} s without one, or at ${LATE_MAX_MS / 1000} s).`;
  if (!backlog) return [late];
  return [
    late,
    '',
    `Backlog at the last answer (\`/metrics\`): ${backlog.notifications} notifications recorded and not yet applied (oldest ${ms(backlog.notificationsOldestS)} s), ${backlog.overlays} overlay sockets waiting on an acknowledgement (oldest alert ${ms(backlog.overlaysOldestS)} s).`,
  ];
}

/** The streamers whose alerts are read aloud: notification answered → frame with its speech ready. */
function speechLines(streamers: number, frames: number, unspoken: number, p50: number, p99: number, ok: boolean) {
  if (streamers === 0) return [];
  return [
    `With speech (${streamers} streamers; a variation from 100 ₽ with a library picture and sound, the offline voice, every message different):`,
    '',
    '| frames with speech | frames that went silent | p50 ms | p99 ms | target |',
    '|---:|---:|---:|---:|---|',
    `| ${frames} | ${unspoken} | ${ms(p50)} | ${ms(p99)} | ${verdict(ok, `p50 ≤ ${SPEECH_TARGET.p50Ms}, p99 ≤ ${SPEECH_TARGET.p99Ms}, none silent`)} |`,
  ];
}
