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

test('the one stylesheet is asked for before any script, so the page paints before its code arrives', async ({
  request,
}) => {
  const head = (await (await request.get('/')).text()).split('</head>')[0]!;
  const stylesheets = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)];
  expect(stylesheets).toHaveLength(1);
  expect(stylesheets[0]!.index).toBeLessThan(head.indexOf('rel="modulepreload"'));
});
