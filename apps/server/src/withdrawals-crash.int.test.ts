import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createEmptyPostgresDatabase } from '@lootmarket/api/db/test-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const postgresUrl = process.env.TEST_DATABASE_URL;
const root = join(import.meta.dirname, '../../..');
const PUBLIC = '/api/gw/public/v1';
const PRIVATE = '/api/gw/private/v1';
const SELLER = 'seller@demo.lootmarket.ru';
const ADMIN = 'admin@demo.lootmarket.ru';
const WITHDRAWALS = 24;

interface Running {
  child: ChildProcess;
  url: string;
}

/** One process of the bundle `npm start` runs, with its roles, on the shared database. */
async function startProcess(bundle: string, roles: string, databaseUrl: string): Promise<Running> {
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
      // One account asks for many withdrawals here; the shared budget has its own tests (decision 022).
      RATE_LIMIT_WITHDRAWALS_PER_HOUR: '100000',
      JOBS_POLL_MS: '100',
      WITHDRAWAL_STUCK_AFTER_MINUTES: '1',
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
  if (!url) throw new Error(`${roles} did not start:\n${output}`);
  return { child, url: url.replace('localhost', '127.0.0.1') };
}

async function until(check: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

describe.runIf(postgresUrl)('a jobs worker killed with SIGKILL in the middle of payouts', () => {
  const bundle = join(root, `apps/server/dist/test-withdrawals-crash-${process.pid}.mjs`);
  let database: { url: string; drop(): Promise<void> };
  let sql: pg.Pool;
  let api: Running;
  const workers: Running[] = [];

  const query = async <Row>(text: string, values: unknown[] = []): Promise<Row[]> =>
    (await sql.query(text, values)).rows as Row[];
  async function send(path: string, body: object, headers: Record<string, string> = {}) {
    const response = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return JSON.parse(text);
  }
  /** The newest code mailed to `to` with this subject since `since`, from the development mailbox. */
  async function mailedCode(to: string, subject: RegExp, since: number): Promise<string> {
    let code = '';
    await until(async () => {
      const { items } = (await (await fetch(`${api.url}/sandbox/mailbox.json`)).json()) as {
        items: { to: string; subject: string; text: string; createdAt: string }[];
      };
      const mail = items
        .filter((item) => item.to === to && subject.test(item.subject) && Date.parse(item.createdAt) >= since - 1000)
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
      code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      return code !== '';
    }, 10_000);
    return code;
  }
  async function signIn(email: string): Promise<Record<string, string>> {
    const sessionID = `crash-${randomUUID()}`;
    const since = Date.now();
    await send(`${PUBLIC}/auth/provider/email_code?sessionID=${sessionID}`, { email });
    const code = await mailedCode(email, /./, since);
    const { access_token: token } = await send(`${PUBLIC}/auth/provider/email_code/callback?sessionID=${sessionID}`, {
      email,
      code,
    });
    return { authorization: `Bearer ${token}` };
  }

  beforeAll(async () => {
    const { buildServer } = (await import(pathToFileURL(join(root, 'scripts/build-server.mjs')).href)) as {
      buildServer: (outfile: string) => Promise<void>;
    };
    await buildServer(bundle);
    database = await createEmptyPostgresDatabase(postgresUrl!);
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    // The first worker migrates and seeds the demo wallets; the API finds the database ready.
    workers.push(await startProcess(bundle, 'jobs', database.url));
    api = await startProcess(bundle, 'api', database.url);
  }, 180_000);

  afterAll(async () => {
    for (const running of [api, ...workers]) if (running?.child.exitCode === null) running.child.kill('SIGKILL');
    await sql?.end();
    await database?.drop();
    rmSync(bundle, { force: true });
    rmSync(`${bundle}.map`, { force: true });
  });

  it('loses no payout and makes none twice: another worker finishes every approved withdrawal', async () => {
    const seller = await signIn(SELLER);
    const admin = await signIn(ADMIN);
    const request = {
      type: 'sbp',
      amount: 20_000,
      currency: 'rub',
      phone: '+7 (912) 345-67-89',
      bank_id: '100000000111',
    };
    const ids: string[] = [];
    for (let index = 0; index < WITHDRAWALS; index++) {
      const key = `crash-${index}-${randomUUID()}`;
      const headers = { ...seller, 'idempotency-key': key };
      const since = Date.now();
      await send(`${PRIVATE}/wallet/outcomes/confirmation`, request, headers);
      const code = await mailedCode(SELLER, /Код подтверждения вывода/, since);
      ids.push((await send(`${PRIVATE}/wallet/outcomes`, { ...request, code }, headers)).id);
    }
    // Every approval queues a send; the worker starts on them at once and dies with some in hand.
    await Promise.all(ids.map((id) => send(`${PRIVATE}/admin/payouts/${id}/approve`, {}, admin)));
    await until(
      async () =>
        (
          await query<{ n: number }>(
            `select count(*)::int as n from withdrawal_outcomes where id = any($1::uuid[]) and provider_payout_id is not null`,
            [ids],
          )
        )[0]!.n > 0,
      30_000,
      10,
    );
    workers[0]!.child.kill('SIGKILL');
    await new Promise((resolve) => workers[0]!.child.once('exit', resolve));
    const atKill = await query<{ n: number }>(
      `select count(*)::int as n from withdrawal_outcomes where id = any($1::uuid[]) and provider_payout_id is not null`,
      [ids],
    );
    // The leases of the dead worker's jobs run out and the stuck sweep asks about the rest.
    workers.push(await startProcess(bundle, 'jobs', database.url));
    await until(
      async () =>
        (
          await query<{ n: number }>(
            `select count(*)::int as n from withdrawal_outcomes where id = any($1::uuid[]) and stage = 'processing' and provider_payout_id is not null`,
            [ids],
          )
        )[0]!.n === ids.length,
      180_000,
    );
    // The kill came with payouts still to make.
    expect(atKill[0]!.n).toBeLessThan(ids.length);
    // One payout at the provider per withdrawal, each under the attempt's key.
    const payouts = await query<{ outcome: string; n: number }>(
      `select metadata->>'outcome_id' as outcome, count(*)::int as n from sandbox_payouts
        where metadata->>'outcome_id' = any($1::text[]) group by 1`,
      [ids],
    );
    expect(payouts.map((row) => row.n)).toEqual(Array(ids.length).fill(1));
    // The money of each is reserved once and still waits in clearing.
    const reserves = await query<{ n: number }>(
      `select count(*)::int as n from ledger_transactions where kind = 'payout_reserve' and reference = any($1::text[])`,
      [ids.map((id) => `outcome:${id}:1`)],
    );
    expect(reserves[0]!.n).toBe(ids.length);
  }, 300_000);
});
