import { fileURLToPath } from 'node:url';

export const WEB_ROOT = fileURLToPath(new URL('../../../web/', import.meta.url));
/** Where the web build lives, relative to apps/web; several checkouts' test runs can keep builds apart. */
const buildDirectory = process.env.WEB_BUILD_DIR ?? 'build';
export const WEB_CLIENT_DIR = `${WEB_ROOT}${buildDirectory}/client/`;
export const WEB_SERVER_ENTRY = `${WEB_ROOT}${buildDirectory}/server/index.js`;
export const WEB_PUBLIC_DIR = fileURLToPath(new URL('../../../web/public/', import.meta.url));
