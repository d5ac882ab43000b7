import { expect as baseExpect, test, type Page } from './fixtures';
import { saveScreenshot } from './screenshots';

// Each answer waits out the 500 ms debounce and a real search on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** Opens the header search the way the device offers it; returns the field and the panel around it. */
async function openSearch(page: Page, isMobile: boolean) {
  const header = page.getByRole('banner');
  if (isMobile) {
    await header.getByRole('button', { name: 'Открыть поиск' }).click();
    const dialog = page.getByRole('dialog', { name: 'Поиск' });
    return { field: dialog.getByRole('combobox', { name: 'Поиск по товарам' }), panel: dialog };
  }
  const field = header.getByRole('combobox', { name: 'Поиск по товарам' });
  await field.click();
  return { field, panel: header.getByTestId('search-panel') };
}

test('a misspelled game finds its category, which opens its page', async ({ page, isMobile }, testInfo) => {
  await page.goto('/');
  const { field, panel } = await openSearch(page, isMobile);
  // The defaults come first: five games and services and five products.
  await expect(panel.getByRole('group', { name: 'Категории' }).getByRole('option')).toHaveCount(5);
  await expect(panel.getByRole('group', { name: 'Товары' }).getByRole('option')).toHaveCount(5);

  await field.fill('genshn');
  const genshin = panel.getByRole('group', { name: 'Категории' }).getByRole('option', { name: /^Genshin Impact/ });
  await expect(genshin).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Товары' }).getByRole('option').first()).toHaveAttribute(
    'href',
    /^\/product\//,
  );
  await saveScreenshot(page, testInfo, 'search-panel', { fullPage: false });

  await genshin.click();
  await expect(page).toHaveURL('/ru-ru/genshin-impact');
  await expect(panel).toBeHidden();
  // The listing page is built alongside; check its heading once it is there.
  if (!(await page.title()).includes('Page not found')) {
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Genshin Impact');
  }
});

test('a query typed on the wrong keyboard layout finds Roblox', async ({ page, isMobile }) => {
  await page.goto('/terms');
  const { field, panel } = await openSearch(page, isMobile);
  await field.fill('hj,kjrc');
  await expect(panel.getByRole('group', { name: 'Категории' }).getByRole('option').first()).toContainText('Roblox');
});

test('nothing found shows the empty state in the panel and on the results page', async ({
  page,
  isMobile,
}, testInfo) => {
  await page.goto('/');
  const { field, panel } = await openSearch(page, isMobile);
  await field.fill('qqzzxxjj');
  await expect(panel.getByText('Не смогли ничего найти')).toBeVisible();
  await expect(panel.getByText('Попробуйте изменить запрос')).toBeVisible();
  await field.fill('');
  await expect(panel.getByRole('group', { name: 'Категории' }).getByRole('option')).toHaveCount(5);

  await page.goto('/search?q=qqzzxxjj');
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await expect(page.getByText('Попробуй изменить запрос')).toBeVisible();
  // A way out: the popular categories, each opening its page.
  const popular = page.getByRole('region', { name: 'Популярные категории' });
  await expect(popular.getByRole('link')).toHaveCount(5);
  await expect(popular.getByRole('link', { name: /Mobile Legends/ })).toHaveAttribute('href', '/ru-ru/mobile-legends');
  await saveScreenshot(page, testInfo, 'search-empty');
});

test('the mobile panel covers the screen and shows all results on the results page @mobile-only', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const { field, panel } = await openSearch(page, true);
  const showAll = panel.getByRole('button', { name: 'Показать все результаты' });
  await expect(showAll).toBeDisabled();
  const box = await panel.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 375 });
  await field.fill('робуксы');
  await expect(panel.getByRole('option').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'search-panel-mobile-results', { fullPage: false });
  await showAll.click();
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent('робуксы')}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('робуксы');
  await expect(page.getByTestId('search-product-card').first()).toBeVisible();

  await page.getByRole('button', { name: 'Открыть поиск' }).click();
  await expect(page.getByRole('dialog', { name: 'Поиск' }).getByRole('combobox')).toHaveValue('робуксы');
  await page.getByRole('dialog', { name: 'Поиск' }).getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the keyboard moves through the suggestions; Escape and a click outside close them @desktop-only', async ({
  page,
}) => {
  await page.goto('/');
  const { field, panel } = await openSearch(page, false);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await field.pressSequentially('roblox');
  await expect(panel.getByRole('option').first()).toContainText('Roblox');
  // A click on the page beside the panel (which covers the top of the page under the field).
  await page.mouse.click(1240, 600);
  await expect(panel).toBeHidden();

  await field.click();
  await expect(panel.getByRole('option').first()).toContainText('Roblox');
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/ru-ru/roblox');

  // Enter without a chosen option applies the text; the field keeps it on /search and clears elsewhere.
  const header = page.getByRole('banner').getByRole('combobox');
  await header.fill('  steam ');
  await header.press('Enter');
  await expect(page).toHaveURL('/search?q=steam');
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue('steam');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Лутмаркет/ })
    .click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue('');
});

test('the results page filters by type, game and stock in the URL and is not indexed', async ({
  page,
  isMobile,
}, testInfo) => {
  const response = await page.goto('/search?q=steam');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Поиск: steam — Лутмаркет');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результаты по запросу «steam»');
  await expect(page.getByTestId('search-listing-card').first()).toContainText('Steam');
  await expect(page.getByTestId('search-product-card').first()).toContainText(/от .*₽|Нет в наличии/);
  await saveScreenshot(page, testInfo, 'search-results');

  const filters = isMobile ? page.locator('details') : page.getByRole('complementary', { name: 'Фильтры' });
  if (isMobile) {
    await filters.locator('summary').click();
    await filters.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'search-filters-open', { fullPage: false });
  }
  await filters.getByRole('radio', { name: /Пополнение Steam/ }).click();
  await expect(page).toHaveURL(/type=steam_top_up/);
  await filters.getByRole('checkbox', { name: /Только в наличии/ }).click();
  await expect(page).toHaveURL(/in_stock=1/);
  await page.reload();
  if (isMobile) await filters.locator('summary').click();
  await expect(filters.getByRole('radio', { name: /Пополнение Steam/ })).toHaveAttribute('aria-checked', 'true');
  await expect(filters.getByRole('checkbox', { name: /Только в наличии/ })).toHaveAttribute('aria-checked', 'true');
  const cards = page.getByTestId('search-product-card');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain('Пополнение Steam');
});
