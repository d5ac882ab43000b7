import { expect, test } from './fixtures';
import { answerBank, buyKey, continueAsGuest } from './guest-checkout';
import { saveScreenshot } from './screenshots';

test('a guest reviews the seller through the order link, once', async ({ page, request }, testInfo) => {
  const email = `guest-review-${testInfo.project.name}-${Date.now()}@mail.ru`;
  await buyKey(page, request);
  await continueAsGuest(page, email);
  const { orderId, search } = await answerBank(page, 'Оплатить');
  const token = new URLSearchParams(search).get('token');
  expect(token).toBeTruthy();

  // The key is handed over at once; the guest confirms receipt with nothing but the link.
  await expect(page.getByRole('heading', { level: 1, name: 'Доставлен' })).toBeVisible();
  await page.getByRole('button', { name: 'Подтвердить получение' }).click();
  await page
    .getByRole('dialog', { name: 'Подтвердить получение?' })
    .getByRole('button', { name: 'Да, товар получен' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Завершён' })).toBeVisible();

  const prompt = page.getByRole('region', { name: 'Оцените продавца' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('radio', { name: '4 из 5 — Хорошо' }).check({ force: true });
  await prompt.getByLabel('Отзыв').fill('Ключ пришёл сразу, активировался без проблем.');
  await saveScreenshot(page, testInfo, 'guest-review-form');
  await prompt.getByRole('button', { name: 'Отправить отзыв' }).click();
  const mine = page.getByRole('region', { name: 'Ваш отзыв' });
  await expect(mine.locator('[data-review-text]')).toHaveText('Ключ пришёл сразу, активировался без проблем.');
  await saveScreenshot(page, testInfo, 'guest-review-left');

  // Opening the link again shows the review, not the form; a second review is refused with a clear reason.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Ваш отзыв' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Оцените продавца' })).toHaveCount(0);
  const again = await request.post('/api/gw/public/v1/review', {
    data: { orderId, token, rating: 1, text: 'Второй отзыв' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ message: 'Отзыв на этот заказ уже оставлен' });
});
