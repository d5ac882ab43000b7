import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshots';

test('the home page shows the seeded games and services', async ({ page }, testInfo) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Лутмаркет — маркетплейс игровых товаров');
  const cards = page.getByTestId('listing-card');
  await expect(cards.first()).toBeVisible();
  for (const title of ['Mobile Legends', 'PUBG Mobile', 'Steam', 'Valorant', 'Zenless Zone Zero', 'Genshin Impact', 'Roblox']) {
    await expect(cards.filter({ hasText: title }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Игровые товары с гарантией сделки');
  await saveScreenshot(page, testInfo, 'home');
});

test('the server sends the Russian document head', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<html lang="ru"');
  expect(html).toContain('<title>Лутмаркет — маркетплейс игровых товаров</title>');
  expect(html).toContain('<meta property="og:locale" content="ru_RU"/>');
  expect(html).toContain('<meta property="og:type" content="website"/>');
  expect(html).toMatch(/<meta name="description" content="Современный онлайн-маркетплейс для геймеров/);
  expect(html).toContain('Mobile Legends');
});

test('a trailing slash is redirected away with the query kept', async ({ page, request }) => {
  const response = await request.get('/terms/?ref=footer', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/terms?ref=footer');
  await page.goto('/policy/');
  expect(new URL(page.url()).pathname).toBe('/policy');
});
