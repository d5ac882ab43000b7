import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '@lootmarket/api/config';
import { createDatabase } from '@lootmarket/api/db/client';
import { createEmptyPostgresDatabase } from '@lootmarket/api/db/test-database';
import { runLedgerCheck } from '@lootmarket/api/modules/ledger/ledger.check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './server';

const dataDir = mkdtempSync(join(tmpdir(), 'lootmarket-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = (env: Record<string, string> = {}) =>
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SERVER_ROLES: 'api,jobs',
    PGLITE_DIR: join(dataDir, 'pglite'),
    ...env,
  });

const postgresUrl = process.env.TEST_DATABASE_URL;

async function restartKeepsData(env: Record<string, string>) {
  const first = await startServer(config(env));
  expect(first.seededDemo).toBe(true);
  const menu = await (await fetch(`${first.url}/api/gw/public/v1/listings/main-top-menu`)).json();
  expect(menu.items.length).toBeGreaterThanOrEqual(12);
  await first.close();
  // What `npm run ledger:check` runs: the demo seed (wallets, holds, payout history) leaves the books balanced.
  const { DATABASE_URL: url, PGLITE_DIR: pgliteDir } = config(env);
  const books = await createDatabase({ url, pgliteDir });
  const report: string[] = [];
  try {
    expect(await runLedgerCheck(books.db, (line) => report.push(line)), report.join('\n')).toBe(0);
  } finally {
    await books.close();
  }

  const second = await startServer(config(env));
  expect(second.seededDemo).toBe(false);
  const again = await (await fetch(`${second.url}/api/gw/public/v1/listings/main-top-menu`)).json();
  expect(again.items.map((item: { id: string }) => item.id)).toEqual(menu.items.map((item: { id: string }) => item.id));
  await second.close();
}

describe.runIf(postgresUrl)('the server on PostgreSQL', () => {
  it('migrates and seeds an empty database once and keeps the data across restarts', async () => {
    const database = await createEmptyPostgresDatabase(postgresUrl!);
    try {
      await restartKeepsData({ DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  }, 120_000);
});

describe('the server on embedded PGlite', () => {
  it('seeds an empty database once and keeps the data across restarts', async () => {
    await restartKeepsData({});
  }, 120_000);

  it('lets a request in flight finish before it closes', async () => {
    // The close starts once the handler holds the request, however slowly a loaded machine got it there.
    let arrived!: () => void;
    const handlerHasIt = new Promise<void>((resolve) => (arrived = resolve));
    const server = await startServer(config(), {
      extend: (app) => {
        app.get('/slow-for-test', async () => {
          arrived();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { done: true };
        });
      },
    });
    const inFlight = fetch(`${server.url}/slow-for-test`).then((response) => response.json());
    await handlerHasIt;
    await server.close();
    expect(await inFlight).toEqual({ done: true });
  }, 60_000);
});

describe('the server process', () => {
  const root = join(import.meta.dirname, '../../..');
  // A bundle of its own, so test runs never race `npm start` or each other over apps/server/dist/main.mjs.
  const bundle = join(root, `apps/server/dist/test-${process.pid}.mjs`);
  beforeAll(async () => {
    const { buildServer } = (await import(pathToFileURL(join(root, 'scripts/build-server.mjs')).href)) as {
      buildServer: (outfile: string) => Promise<void>;
    };
    await buildServer(bundle);
  }, 60_000);
  afterAll(() => {
    rmSync(bundle, { force: true });
    rmSync(`${bundle}.map`, { force: true });
  });

  it('runs as the bundle npm start runs, drains and exits with 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--no-allocation-site-pretenuring', '--enable-source-maps', bundle], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        SERVER_ROLES: 'api,jobs',
        DATABASE_URL: 'memory://',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    while (!output.includes('is running at') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(output).toContain('is running at');
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('draining before exit');
  }, 60_000);
});
