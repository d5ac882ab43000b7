import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

export const ARTIFACTS_DIR = join(import.meta.dirname, 'artifacts');

export interface ScreenshotOptions {
  /**
   * Whole page (default) or just what is on screen. Open modals and sheets are fixed to the screen, and a
   * whole-page capture in mobile emulation leaves them measured against a stretched viewport afterwards,
   * so a journey that screenshots an open modal and goes on using it captures the screen only.
   */
  fullPage?: boolean;
}

const LAY_OUT_EVERYTHING = '* { content-visibility: visible !important; }';

/** Saves a screenshot named after the page and the viewport, kept as a CI artifact. */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: ScreenshotOptions = {},
): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = join(ARTIFACTS_DIR, `${name}-${width}.png`);
  // Parts below the first screen are painted only near it (`content-visibility: auto`); a whole-page capture
  // shows them all.
  await page.screenshot({ path, fullPage, style: fullPage ? LAY_OUT_EVERYTHING : undefined });
  await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
  return path;
}
