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
  const address = `orders-${testInfo.project.name}@mail.ru`;
  await signIn(page, address);
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
  // The key also reaches the signed-in buyer's mailbox, as checkout promised.
  const key = (await page.getByTestId('delivered-key').first().innerText()).trim();
  await expect
    .poll(
      async () => {
        const { items } = (await (await request.get('/sandbox/mailbox.json')).json()) as {
          items: { to: string; text: string }[];
        };
        return items.some((mail) => mail.to === address && mail.text.includes(`Ваш ключ:\n${key}`));
      },
      { timeout: 30_000 },
    )
    .toBe(true);

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

test('a buyer cancels a paid order the seller has not accepted yet', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, `cancel-${testInfo.project.name}@mail.ru`);
  const product = (await (await page.request.get('/api/gw/public/v1/product/genshin-kristally-60')).json()) as {
    offers: { id: string }[];
  };
  const headers = { origin: new URL(page.url()).origin };
  const placed = await page.request.post('/api/gw/private/v1/order', {
    data: { offerId: product.offers[0]!.id, quantity: 1, inputs: { uid: '800123456', server: 'europe' } },
    headers,
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderId = ((await placed.json()) as { order: { id: string } }).order.id;
  const link = await page.request.post('/api/gw/private/v1/order/payment-link', { data: { orderId }, headers });
  await page.goto(((await link.json()) as { confirmationUrl: string }).confirmationUrl);
  await answerBank(page, 'Оплатить');
  await expect(page.getByRole('heading', { level: 1, name: 'Ожидает подтверждения продавца' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'order-status-cancel-offered');

  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отменить заказ?' });
  await expect(dialog).toContainText('Деньги вернутся на карту или счёт, с которых вы платили');
  await dialog.getByRole('button', { name: 'Да, отменить заказ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Отменён' })).toBeVisible();
  await expect(page.getByText('Заказ отменён, деньги возвращаются')).toBeVisible();
  // Cancelled by the buyer, not «by support».
  await expect(
    page.getByText('Заказ отменён. Деньги возвращаются на карту или счёт, с которых вы платили.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'order-status-cancelled-by-buyer');
});
