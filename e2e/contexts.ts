import type { Browser, Page, TestInfo } from '@playwright/test';
import { waitingForHydration } from './fixtures';

/**
 * A second person's page on the same kind of device as the journey's project. Copying only the viewport
 * gives a desktop browser squeezed to a phone's width, where taps land on the wrong element.
 */
export async function pageOnProjectDevice(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, locale, timezoneId, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } =
    testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
  });
  return waitingForHydration(await context.newPage());
}
