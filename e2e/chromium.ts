import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Which Chromium the end-to-end tier drives: CHROMIUM_PATH, a system Chromium, or (returning undefined)
 * the browser Playwright downloaded itself where that is possible.
 */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const system = SYSTEM_CANDIDATES.find((path) => existsSync(path));
  if (system) return system;
  if (hasPlaywrightChromium()) return undefined;
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one: `sudo apt-get install chromium` (Debian/Ubuntu), ' +
      '`npx playwright install chromium` where downloads are allowed, or set CHROMIUM_PATH to a Chromium binary.',
  );
}

function hasPlaywrightChromium(): boolean {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  return existsSync(cache) && readdirSync(cache).some((entry) => entry.startsWith('chromium'));
}
