import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';
import { saveScreenshot } from './screenshots';

const ADD_ON = '/product/the-witcher-3-hearts-of-stone-dlc';
const GAME = '/product/the-witcher-3-wild-hunt-gift';

/** Covers below the fold load lazily once scrolled to: the whole-page screenshot shows them loaded. */
async function loadCovers(page: Page, section: Locator) {
  await section.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      section
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('an add-on names and links its base game, lists the game’s other add-ons, and the game lists its add-ons', async ({
  page,
}, testInfo) => {
  const response = await page.goto(ADD_ON);
  expect(response?.status()).toBe(200);
  await expect(page.locator('main')).toHaveAttribute('data-layout', 'game-dlc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Witcher 3: Hearts of Stone — DLC, ключ Steam');

  const notice = page.getByTestId('base-game-notice');
  await expect(notice.getByRole('heading', { name: 'Дополнение — для игры нужна основная игра' })).toBeVisible();
  const baseGame = notice.getByTestId('base-game-link');
  await expect(baseGame).toHaveAttribute('href', GAME);
  await expect(baseGame).toContainText('Основная игра · Steam Gift (Россия)');
  await expect(baseGame).toContainText('The Witcher 3: Wild Hunt');
  await expect(baseGame).toContainText(/от .*₽|Нет в наличии/);

  // The buy box stays the one of a key.
  await expect(page.getByText('Ключ дополнения (DLC)', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Купить' }).first()).toBeVisible();

  const others = page.getByTestId('add-ons');
  await expect(others.getByRole('heading', { name: /Другие дополнения к игре/ })).toBeVisible();
  await expect(others.getByTestId('add-on-card')).toHaveCount(1);
  await expect(others.getByTestId('add-on-card')).toContainText('The Witcher 3: Blood and Wine');
  await expect(others.getByTestId('add-on-card')).toContainText(/от .*₽|Нет в наличии/);
  await loadCovers(page, others);
  await saveScreenshot(page, testInfo, 'game-dlc-add-on');

  await baseGame.click();
  await expect(page).toHaveURL(GAME);
  await expect(page.locator('main')).toHaveAttribute('data-layout', 'game-dlc-gift');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Witcher 3: Wild Hunt — Steam Gift (Россия)');
  await expect(page.getByTestId('base-game-notice')).toHaveCount(0);
  const addOns = page.getByTestId('add-ons');
  await expect(addOns.getByRole('heading', { name: /^Дополнения/ })).toBeVisible();
  await expect(addOns.getByTestId('add-on-card')).toHaveText([/Hearts of Stone/, /Blood and Wine/]);
  await loadCovers(page, addOns);
  await saveScreenshot(page, testInfo, 'game-dlc-base-game');

  await addOns.getByTestId('add-on-card').filter({ hasText: 'Blood and Wine' }).click();
  await expect(page).toHaveURL('/product/the-witcher-3-blood-and-wine-dlc');
  // The address changes before the new page's data arrives: the game's two tiles stay until it does.
  await expect(page.getByTestId('add-ons').getByTestId('add-on-card')).toHaveText([/Hearts of Stone/]);
});

test('the base game notice and the add-on tiles have no serious or critical accessibility violations', async ({
  page,
}) => {
  await page.goto(ADD_ON);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .include('[data-testid="base-game-notice"]')
    .include('[data-testid="add-ons"]')
    .analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' '))}`),
  ).toEqual([]);
});
