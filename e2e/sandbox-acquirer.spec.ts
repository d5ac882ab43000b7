import { expect, test } from './fixtures';
import { sandboxPaymentPage } from '../apps/api/src/modules/payments/sandbox-acquirer.page';
import { saveScreenshot } from './screenshots';

// The bank page as the server renders it; the checkout journey through it lives with the order specs.
const model = {
  amount: { amount: 149_900, currency: 'rub' as const },
  description: 'Заказ: Steam — пополнение баланса × 1',
  returnUrl: '/order-status/demo',
};

test('the sandbox bank page reads like a payment page at every width', async ({ page }, testInfo) => {
  await page.setContent(sandboxPaymentPage('e2e-nonce', { ...model, status: 'pending' }));
  await expect(page.getByText('1 499 ₽')).toBeVisible();
  for (const name of ['Оплатить', 'Ошибка банка', 'Отказаться'])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  const pay = await page.getByRole('button', { name: 'Оплатить', exact: true }).boundingBox();
  expect(pay!.width).toBeGreaterThan(Math.min(300, page.viewportSize()!.width - 80));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await saveScreenshot(page, testInfo, 'sandbox-acquirer');

  await page.setContent(sandboxPaymentPage('e2e-nonce', { ...model, status: 'succeeded' }));
  await expect(page.getByRole('heading', { name: 'Платёж уже оплачен' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'sandbox-acquirer-paid');
});

test('the served page keeps its styles under its own nonce policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/sandbox/pay/00000000-0000-4000-8000-000000000000');
  expect(response!.status()).toBe(404);
  expect(response!.headers()['content-security-policy']).toMatch(/style-src 'nonce-/);
  await expect(page.getByRole('heading', { name: 'Платёж не найден' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).borderRadius)).toBe('16px');
  expect(violations).toEqual([]);
});
