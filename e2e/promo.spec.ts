import { expect, test } from './fixtures';
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

test('a visitor takes part in the spring-sale draw from its modal', async ({ page }, testInfo) => {
  await page.goto('/?utm_source=tg&utm_campaign=springsale2025');
  const promo = page.getByRole('dialog', { name: 'Весенняя распродажа' });
  await expect(promo).toBeVisible();
  const email = `sale-${testInfo.project.name}-${Date.now()}@mail.ru`;
  await promo.getByLabel('E-mail для участия').fill(email);
  await promo.getByRole('button', { name: 'Участвовать' }).click();
  await expect(promo.getByRole('status')).toHaveText(`Вы участвуете в розыгрыше! Итоги придут на ${email}.`);
  await saveScreenshot(page, testInfo, 'promo-entered', { fullPage: false });
  // Taking part again changes nothing: the e-mail is in the draw once.
  const again = await page.request.post('/api/gw/public/v1/sale', {
    data: { campaign: 'springsale2025', email },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(await again.json()).toEqual({ campaign: 'springsale2025', email });
});
