import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { expect, test, holdPageCode } from './fixtures';

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

test('the currency flags the domain names are served as SVG images', async ({ request }) => {
  for (const flagPath of ['/flags/ru.svg', '/flags/us.svg', '/flags/kz.svg']) {
    const flag = await request.get(flagPath);
    expect(flag.status(), flagPath).toBe(200);
    expect(flag.headers()['content-type'], flagPath).toMatch(/^image\/svg\+xml/);
  }
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
  expect(inline!.index).toBeLessThan(head.indexOf('data-preload-after-paint'));

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
  const preloaded = [...head.matchAll(/<link data-preload-after-paint="" href="([^"]+)"/g)].map((match) => match[1]!);
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

test('a page asks for its code from its first frame, after the document, and then hydrates', async ({
  request,
  page,
}) => {
  const html = await (await request.get('/product/pubg-mobile-uc-60')).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  expect(
    html.split('</head>')[0]!.match(/<link data-preload-after-paint="" href="\/assets\//g)?.length,
  ).toBeGreaterThan(3);

  await page.goto('/product/pubg-mobile-uc-60');
  // The header's sign-in button opens its dialog only once the page has hydrated.
  await page.getByRole('button', { name: 'Войти' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const timings = await page.evaluate(() => ({
    documentArrived: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  expect(timings.scripts.length).toBeGreaterThan(3);
  expect(Math.min(...timings.scripts)).toBeGreaterThan(timings.documentArrived);
});

test('a tap on a button before the page has hydrated is answered once it has', async ({ page }) => {
  const hydrate = await holdPageCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  hydrate();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Answered once: the held tap is not repeated by a later one.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('visitors who leave while pages are still streaming cost the server nothing', async ({ request, baseURL }) => {
  const paths = [
    '/no-such-page',
    '/search?q=leaving',
    '/ru-ru/steam?page=2',
    '/product/pubg-mobile-uc-60',
    '/',
    '/grom/donate',
    '/sell',
  ];
  /** Asks for a page and hangs up: before the answer, as it starts, or some milliseconds into it. */
  const leave = (path: string, encoding: string, moment: 'asked' | 'answered' | number) =>
    new Promise<void>((resolve) => {
      const hangUp = () => {
        asked.destroy();
        resolve();
      };
      const asked = get(`${baseURL}${path}`, { headers: { 'accept-encoding': encoding } }, (answer) => {
        if (moment === 'answered') return hangUp();
        answer.resume();
        setTimeout(hangUp, moment === 'asked' ? 0 : moment);
      });
      asked.on('error', () => resolve());
      if (moment === 'asked') setImmediate(hangUp);
    });
  for (let round = 0; round < 40; round += 1) {
    await Promise.all(
      paths.map((path, index) => {
        const delay = (round * 7 + index * 3) % 6;
        const moment = (round + index) % 5 === 0 ? 'asked' : delay === 0 ? 'answered' : delay;
        return leave(
          `${path}${path.includes('?') ? '&' : '?'}round=${round}`,
          ['br', 'gzip', 'identity'][(round + index) % 3]!,
          moment,
        );
      }),
    );
  }
  expect((await request.get('/readyz')).ok()).toBe(true);
  expect((await request.get('/no-such-page')).status()).toBe(404);
});

test('the covers of the first cards on a listing and in search results load at once, the rest when near', async ({
  page,
}) => {
  for (const [path, card] of [
    ['/ru-ru/steam', 'product-card'],
    ['/search?q=steam', 'search-product-card'],
  ] as const) {
    await page.goto(path);
    const loading = await page
      .getByTestId(card)
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('loading')));
    expect(loading.length, path).toBeGreaterThan(5);
    expect(loading.slice(0, 4), path).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(new Set(loading.slice(4)), path).toEqual(new Set(['lazy']));
  }
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
