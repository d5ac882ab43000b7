import { expect, type Page, test } from './fixtures';
import { saveScreenshot } from './screenshots';

const CAPTIONS = [
  'Геймпад ушёл за хлебом',
  'пиксельный призрак',
  'Сундук вскрыт',
  'Возрождение через 3',
  'Нашёл то, чего нет',
];

/**
 * Latin keys go through Playwright's keyboard. It has no key for a Cyrillic letter, so for those the
 * keydown a ЙЦУКЕН keyboard produces is dispatched, without the physical-key `code`, so the test proves
 * the letter itself is recognised.
 */
async function pressKey(page: Page, key: string): Promise<void> {
  if (/^[a-z]$/i.test(key)) return page.keyboard.press(key);
  await page.evaluate((letter) => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: letter, bubbles: true }));
  }, key);
}

test('an unknown page answers 404 with the page titled "Page not found"', async ({ page }, testInfo) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'not-found');
});

test('an unknown one-segment page is the same 404, not a profile', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
});

test(
  'F — Latin or Cyrillic — steps through five pictures and wraps after the fifth',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/no-such-page');
    const caption = page.locator('figcaption p[aria-live]');
    await expect(caption).toContainText(CAPTIONS[0]!);
    // The page listens once it has hydrated: until the first key is heard, it is pressed again.
    await expect(async () => {
      if ((await caption.textContent())?.includes(CAPTIONS[0]!)) await pressKey(page, 'f');
      await expect(caption).toContainText(CAPTIONS[1]!, { timeout: 1_000 });
    }).toPass();
    const keys = ['F', 'а', 'А', 'f'];
    for (const [step, key] of keys.entries()) {
      await pressKey(page, key);
      await expect(caption).toContainText(CAPTIONS[(step + 2) % CAPTIONS.length]!);
    }
    await expect(caption).toContainText(CAPTIONS[0]!);
  },
);

test('tapping the picture advances it on mobile', { tag: '@mobile-only' }, async ({ page }) => {
  await page.goto('/no-such-page');
  const caption = page.locator('figcaption p[aria-live]');
  const picture = page.getByRole('button', { name: 'Следующая картинка' });
  // As with keys: the first tap is repeated until the hydrated page hears it.
  await expect(async () => {
    if ((await caption.textContent())?.includes(CAPTIONS[0]!)) await picture.tap();
    await expect(caption).toContainText(CAPTIONS[1]!, { timeout: 1_000 });
  }).toPass();
  for (let step = 2; step <= 5; step += 1) {
    await picture.tap();
    await expect(caption).toContainText(CAPTIONS[step % CAPTIONS.length]!);
  }
});
