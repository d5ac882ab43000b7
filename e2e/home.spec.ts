import { isSpringSaleOn } from '../packages/domain/src/sale-campaigns';
import { expect, test, type Page } from './fixtures';
import { saveScreenshot } from './screenshots';

/** Scrolls through the page so lazy images load, then waits for every image on it to finish. */
async function loadAllImages(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter((image) => image.getClientRects().length > 0)
            .every((image) => image.complete && image.naturalWidth > 0),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('the home page shows every section with the seeded catalog', async ({ page }, testInfo) => {
  // Scrolling through the whole page to load every lazy cover takes a while on a busy machine.
  test.slow();
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Лутмаркет — маркетплейс игровых товаров');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Игровые товары с гарантией сделки');

  const menu = page.getByRole('navigation', { name: 'Игры и сервисы' });
  await expect(menu.getByRole('link', { name: /Mobile Legends/ })).toHaveAttribute('href', '/ru-ru/mobile-legends');

  // The spring-sale banner shows only during the sale (13–31 March, Moscow time).
  const banner = page.getByTestId('spring-sale-banner');
  if (isSpringSaleOn(new Date())) {
    await expect(banner.getByRole('heading', { name: 'Весенняя распродажа' })).toBeVisible();
    await expect(banner).toContainText(
      'Пополнения баланса от 1 000 ₽ с 13 по 31 марта участвуют в розыгрыше 50 000 ₽ на баланс Steam',
    );
    await expect(banner).toContainText('10 победителей получат по 5 000 ₽');
    await expect(banner.getByRole('link', { name: 'Telegram-канале' })).toHaveAttribute('target', '_blank');
  } else {
    await expect(banner).toHaveCount(0);
  }

  const offers = page.getByTestId('home-offers');
  await expect(offers.getByRole('tab', { name: 'Популярное' })).toHaveAttribute('aria-selected', 'true');
  await expect(offers.getByTestId('offer-card').first()).toHaveAttribute('href', /^\/product\/[a-z0-9-]+$/);

  const cards = page.getByTestId('listing-card');
  for (const title of ['Mobile Legends', 'PUBG Mobile', 'Steam', 'Valorant', 'Zenless Zone Zero', 'Genshin Impact']) {
    await expect(cards.filter({ hasText: title }).first()).toBeVisible();
  }
  await expect(cards.filter({ hasText: 'Valorant' })).toHaveAttribute('href', '/ru-ru/valorant');

  await expect(page.getByTestId('home-categories').getByRole('link', { name: /Пополнение Steam/ })).toHaveAttribute(
    'href',
    '/ru-ru/steam/popolnenie-balansa',
  );
  await expect(page.getByTestId('home-services').getByRole('button', { name: /Донаты для стримеров/ })).toBeVisible();
  const blogger = page.getByTestId('blogger-card').filter({ hasText: 'Лиза Котова' });
  await expect(blogger).toHaveAttribute('href', '/liza-kotova/donate');

  await loadAllImages(page);
  await saveScreenshot(page, testInfo, 'home');
});

test('an offers tab switches in place, without reloading the page', async ({ page }, testInfo) => {
  await page.goto('/');
  const offers = page.getByTestId('home-offers');
  await expect(offers.getByTestId('offer-card').first()).toBeVisible();
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));

  const answer = page.waitForResponse((r) => r.url().includes('/api/gw/public/v1/content/offer-list/top-ups'));
  await offers.getByRole('tab', { name: 'Пополнения' }).click();
  expect((await answer).status()).toBe(200);
  await expect(offers.getByRole('tab', { name: 'Пополнения' })).toHaveAttribute('aria-selected', 'true');
  const panel = offers.getByRole('tabpanel');
  await expect(panel.getByTestId('offer-card').first()).toBeVisible();
  await expect(panel.getByTestId('offer-card').first()).toContainText(/Пополнение|Steam|PSN|UC|алмаз/i);
  await expect(offers.getByRole('link', { name: /Смотреть все/ })).toHaveAttribute('href', '/ru-ru/popolnenie-balansa');
  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/');

  await offers.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'home-offers-top-ups', { fullPage: false });
});

test('covers load as webp through /_ipx and as SVG at their own path', async ({ page, request }) => {
  await page.goto('/');
  const cover = page.getByTestId('offer-card').first().locator('img');
  await expect(cover).toHaveAttribute('src', /^\/_ipx\/w_320,f_webp\/covers\/products\/[a-z0-9-]+\.svg$/);
  await expect(cover).toHaveAttribute('srcset', /\/_ipx\/w_640,f_webp\/covers\/products\/[a-z0-9-]+\.svg 2x$/);
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  const src = (await cover.getAttribute('src'))!;
  const webp = await request.get(src);
  expect(webp.status()).toBe(200);
  expect(webp.headers()['content-type']).toBe('image/webp');
  const bytes = await webp.body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

  const svg = await request.get('/covers/listings/steam--popolnenie-balansa.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toBe('image/svg+xml');
  expect(await svg.text()).toContain('Steam');
  expect((await request.get('/covers/listings/no-such-game.svg')).status()).toBe(404);
});

test('the server sends the Russian document head with canonical / and site JSON-LD', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<html lang="ru"');
  expect(html).toContain('<title>Лутмаркет — маркетплейс игровых товаров</title>');
  expect(html).toContain('<meta property="og:locale" content="ru_RU"/>');
  expect(html).toContain('<meta property="og:type" content="website"/>');
  expect(html).toMatch(/<meta name="description" content="Современный онлайн-маркетплейс для геймеров/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"\/>/);
  expect(html).toContain('"@type":"WebSite"');
  expect(html).toContain('Mobile Legends');
  // The first offers tab is rendered on the server, not fetched after load.
  expect(html).toContain('data-testid="offer-card"');
});

test('a trailing slash is redirected away with the query kept', async ({ page, request }) => {
  const response = await request.get('/terms/?ref=footer', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/terms?ref=footer');
  await page.goto('/policy/');
  expect(new URL(page.url()).pathname).toBe('/policy');
});
