import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshots';

test('the spring-sale promo opens from utm_campaign=springsale2025 only', async ({ page, isMobile }, testInfo) => {
  await page.goto('/?utm_campaign=springsale2025');
  const promo = page.getByRole('dialog');
  await expect(promo).toBeVisible();
  await expect(promo).toContainText('50 000 ₽');
  await expect(promo).toContainText('5 000 ₽');
  await expect(promo.getByRole('link', { name: 'Пополнить Steam' })).toHaveAttribute(
    'href',
    '/ru-ru/steam/popolnenie-balansa',
  );
  await saveScreenshot(page, testInfo, 'promo', { fullPage: false });
  const close = promo.getByRole('button', { name: /Закрыть/ });
  if (isMobile) {
    await expect(close).toBeVisible();
    await close.click();
  } else {
    await expect(close).toBeHidden();
    await page.keyboard.press('Escape');
  }
  await expect(promo).toBeHidden();

  await page.goto('/?utm_campaign=springsale2024');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
