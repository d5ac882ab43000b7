import { expect, test, type Page } from './fixtures';
import { answerBank, buyKey } from './guest-checkout';
import { saveScreenshot } from './screenshots';
import { signIn } from './sign-in';

async function profileId(page: Page): Promise<string> {
  const href = await page.getByRole('banner').getByRole('link', { name: 'Профиль' }).first().getAttribute('href');
  return href!.slice(1);
}

test('a signed-in buyer is brought back to a pending order, and finds every order and a failed payment in the list', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, `orders-${testInfo.project.name}@mail.ru`);
  const id = await profileId(page);
  await page.goto(`/${id}/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Покупки' })).toBeVisible();
  await expect(page.getByText('Здесь появятся ваши покупки')).toBeVisible();
  await expect(page).toHaveTitle('Покупки — Лутмаркет');
  await saveScreenshot(page, testInfo, 'profile-orders-empty');

  // Left at the bank: opening the site again leads to the order's status page (spec §4 stored pending order).
  await buyKey(page, request);
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.goto('/');
  await page.waitForURL(/\/order-status\/[0-9a-f-]{36}$/);
  const first = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: 'Ожидает оплаты' })).toBeVisible();
  // The payment window is 15 minutes (decision 020).
  await expect(page.getByTestId('order-countdown')).toContainText(/\b(14|15):\d\d\b/);
  await expect(page.getByTestId('payment-check')).toHaveText('Если вы уже оплатили, статус обновится автоматически.');
  await saveScreenshot(page, testInfo, 'order-status-await-payment');
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  expect(await answerBank(page, 'Оплатить')).toEqual({ orderId: first, search: '' });
  await expect(page.getByRole('heading', { level: 1, name: 'Доставлен' })).toBeVisible();
  await expect(page.getByTestId('delivered-key')).toHaveText(/\S+/);

  // A second order the bank refused shows in the list with a reminder and its pay button.
  await buyKey(page, request);
  await page.waitForURL(/\/sandbox\/pay\//);
  await answerBank(page, 'Ошибка банка');
  await expect(page.getByRole('heading', { level: 1, name: 'Ошибка оплаты' })).toBeVisible();
  await page.getByRole('link', { name: 'Все покупки' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Заказу нужно ваше внимание' })).toContainText(
    'Оплата не прошла',
  );
  const cards = page.getByRole('list', { name: 'Заказы' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('tab', { name: /Все/ }).getByTestId('tab-counter')).toHaveText('2');
  await expect(cards.nth(0)).toContainText('Ошибка оплаты');
  await expect(cards.nth(1)).toContainText('Доставлен');
  await saveScreenshot(page, testInfo, 'profile-orders');

  await cards.nth(0).getByRole('link', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/orders/[0-9a-f-]{36}/pay$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата заказа' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile-order-pay');
  await page.getByRole('button', { name: /^Оплатить \d/ }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  const second = await answerBank(page, 'Оплатить');
  await expect(page.getByRole('heading', { level: 1, name: 'Доставлен' })).toBeVisible();

  // The paid order's pay page now shows the order itself.
  await page.goto(`/${id}/orders/${second.orderId}/pay`);
  await expect(page).toHaveURL(new RegExp(`/${id}/orders/${second.orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Доставлен' })).toBeVisible();
  await page.getByRole('link', { name: 'Все покупки' }).click();
  await page.getByRole('tab', { name: /Завершённые/ }).click();
  await expect(page.getByText('Завершённых заказов пока нет')).toBeVisible();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
});
