import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

test('at most three toasts are on screen; the rest wait their turn', async ({ page }, testInfo) => {
  await page.goto('/ui-kit');
  await page.getByRole('button', { name: 'Пять уведомлений подряд' }).click();
  const toasts = page.getByTestId('toast');
  await expect(toasts).toHaveCount(3);
  await expect(toasts.nth(0)).toContainText('Уведомление №1');
  await saveScreenshot(page, testInfo, 'toasts', { fullPage: false });

  await toasts.filter({ hasText: 'Уведомление №1' }).getByRole('button').click();
  await expect(toasts).toHaveCount(3);
  await expect(page.getByTestId('toast').filter({ hasText: 'Уведомление №4' })).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: 'Уведомление №1' })).toHaveCount(0);
});

test('the same message of the same type is shown once', async ({ page }) => {
  await page.goto('/ui-kit');
  const success = page.getByRole('button', { name: 'Успех', exact: true });
  await success.click();
  await success.click();
  await expect(page.getByTestId('toast')).toHaveCount(1);
});
