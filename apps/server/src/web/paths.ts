import { fileURLToPath } from 'node:url';

export const WEB_ROOT = fileURLToPath(new URL('../../../web/', import.meta.url));
export const WEB_CLIENT_DIR = fileURLToPath(new URL('../../../web/build/client/', import.meta.url));
export const WEB_SERVER_ENTRY = fileURLToPath(new URL('../../../web/build/server/index.js', import.meta.url));
export const WEB_PUBLIC_DIR = fileURLToPath(new URL('../../../web/public/', import.meta.url));
