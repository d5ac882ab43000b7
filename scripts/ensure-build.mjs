// Builds the web app when its server bundle is missing or older than the sources it is made from.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bundle = join(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build', 'server/index.js');
const sources = ['apps/web/app', 'apps/web/public', 'packages/domain/src', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts'];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => join(root, source)).filter(existsSync).map(newestChange));
if (builtAt >= changedAt) process.exit(0);

console.log(builtAt ? 'Sources changed since the last build: rebuilding the web app…' : 'Building the web app…');
execFileSync('npm', ['run', 'build', '--silent', '-w', '@lootmarket/web'], { cwd: root, stdio: 'inherit' });
