// `npm run topology`: the scale-out deployment on one machine. Two `web,api` processes and one `jobs`
// worker of the bundle `npm start` runs, on the PostgreSQL at DATABASE_URL, behind nginx with the shipped
// configuration (deploy/nginx) when the machine has it, else a small round-robin proxy, on PORT (3000).
// REDIS_URL, when set, is handed to every process like any other setting.
import { join } from 'node:path';
import type { Balancer } from './balancer';
import { startFrontBalancer } from './front-balancer';
import { ROOT, startServerProcess, type ServerProcess } from './server-process';

/** What `node scripts/ensure-build.mjs` (run by `npm run topology` first) leaves up to date. */
const SERVER_BUNDLE = join(ROOT, 'apps/server/dist/main.mjs');

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    'Set DATABASE_URL=postgres://…: processes share one PostgreSQL (embedded PGlite lives in one process).',
  );
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const env = {
  DATABASE_URL: databaseUrl,
  // The balancer on this machine names the client in X-Forwarded-For.
  TRUST_PROXY: '127.0.0.1,::1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
const processes: ServerProcess[] = [];
let balancer: Balancer | undefined;

const prefixed = (name: string) => (text: string) =>
  process.stdout.write(
    text
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('  '))
      .map((line) => `[${name}] ${line}\n`)
      .join(''),
  );

async function stop(code: number): Promise<never> {
  await balancer?.close();
  await Promise.all(
    processes.map(
      (running) =>
        new Promise<void>((resolve) => {
          if (running.child.exitCode !== null) return resolve();
          running.child.once('exit', () => resolve());
          running.child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}

try {
  // The worker migrates the database and seeds it when empty; the page and API processes find it ready.
  processes.push(
    await startServerProcess({ bundle: SERVER_BUNDLE, name: 'jobs', roles: 'jobs', env, echo: prefixed('jobs') }),
  );
  const web = await Promise.all(
    ['web-a', 'web-b'].map((name) =>
      startServerProcess({ bundle: SERVER_BUNDLE, name, roles: 'web,api', env, echo: prefixed(name) }),
    ),
  );
  processes.push(...web);
  balancer = await startFrontBalancer({
    upstreams: web.map(({ name, url }) => ({ name, url })),
    host: '127.0.0.1',
    port,
  });
  for (const running of processes) {
    running.child.once('exit', (code, signal) => console.error(`${running.name} exited (${signal ?? code})`));
  }
  process.stdout.write(
    [
      '',
      `  Лутмаркет on ${processes.length} processes behind ${balancer.kind === 'nginx' ? 'nginx' : 'a small proxy'}: http://localhost:${port}`,
      ...processes.map((running) => `  ${running.name.padEnd(6)} ${running.url}`),
      '  Ctrl+C stops them all.',
      '',
    ].join('\n') + '\n',
  );
} catch (error) {
  console.error(error);
  await stop(1);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
