import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Found through the workspace package, so the paths hold from the sources and from the server bundle alike. */
export const WEB_ROOT = `${dirname(createRequire(import.meta.url).resolve('@lootmarket/web/package.json'))}/`;
/** Where the web build lives, relative to apps/web; several checkouts' test runs can keep builds apart. */
const buildDirectory = process.env.WEB_BUILD_DIR ?? 'build';
export const WEB_CLIENT_DIR = `${WEB_ROOT}${buildDirectory}/client/`;
export const WEB_SERVER_ENTRY = `${WEB_ROOT}${buildDirectory}/server/index.js`;
export const WEB_PUBLIC_DIR = `${join(WEB_ROOT, 'public')}/`;
