import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Our pages ask for their code after the first frame (decision 034), so the load event can come before
 * hydration. A journey's next step after `goto` or `reload` is usually a tap or a keystroke, which only the
 * hydrated page answers: these wait until the root layout has marked `<html>`, or until it is clear that the
 * page is not one of ours (no held module script: the sandbox bank, an API answer).
 */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') || !document.querySelector('script[data-run-after-paint]'),
  );
}

type Navigation = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' };
const waitsForLoad = (options?: Navigation) =>
  !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';

/** Makes `goto` and `reload` of a page return once an app page has hydrated. */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options)) await untilHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options)) await untilHydrated(page);
    return response;
  };
  return page;
}

/** Holds the page's scripts back until the returned function is called: the page as it is before hydrating. */
export async function holdPageCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
});
