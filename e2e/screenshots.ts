import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

export const ARTIFACTS_DIR = join(import.meta.dirname, 'artifacts');

/** Saves a full-page screenshot named after the page and the viewport, kept as a CI artifact. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = join(ARTIFACTS_DIR, `${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
  return path;
}
