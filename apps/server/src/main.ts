import { existsSync } from 'node:fs';
import { loadConfig, sandboxesEnabled } from '@lootmarket/api/config';
import { DEMO_USERS } from '@lootmarket/api/demo/demo-users';
import { startServer } from './server';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  // Variables already in the environment win over the file.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const started = Date.now();
  const server = await startServer(config, { dev });
  printBanner(
    server.url,
    server.databaseKind,
    server.seededDemo,
    Date.now() - started,
    [...config.SERVER_ROLES],
    sandboxesEnabled(config) && !config.SMTP_URL,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'draining before exit');
    const force = setTimeout(() => {
      server.app.log.error('drain took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await server.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

function printBanner(
  url: string,
  database: string,
  seededDemo: boolean,
  ms: number,
  roles: string[],
  devMailbox: boolean,
): void {
  const lines = [
    '',
    `  Лутмаркет is running at ${url}  (${roles.join(', ')}; ${database}; started in ${ms} ms)`,
    '',
    `  Home page        ${url}/`,
    `  API docs         ${url}/api/docs`,
    `  OpenAPI          ${url}/api/openapi.json`,
    `  Health           ${url}/healthz   ${url}/readyz   ${url}/metrics`,
    `  Demo data        ${seededDemo ? 'seeded into the empty database just now' : 'kept from the previous start'}`,
    `  Demo accounts    ${DEMO_USERS.map((user) => user.email).join(', ')}`,
    devMailbox
      ? `  Sign-in codes    ${url}/sandbox/mailbox  (sign in with "Войти" → Email, then read the code here)`
      : '  Sign-in codes    sent by e-mail (SMTP_URL)',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
