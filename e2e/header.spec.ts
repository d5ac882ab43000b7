import { expect, test } from './fixtures';

test('the header shows the guest actions and the search field', async ({ page, isMobile }) => {
  await page.goto('/terms');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Лутмаркет/ })).toHaveAttribute('href', '/');
  await expect(header.getByRole('button', { name: 'Войти' })).toBeVisible();
  if (isMobile) {
    await header.getByRole('button', { name: 'Открыть поиск' }).click();
    const panel = page.getByRole('dialog', { name: 'Поиск' });
    await expect(panel.getByPlaceholder('Поиск по товарам')).toBeFocused();
    await panel.getByRole('button', { name: 'Отмена' }).click();
    await expect(panel).toHaveCount(0);
  } else {
    await expect(header.getByPlaceholder('Поиск по товарам')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Подключить донаты' })).toBeVisible();
  }
});

test('the header is hidden on donation pages', async ({ page }) => {
  // The profile area hides it too; that journey signs in first (profile.spec.ts).
  await page.goto('/streamer_kate/donate');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.goto('/policy');
  await expect(page.getByRole('banner')).toBeVisible();
});
