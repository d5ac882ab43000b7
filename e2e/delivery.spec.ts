import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

test('pages and API answers come compressed, the tiny build route does not', async ({ request }) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(home.headers()['content-encoding']).toBe('br');
  expect(home.headers()['vary']).toContain('accept-encoding');
  expect(await home.text()).toContain('</html>');
  const gzip = await request.get('/api/gw/public/v1/listings/main-top-menu', {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const build = await request.get('/api/build', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(build.headers()['content-encoding']).toBeUndefined();
});

test('hashed assets go out pre-compressed and immutable for a year', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['vary']).toBe('accept-encoding');
  const favicon = await request.get('/favicon.svg');
  expect(favicon.headers()['cache-control']).toBe('public, max-age=3600');
});

test('pages are checked before each use: no-cache, an ETag, and 304 for an unchanged page', async ({ request }) => {
  for (const path of ['/', '/terms', '/ru-ru/steam']) {
    const first = await request.get(path);
    expect(first.headers()['cache-control'], path).toBe('no-cache');
    const etag = first.headers()['etag'];
    expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
    const again = await request.get(path, { headers: { 'if-none-match': etag! } });
    expect(again.status(), path).toBe(304);
    expect(again.headers()['content-security-policy'], path).toBeUndefined();
  }
});

test('a page reloaded from the browser cache after a 304 still runs its scripts', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/terms');
  const revalidated = page.waitForResponse((response) => new URL(response.url()).pathname === '/terms');
  await page.reload();
  expect([200, 304]).toContain((await revalidated).status());
  // The header's sign-in button works only once the page has hydrated.
  await page.getByRole('button', { name: 'Войти' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});

test('the stylesheet comes inside the page, so the first paint waits for no other request', async ({
  request,
  page,
}) => {
  const head = (await (await request.get('/')).text()).split('</head>')[0]!;
  expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);
  const inline = /<style data-precedence="default" data-href="(\/assets\/app-[\w-]+\.css)">([\s\S]+?)<\/style>/.exec(
    head,
  );
  expect(inline, 'the site stylesheet inline in <head>').toBeTruthy();
  expect(inline![2]).not.toContain('@font-face');
  expect(inline!.index).toBeLessThan(head.indexOf('rel="modulepreload"'));

  const stylesheetRequests: string[] = [];
  page.on('request', (asked) => {
    if (asked.resourceType() === 'stylesheet') stylesheetRequests.push(asked.url());
  });
  await page.goto('/');
  await page.getByRole('link', { name: /Steam/ }).first().click();
  await expect(page).toHaveURL(/\/ru-ru\//);
  // Hydration keeps the server's <style>: one copy, never fetched again as a file.
  await expect(page.locator(`style[data-href="${inline![1]}"]`)).toHaveCount(1);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  expect(stylesheetRequests).toEqual([]);
});

test('pages draw in the system font and download no font file', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (asked) => {
    if (asked.resourceType() === 'font') fonts.push(new URL(asked.url()).pathname);
  });
  await page.goto('/product/steam-popolnenie-kazahstan');
  await expect(page.getByText(/₸/).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^system-ui/);
  expect(fonts).toEqual([]);
});

test('the home page lays out its lower sections and the footer only as they come near the screen', async ({ page }) => {
  await page.goto('/');
  // The footer's own box is there from the start; what it holds is skipped until it comes near.
  const copyright = page.getByRole('contentinfo').getByText('© 2025 Лутмаркет');
  const drawn = () => copyright.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);
  await copyright.scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
  await expect(copyright).toBeVisible();
});

test('the home page hydrates without the schema library; the first form that needs it brings it', async ({
  page,
  request,
}) => {
  const head = (await (await request.get('/')).text()).split('</head>')[0]!;
  const preloaded = [...head.matchAll(/rel="modulepreload"[^>]*? href="([^"]+)"/g)].map((match) => match[1]!);
  expect(preloaded.length).toBeGreaterThan(0);
  expect(preloaded.filter((href) => /\/zod-/.test(href))).toEqual([]);
  const scripts: string[] = [];
  page.on('request', (asked) => {
    if (asked.resourceType() === 'script') scripts.push(new URL(asked.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/zod-/.test(path))).toEqual([]);
  await page.getByRole('button', { name: 'Войти' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => scripts.filter((path) => /\/zod-/.test(path)).length).toBe(1);
});

test("the page's code downloads at low priority, after the covers the page shows", async ({ request, page }) => {
  const head = (await (await request.get('/product/pubg-mobile-uc-60')).text()).split('</head>')[0]!;
  const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(3);
  for (const preload of preloads) expect(preload).toContain('fetchpriority="low"');

  const priorities = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request: asked, type }) => {
    if (type === 'Script' || type === 'Image') priorities.set(new URL(asked.url).pathname, asked.initialPriority);
  });
  await page.goto('/product/pubg-mobile-uc-60');
  await page.waitForLoadState('networkidle');
  const framework = [...priorities].find(([path]) => /\/assets\/framework-/.test(path));
  expect(framework?.[1]).toBe('Low');
  // The cover at the top of the product page is what a phone shows first.
  const cover = [...priorities].find(([path]) => path.includes('/covers/products/pubg-mobile-uc-60'));
  expect(cover?.[1]).toBe('High');
  // Lower priority, same page: it still hydrates.
  await page.getByRole('button', { name: 'Войти' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

// What a phone downloads and runs before the home page answers a tap, the route manifest included when fetched.
const HOME_FIRST_LOAD_BUDGET_KB = 150;

test('the home page hydrates from at most 150 KB of gzipped JavaScript', async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on('request', (asked) => {
    if (asked.resourceType() === 'script') scripts.add(new URL(asked.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  let gzipped = 0;
  for (const path of scripts) gzipped += gzipSync(await (await request.get(path)).body(), { level: 9 }).length;
  expect(gzipped / 1024).toBeLessThanOrEqual(HOME_FIRST_LOAD_BUDGET_KB);
});
