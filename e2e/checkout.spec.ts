import { expect, test } from './fixtures';
import { answerBank, buyKey, continueAsGuest } from './guest-checkout';
import { saveScreenshot } from './screenshots';

test('a guest buys a key with the sandbox bank and gets it on the order and by e-mail', async ({
  page,
  request,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = `guest-${testInfo.project.name}-${Date.now()}@mail.ru`;
  await buyKey(page, request);
  await continueAsGuest(page, email);
  await saveScreenshot(page, testInfo, 'checkout-sandbox-bank');
  const { orderId, search } = await answerBank(page, 'Оплатить');
  expect(search).toMatch(/^\?token=/);

  const order = await (await request.get(`/api/gw/public/v1/order/status/${orderId}${search}`)).json();
  expect(order).toMatchObject({ displayStatus: 'DELIVERED', canConfirm: true });
  expect(order.delivery.keys).toHaveLength(1);
  // The order is settled, so once the page is up the site stops bringing the buyer back to it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('last_order'))).toBeNull();

  // The page shows the key with a copy button, the confirmation timer and the buyer's actions.
  await expect(page.getByRole('heading', { level: 1, name: 'Доставлен' })).toBeVisible();
  await expect(page.getByText('Проверьте товар и подтвердите получение до окончания таймера.')).toBeVisible();
  await expect(page.getByTestId('delivered-key')).toHaveText(order.delivery.keys[0]);
  await expect(page.getByTestId('order-countdown')).toContainText(/2 д 23:5\d:\d\d/);
  await expect(page).toHaveTitle(/^Заказ № [0-9A-F]{8} — Доставлен — Лутмаркет$/);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  await page.getByRole('button', { name: 'Копировать: ключ' }).click();
  await expect(page.getByRole('button', { name: 'Скопировано' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.delivery.keys[0]);
  await saveScreenshot(page, testInfo, 'order-status-delivered');

  // The jobs worker mails the key with a link back to the order (status notices may arrive beside it).
  const mailsTo = async () =>
    (
      (await (await request.get('/sandbox/mailbox.json')).json()) as { items: { to: string; text: string }[] }
    ).items.filter((mail) => mail.to === email);
  await expect
    .poll(async () => (await mailsTo()).some((mail) => mail.text.includes(order.delivery.keys[0])), { timeout: 15_000 })
    .toBe(true);

  // The guest confirms receipt with nothing but the link.
  await page.getByRole('button', { name: 'Подтвердить получение' }).click();
  await page
    .getByRole('dialog', { name: 'Подтвердить получение?' })
    .getByRole('button', { name: 'Да, товар получен' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Завершён' })).toBeVisible();
  await expect(page.getByText('Заказ выполнен. Спасибо за покупку!')).toBeVisible();
  await expect(page.getByTestId('delivered-key')).toHaveText(order.delivery.keys[0]);
  await expect(page.getByRole('button', { name: 'Подтвердить получение' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'order-status-completed');
});

test('a bank error shows ACQUIRING_ERROR, and paying again delivers the order', async ({ page, request }, testInfo) => {
  await buyKey(page, request);
  await continueAsGuest(page, `bank-error-${testInfo.project.name}-${Date.now()}@mail.ru`);
  const { orderId, search } = await answerBank(page, 'Ошибка банка');

  await expect(page.getByRole('heading', { level: 1, name: 'Ошибка оплаты' })).toBeVisible();
  await expect(
    page.getByText('Банк не провёл платёж. Попробуйте оплатить ещё раз или выберите другой способ оплаты.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Другой способ оплаты' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Связаться с поддержкой' })).toHaveAttribute(
    'href',
    /^https:\/\/t\.me\//,
  );
  await expect(page.getByTestId('delivered-key')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'order-status-acquiring-error');

  await page.getByRole('button', { name: 'Оплатить ещё раз' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  const paid = await answerBank(page, 'Оплатить');
  expect(paid).toEqual({ orderId, search });
  await expect(page.getByRole('heading', { level: 1, name: 'Доставлен' })).toBeVisible();
  await expect(page.getByTestId('delivered-key')).toHaveText(/\S+/);
});

test('an unknown order or a wrong token shows «Заказ не найден» with status 404', async ({ page }) => {
  const response = await page.goto('/order-status/8f3a2c1d-1111-4000-8000-000000000000?token=wrong-token-000');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ не найден' })).toBeVisible();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
});

test('a visitor from an affiliate link keeps admitad_uid, utm_source and utm_campaign for 30 days and buys with them', async ({
  page,
  request,
  context,
}, testInfo) => {
  await page.goto('/?utm_source=admitad&utm_medium=cpa&utm_campaign=partner-7&admitad_uid=e2e-uid-42');
  await expect
    .poll(
      async () =>
        (await context.cookies()).filter((cookie) => /^(admitad_uid|utm_source|utm_campaign)$/.test(cookie.name))
          .length,
    )
    .toBe(3);
  const month = Date.now() / 1000 + 30 * 24 * 60 * 60;
  for (const cookie of (await context.cookies()).filter((c) => /^(admitad_uid|utm_)/.test(c.name))) {
    expect(Math.abs(cookie.expires - month), cookie.name).toBeLessThan(120);
  }
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('utm_params') ?? 'null'))).toEqual({
    source: 'admitad',
    medium: 'cpa',
    campaign: 'partner-7',
  });

  // Later, on a page without marks, the order still carries them.
  const sent = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/gw/public/v1/order'));
  await buyKey(page, request);
  await continueAsGuest(page, `affiliate-${testInfo.project.name}-${Date.now()}@mail.ru`);
  expect((await sent).postDataJSON().attribution).toEqual({
    utm_source: 'admitad',
    utm_medium: 'cpa',
    utm_campaign: 'partner-7',
    admitad_uid: 'e2e-uid-42',
  });
});
