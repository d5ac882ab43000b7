import { expect, test, type Page } from './fixtures';
import { saveScreenshot } from './screenshots';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** Prices of the cards in stock, in kopecks, in the order shown. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('card-price').allTextContents();
  return texts.map((text) => {
    const [whole = '0', fraction = '00'] = text.replace(/[^\d,]/g, '').split(',');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  });
}

test('a listing page switches tabs, filters, sorts, keeps it all in the URL and loads more', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const response = await page.goto('/ru-ru/steam');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Steam');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(24);
  await saveScreenshot(page, testInfo, 'listing');

  await page.getByTestId('load-more').click();
  await expect(cards).toHaveCount(39);
  await expect(page.getByTestId('load-more')).toHaveCount(0);

  await page.getByRole('tab', { name: /Игры/ }).click();
  await expect(page).toHaveURL(/\/ru-ru\/steam\/igry$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Игры Steam');
  await expect(page.getByRole('navigation', { name: 'Хлебные крошки' })).toContainText('Steam');

  if (isMobile(page)) {
    await page.getByTestId('open-filters').click();
    const sheet = page.getByRole('dialog', { name: 'Фильтры' });
    await expect(sheet).toBeVisible();
    await page.waitForTimeout(400);
    await saveScreenshot(page, testInfo, 'listing-filters-sheet', { fullPage: false });
    await sheet.getByRole('checkbox', { name: /Steam Gift/ }).click();
    await expect(page).toHaveURL(/tag=steam_gift/);
    await expect(sheet.getByRole('button', { name: /Показать 15 товаров/ })).toBeVisible();
    await sheet.getByRole('button', { name: /Показать 15 товаров/ }).click();
    await expect(sheet).toBeHidden();
  } else {
    await page
      .getByRole('complementary', { name: 'Фильтры' })
      .getByRole('checkbox', { name: /Steam Gift/ })
      .click();
    await expect(page).toHaveURL(/tag=steam_gift/);
  }
  await expect(cards).toHaveCount(15);

  await page.getByTestId('sort-select').selectOption('price_asc');
  await expect(page).toHaveURL(/tag=steam_gift&sort=price_asc$/);
  await expect(page.getByTestId('sort-select')).toHaveValue('price_asc');
  // The URL and the select change at once; the sorted cards follow when their answer arrives.
  await expect
    .poll(async () => {
      const shown = await shownPrices(page);
      return shown.every((price, index) => index === 0 || shown[index - 1]! <= price);
    })
    .toBe(true);
  const prices = await shownPrices(page);

  await page.reload();
  await expect(page).toHaveURL(/\/ru-ru\/steam\/igry\?tag=steam_gift&sort=price_asc$/);
  await expect(cards).toHaveCount(15);
  await expect(page.getByTestId('sort-select')).toHaveValue('price_asc');
  expect(await shownPrices(page)).toEqual(prices);
  if (!isMobile(page))
    await expect(
      page.getByRole('complementary', { name: 'Фильтры' }).getByRole('checkbox', { name: /Steam Gift/ }),
    ).toBeChecked();
  // A reload restores the scroll position; the capture starts from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, 'listing-filtered');
});

test('filters that match nothing show the empty state, and resetting brings the cards back', async ({ page }) => {
  await page.goto('/ru-ru/podpiski?price_from=9999999');
  await expect(page.getByTestId('listing-empty')).toContainText('Ничего не найдено');
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(page).toHaveURL(/\/ru-ru\/podpiski$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('an old listing path answers 301 to the new one, an unknown one 404', async ({ page, request }) => {
  const moved = await request.get('/ru-ru/stim/igry?sort=newest', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/ru-ru/steam/igry?sort=newest');
  await page.goto('/ru-ru/stim');
  await expect(page).toHaveURL(/\/ru-ru\/steam$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Steam');

  const missing = await page.goto('/ru-ru/no-such-game');
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found');
});

test('the server renders the listing head: title, canonical without filters, breadcrumbs JSON-LD @desktop-only', async ({
  request,
}) => {
  const html = await (await request.get('/ru-ru/steam/igry?sort=newest&tag=steam_gift')).text();
  expect(html).toContain('<title>Игры Steam — купить недорого — Лутмаркет</title>');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/ru-ru\/steam\/igry"\/>/);
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toMatch(/<meta name="description" content="Игры Steam на Лутмаркете: \d+ товар/);
  expect(html).toContain('data-testid="product-card"');
});
