// Order conversations: a message posted over HTTP by one party of an order → the message frame on the other
// party's open order page, with 1 000 conversations open at once and messages written at a steady rate.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { conversationEndpoints } from '@lootmarket/domain/endpoints/conversations';
import * as prettier from 'prettier';
import { ensureDatabase } from './catalog-database';
import {
  closeConversationClients,
  connectConversationClients,
  messageText,
  type ConversationClient,
} from './conversation-clients';
import { createConversationFixture, type BenchConversation } from './conversation-fixtures';
import { ms, percentile, verdict, waitFor, type Section } from './measure';
import { assertFileLimit, startProcess, stopProcess } from './processes';

const TARGET = { p99Ms: 100 };
/** How long messages may still arrive after the last post was answered. */
const DRAIN_MS = 10_000;
const DOC = join(import.meta.dirname, '../docs/benchmarks.md');
const MARKERS = ['<!-- bench:conversations start -->', '<!-- bench:conversations end -->'] as const;

export interface ConversationsBenchOptions {
  databaseUrl: string;
  conversations: number;
  perSecond: number;
  durationS: number;
  serverPort: number;
  resultsDir: string;
  serverEnv: Record<string, string>;
  /** Whether the report also replaces the section between the markers in docs/benchmarks.md. */
  writeDoc: boolean;
}

/** When each message was posted and answered (performance.now()), by message number. */
interface Posts {
  sentAt: Map<number, number>;
  accepted: Set<number>;
  refused: number;
  /** How long each accepted post took to answer: the same machine's pace for a plain request. */
  roundTrips: number[];
}

export async function benchConversations(options: ConversationsBenchOptions): Promise<Section> {
  assertFileLimit(options.conversations, 'conversations');
  await ensureDatabase(options.databaseUrl);
  const loadAtStart = loadavg()[0]!;
  const origin = `http://127.0.0.1:${options.serverPort}`;
  // Production settings without the pages and without the access log, like production's quiet logging.
  const env = {
    ...options.serverEnv,
    ACCESS_LOG: 'off',
    LOG_LEVEL: 'warn',
    SERVER_ROLES: 'api,jobs',
    PORT: String(options.serverPort),
    PUBLIC_URL: origin,
    DATABASE_URL: options.databaseUrl,
  };
  process.stdout.write('starting the server for conversations (it migrates and seeds an empty database)…\n');
  const server = await startProcess(
    'server',
    env,
    `${origin}/readyz`,
    join(options.resultsDir, 'conversations-server.log'),
  );
  let clients: ConversationClient[] = [];
  try {
    process.stdout.write(`recording ${options.conversations} paid orders of the demo sellers, bought by guests…\n`);
    const conversations = await createConversationFixture({ env, conversations: options.conversations });
    process.stdout.write(`opening ${conversations.length} order pages' sockets…\n`);
    clients = await connectConversationClients(origin, conversations);
    await waitFor(() => clients.every((client) => client.ready), 60_000, 'every order page socket ready');
    const total = Math.round(options.perSecond * options.durationS);
    process.stdout.write(`posting ${total} messages at ${options.perSecond}/s…\n`);
    const posts = await postMessages(origin, conversations, total, options.perSecond);
    await waitFor(() => receivedCount(clients, posts) >= posts.accepted.size, DRAIN_MS, 'every message received').catch(
      () => undefined,
    );
    const section = report(options, clients, posts, total);
    if (options.writeDoc) await writeToDoc(docSection(section, loadAtStart));
    return section;
  } finally {
    await closeConversationClients(clients);
    await stopProcess(server);
  }
}

/** Message `number` goes to conversation `number mod n`, so every conversation gets its share. */
const conversationOf = (conversations: BenchConversation[], number: number) =>
  conversations[number % conversations.length]!;

/** Posts every message on a fixed schedule, without waiting for earlier answers. */
async function postMessages(
  origin: string,
  conversations: BenchConversation[],
  total: number,
  perSecond: number,
): Promise<Posts> {
  const posts: Posts = { sentAt: new Map(), accepted: new Set(), refused: 0, roundTrips: [] };
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let number = 0; number < total; number += 1) {
    const wait = started + (number * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = performance.now();
    posts.sentAt.set(number, sentAt);
    pending.push(
      postMessage(origin, conversationOf(conversations, number), number).then(
        (ok) => {
          if (!ok) return void (posts.refused += 1);
          posts.accepted.add(number);
          posts.roundTrips.push(performance.now() - sentAt);
        },
        () => void (posts.refused += 1),
      ),
    );
  }
  await Promise.all(pending);
  return posts;
}

