// Builds what `npm start` runs when it is missing or older than the sources it is made from: the web app
// and the server bundle (decision 015).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const webBundle = join(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build', 'server/index.js');
const webSources = [
  'apps/web/app',
  'apps/web/public',
  'packages/domain/src',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
  'scripts/precompress-assets.mjs',
];
const serverSources = [
  'apps/server/src',
  'apps/api/src',
  'packages/domain/src',
  'apps/server/package.json',
  'apps/api/package.json',
  'packages/domain/package.json',
  'scripts/build-server.mjs',
];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** When the output was built, or 0 when it must be (re)built. */
function builtAt(output, sources) {
  const at = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(
    ...sources
      .map((source) => join(root, source))
      .filter(existsSync)
      .map(newestChange),
  );
  return at >= changedAt ? at : 0;
}

if (!builtAt(webBundle, webSources)) {
  console.log(
    existsSync(webBundle) ? 'Sources changed since the last build: rebuilding the web app…' : 'Building the web app…',
  );
  // What `npm start` serves is a production build, whoever asks for it: a test runner's NODE_ENV=test would
  // make Vite build a development bundle, without the pages' Content-Security-Policy.
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@lootmarket/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
if (!builtAt(SERVER_BUNDLE, serverSources)) {
  console.log(
    existsSync(SERVER_BUNDLE) ? 'Sources changed since the last build: rebundling the server…' : 'Bundling the server…',
  );
  await buildServer();
}
