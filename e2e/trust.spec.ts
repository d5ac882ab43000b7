import { expect, test, type Browser, type Page, type TestInfo, waitingForHydration } from './fixtures';
import { DEMO_SELLER_NAMES } from '../apps/api/src/demo/demo-sellers';
import { saveScreenshot } from './screenshots';
import { signIn, signInByApi } from './sign-in';

const PUBLIC = '/api/gw/public/v1';
const PRIVATE = '/api/gw/private/v1';
/** A manual top-up: the seller credits the crystals by hand after payment. */
const TOP_UP = 'genshin-kristally-60';
const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

async function topUpSeller(page: Page): Promise<string> {
  const product = (await (await page.request.get(`${PUBLIC}/product/${TOP_UP}`)).json()) as {
    offers: { seller: { name: string } }[];
  };
  const index = DEMO_SELLER_NAMES.indexOf(product.offers[0]!.seller.name as (typeof DEMO_SELLER_NAMES)[number]);
  expect(index).toBeGreaterThanOrEqual(0);
  return `seller${index + 1}@demo.lootmarket.ru`;
}

async function newPage(browser: Browser, testInfo: TestInfo, width: number, height: number): Promise<Page> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width, height } });
  return waitingForHydration(await context.newPage());
}

async function profileIdOf(page: Page): Promise<string> {
  return ((await (await page.request.get(`${PRIVATE}/profile/frontend`)).json()) as { user_id: string }).user_id;
}

async function clearRiskHold(admin: Page, orderId: string): Promise<void> {
  const held = (await (await admin.request.get(`${PRIVATE}/admin/orders?stage=manual_approve`)).json()) as {
    items: { id: string }[];
  };
  if (!held.items.some((item) => item.id === orderId)) return;
  const approved = await admin.request.post(`${PRIVATE}/admin/orders/${orderId}/resolve`, {
    data: { action: 'approve' },
    headers: { origin: new URL(admin.url()).origin },
  });
  expect(approved.status()).toBe(200);
}

async function bothWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const before = page.viewportSize()!;
  for (const [width, height] of [
    [1280, 800],
    [375, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await saveScreenshot(page, testInfo, name);
  }
  await page.setViewportSize(before);
}

// The buyer on a phone (375 px), the seller at a desk (1280 px); the demo seller signs in once per run, so one project.
test('a buyer and the seller talk about a manual top-up in real time, contacts are masked, markup stays text, and the order completes @desktop-only', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const buyer = await newPage(browser, testInfo, 375, 740);
  const sellerEmail = await topUpSeller(buyer);
  const admin = await newPage(browser, testInfo, 1280, 800);
  await admin.goto('/');
  await signInByApi(admin, 'admin@demo.lootmarket.ru');

  await signIn(buyer, `trust-buyer-${Date.now()}@mail.ru`);
  await buyer.goto(`/product/${TOP_UP}`);
  await buyer.getByLabel('UID игрока').fill('800123456');
  await buyer.getByLabel('Сервер').selectOption('europe');
  await buyer.getByRole('button', { name: 'Купить' }).first().click();
  await buyer.waitForURL(/\/sandbox\/pay\//);
  await buyer.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await buyer.waitForURL(/\/order-status\/[0-9a-f-]{36}/);
  const orderId = new URL(buyer.url()).pathname.split('/').at(-1)!;
  await clearRiskHold(admin, orderId);
  await buyer.reload();
  const buyerChat = buyer.getByTestId('order-chat');
  await expect(buyerChat.getByRole('heading', { name: 'Переписка с продавцом' })).toBeVisible();

  const seller = await newPage(browser, testInfo, 1280, 800);
  await signIn(seller, sellerEmail);
  const sellerId = await profileIdOf(seller);
  await seller.goto(`/${sellerId}/shop/orders/${orderId}`);
  const sellerChat = seller.getByTestId('order-chat');
  await expect(sellerChat.getByRole('heading', { name: 'Переписка с покупателем' })).toBeVisible();
  await expect(sellerChat.getByText('Сообщений пока нет')).toBeVisible();

  // The buyer writes; the seller's open page shows it without a reload.
  await buyerChat.getByLabel('Сообщение').fill('Здравствуйте! Когда зачислите кристаллы?');
  await buyerChat.getByRole('button', { name: 'Отправить' }).click();
  await expect(sellerChat.getByText('Здравствуйте! Когда зачислите кристаллы?')).toBeVisible();

  // The seller tries to move the deal to a messenger: the contact is masked and the seller warned.
  await sellerChat.getByLabel('Сообщение').fill('Через 5 минут. Пиши в тeлeгрaм @cheap_keys');
  await sellerChat.getByLabel('Сообщение').press('Enter');
  await expect(sellerChat.getByRole('alert')).toContainText('Контакты вне Лутмаркета скрыты');
  await expect(buyerChat.getByText('Через 5 минут. Пиши в [скрыто]')).toBeVisible();
  await expect(buyerChat.getByText('cheap_keys')).toHaveCount(0);

  // Markup is shown as text, never run.
  await buyerChat.getByLabel('Сообщение').fill(XSS);
  await buyerChat.getByRole('button', { name: 'Отправить' }).click();
  await expect(sellerChat.getByText(XSS)).toBeVisible();
  // On the sender's page the composer may still hold the text until the answer clears it: look in the thread.
  await expect(buyerChat.getByRole('list').getByText(XSS)).toBeVisible();
  expect(await seller.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await buyer.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await bothWidths(buyer, testInfo, 'order-chat-buyer');
  await bothWidths(seller, testInfo, 'order-chat-seller');

  // A message sent while the buyer's page is away waits as unread: in the header, on the order list, then on the page.
  const buyerId = await profileIdOf(buyer);
  await buyer.goto('/');
  await sellerChat.getByLabel('Сообщение').fill('Принимаю заказ');
  await sellerChat.getByRole('button', { name: 'Отправить' }).click();
  await expect(sellerChat.getByRole('list').getByText('Принимаю заказ')).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByTestId('unread-messages')).toBeVisible();
  await buyer.goto(`/${buyerId}/orders`);
  await expect(buyer.getByTestId('unread-chip')).toHaveText('1 новое сообщение');
  await saveScreenshot(buyer, testInfo, 'order-list-unread');
  await buyer.goto('/');
  await buyer.getByTestId('unread-messages').click();
  await buyer.waitForURL(`**/${buyerId}/orders/${orderId}`);
  await expect(buyerChat.getByText('Принимаю заказ')).toBeVisible();
  await buyer.goto(`/order-status/${orderId}`);
  await expect(buyerChat.getByText('Принимаю заказ')).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByTestId('unread-messages')).toHaveCount(0);

  // The seller delivers; the buyer confirms.
  await seller.getByRole('button', { name: 'Принять заказ' }).click();
  await seller.getByLabel('Что получает покупатель').fill('Начислено 60 кристаллов на UID 800123456.');
  await seller.getByRole('button', { name: 'Передать заказ' }).click();
  await expect(seller.getByRole('heading', { name: 'Ждём покупателя' })).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Доставлен' })).toBeVisible();
  await buyer.getByRole('button', { name: 'Подтвердить получение' }).click();
  await buyer
    .getByRole('dialog', { name: 'Подтвердить получение?' })
    .getByRole('button', { name: 'Да, товар получен' })
    .click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Завершён' })).toBeVisible();
  // The conversation stays with the completed order, as evidence.
  await expect(buyerChat.getByText('Принимаю заказ')).toBeVisible();
});