/** The other party writes: the seller by its session (bearer), the guest buyer by the order's token. */
async function postMessage(origin: string, conversation: BenchConversation, number: number): Promise<boolean> {
  const sellerWrites = conversation.receiver === 'buyer';
  const body = {
    id: conversation.orderId,
    text: messageText(number),
    ...(sellerWrites ? {} : { token: conversation.guestToken }),
  };
  const response = await fetch(`${origin}${conversationEndpoints.send.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(sellerWrites ? { authorization: `Bearer ${conversation.sellerAccessToken}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status === conversationEndpoints.send.status;
}

function receivedCount(clients: ConversationClient[], posts: Posts): number {
  return clients.reduce(
    (sum, client) => sum + [...client.arrivals.keys()].filter((number) => posts.accepted.has(number)).length,
    0,
  );
}

function report(
  options: ConversationsBenchOptions,
  clients: ConversationClient[],
  posts: Posts,
  total: number,
): Section {
  const conversations = clients.map((client) => client.conversation);
  const latencies: number[] = [];
  let repeated = 0;
  let misdirected = 0;
  for (const client of clients) {
    for (const [number, arrivals] of client.arrivals) {
      repeated += arrivals.length - 1;
      if (conversationOf(conversations, number).orderId !== client.conversation.orderId) misdirected += 1;
      const sentAt = posts.sentAt.get(number);
      if (sentAt !== undefined && posts.accepted.has(number)) latencies.push(arrivals[0]! - sentAt);
    }
  }
  const received = receivedCount(clients, posts);
  const lost = posts.accepted.size - received;
  const foreign = clients.reduce((sum, client) => sum + client.foreign, 0) + misdirected;
  const dropped = clients.filter((client) => client.closeCode !== null).length;
  const sorted = latencies.sort((a, b) => a - b);
  const roundTrip = [...posts.roundTrips].sort((a, b) => a - b);
  const p99 = percentile(sorted, 0.99);
  const latencyOk = p99 <= TARGET.p99Ms;
  const complete = lost === 0 && repeated === 0 && foreign === 0 && posts.refused === 0 && dropped === 0;
  const problems = [
    posts.refused > 0 ? `${posts.refused} messages refused or unanswered` : '',
    foreign > 0 ? `${foreign} frames reached another order's page, the writer's own side, or named no message` : '',
    dropped > 0 ? `${dropped} order page sockets closed during the run` : '',
  ].filter(Boolean);
  const buyers = conversations.filter((conversation) => conversation.receiver === 'buyer').length;
  return {
    failed: !latencyOk || !complete,
    lines: [
      `### Order conversations (${clients.length} open order pages, ${options.perSecond} messages/s for ${options.durationS} s)`,
      '',
      `Message posted (request sent) → the message frame on the other party's open order page: ${buyers} guest buyers' pages receive their seller's messages, ${clients.length - buyers} sellers' pages their guest buyer's.`,
      '',
      '| messages accepted | received | lost | repeated | p50 ms | p95 ms | p99 ms | target |',
      '|---:|---:|---:|---:|---:|---:|---:|---|',
      `| ${posts.accepted.size} of ${total} | ${received} | ${lost} | ${repeated} | ${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.95))} | ${ms(p99)} | ${verdict(latencyOk, `p99 ≤ ${TARGET.p99Ms}`)}; ${verdict(complete, 'none lost or repeated')} |`,
      ...problems.map((problem) => `\n${problem} ✗`),
      '',
      `For scale: the message requests themselves took p50 ${ms(percentile(roundTrip, 0.5))} ms, p99 ${ms(percentile(roundTrip, 0.99))} ms from sending to the answer.`,
      '',
    ],
  };
}

/** The report as recorded in docs/benchmarks.md, with the day and how busy the machine was. */
function docSection(section: Section, loadAtStart: number): string {
  const date = new Date().toISOString().slice(0, 10);
  const [heading, ...body] = section.lines;
  return [
    `${heading!.replace(/^#+ /, '')}: \`npm run bench -- --group conversations\` on ${date}; load average ${loadAtStart.toFixed(1)} on ${cpus().length} cores when it started, ${loadavg()[0]!.toFixed(1)} when it ended.`,
    ...body,
  ]
    .join('\n')
    .trimEnd();
}

/** Replaces what lies between the markers in docs/benchmarks.md, formatted as the file is; what stands around them stays. */
async function writeToDoc(text: string): Promise<void> {
  const doc = readFileSync(DOC, 'utf8');
  const [start, end] = [doc.indexOf(MARKERS[0]), doc.indexOf(MARKERS[1])];
  if (start < 0 || end < start) throw new Error(`docs/benchmarks.md has no ${MARKERS[0]} … ${MARKERS[1]} section`);
  const updated = `${doc.slice(0, start + MARKERS[0].length)}\n\n${text}\n\n${doc.slice(end)}`;
  const options = await prettier.resolveConfig(DOC);
  writeFileSync(DOC, await prettier.format(updated, { ...options, filepath: DOC }));
}
