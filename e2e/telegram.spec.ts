import { expect, test, type Browser, type Page, type TestInfo, waitingForHydration } from './fixtures';
import { DEMO_SELLER_NAMES } from '../apps/api/src/demo/demo-sellers';
import { saveScreenshot } from './screenshots';
import { signInByApi } from './sign-in';

const PUBLIC = '/api/gw/public/v1';
const PRIVATE = '/api/gw/private/v1';
/** A manual top-up: its seller hears of each paid order. */
const TOP_UP = 'genshin-kristally-60';

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 1280, height: 800 } });
  return waitingForHydration(await context.newPage());
}

/** The demo shop selling the product's first offer, and its sign-in address. */
async function topUpSeller(page: Page): Promise<string> {
  const product = (await (await page.request.get(`${PUBLIC}/product/${TOP_UP}`)).json()) as {
    offers: { seller: { name: string } }[];
  };
  const index = DEMO_SELLER_NAMES.indexOf(product.offers[0]!.seller.name as (typeof DEMO_SELLER_NAMES)[number]);
  expect(index).toBeGreaterThanOrEqual(0);
  return `seller${index + 1}@demo.lootmarket.ru`;
}

async function bothWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
  await page.setViewportSize({ width: 375, height: 740 });
  await saveScreenshot(page, testInfo, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a seller links Telegram through the sandbox chat and a paid order arrives there as a message @desktop-only', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInByApi(page, await topUpSeller(page));
  const sellerId = String((await (await page.request.get(`${PRIVATE}/profile/frontend`)).json()).user_id);
  await page.goto(`/${sellerId}/settings`);
  const section = page.getByRole('region', { name: 'Уведомления в Telegram' });
  // Another run may have left the shop linked: start from an unlinked chat.
  if (await section.getByRole('button', { name: 'Отключить' }).isVisible()) {
    await section.getByRole('button', { name: 'Отключить' }).click();
  }
  await expect(section.getByRole('button', { name: 'Подключить Telegram' })).toBeVisible();
  await expect(section.getByRole('checkbox', { name: 'Новый оплаченный заказ' })).toBeChecked();
  await bothWidths(page, testInfo, 'telegram-settings');

  await section.getByRole('button', { name: 'Подключить Telegram' }).click();
  const chatOpened = page.waitForEvent('popup');
  await section.getByRole('link', { name: 'Открыть Telegram' }).click();
  const chat = await chatOpened;
  await chat.getByRole('button', { name: 'Старт' }).click();
  await chat.waitForURL(/\/sandbox\/telegram\?chat=\d+/);
  await expect(section.getByText('Подключён')).toBeVisible({ timeout: 15_000 });
  await expect(section.getByRole('button', { name: 'Отключить' })).toBeVisible();
  await bothWidths(page, testInfo, 'telegram-settings-linked');

  const buyer = await newPage(browser, testInfo);
  await signInByApi(buyer, `telegram-buyer-${Date.now()}@mail.ru`);
  await buyer.goto(`/product/${TOP_UP}`);
  await buyer.getByLabel('UID игрока').fill('800123456');
  await buyer.getByLabel('Сервер').selectOption('europe');
  await buyer.getByRole('button', { name: 'Купить' }).first().click();
  await buyer.waitForURL(/\/sandbox\/pay\//);
  await buyer.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await buyer.waitForURL(/\/order-status\/[0-9a-f-]{36}/);
  const orderId = new URL(buyer.url()).pathname.split('/').at(-1)!;

  const message = chat.locator('article.msg', { hasText: 'Новый заказ' }).filter({
    has: chat.locator(`a[href$="/shop/orders/${orderId}"]`),
  });
  await expect
    .poll(
      async () => {
        await chat.reload();
        return message.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(chat.getByText('Готово: уведомления Лутмаркета будут приходить сюда', { exact: false })).toBeVisible();
  await saveScreenshot(chat, testInfo, 'telegram-sandbox-chat');
});
