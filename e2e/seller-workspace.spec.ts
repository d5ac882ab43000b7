import { expect, test } from './fixtures';
import { pageOnProjectDevice } from './contexts';
import { answerBank, continueAsGuest } from './guest-checkout';
import { saveScreenshot } from './screenshots';
import { signInByApi } from './sign-in';

const PUBLIC = '/api/gw/public/v1';
const PRIVATE = '/api/gw/private/v1';

test('a new seller applies, is approved, lists a key offer through the wizard, stocks it; a guest buys it and the sale shows net of fees', async ({
  page,
  browser,
}, testInfo) => {
  // The shared admin account may hold back a second code for 45 s while the other project signs in.
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const run = `${project}${Date.now().toString(36)}`;
  const telegram = `shop_${run}`;
  // Each project sells its own product, so each guest buys its own project's offer.
  const productName = project === 'mobile' ? 'Hearts of Stone' : 'Shadow of the Erdtree';

  // Apply at /sell.
  await signInByApi(page, `workspace-${run}@mail.ru`);
  const profileId = ((await (await page.request.get(`${PRIVATE}/profile/frontend`)).json()) as { user_id: string })
    .user_id;
  await page.goto('/sell');
  await page.getByRole('button', { name: 'Стать продавцом' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Стать продавцом' });
  await modal.getByLabel(/Telegram ID/).fill(telegram);
  await modal.getByRole('checkbox').check();
  await modal.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('dialog', { name: 'Спасибо за заявку!' }).getByRole('button', { name: 'OK' }).click();

  // An admin approves.
  const admin = await pageOnProjectDevice(browser, testInfo);
  await signInByApi(admin, 'admin@demo.lootmarket.ru');
  await admin.goto('/admin/seller-applications');
  const application = admin.getByRole('listitem', { name: `Заявка @${telegram}` });
  await application.getByRole('button', { name: 'Одобрить' }).click();
  await expect(application.getByText('Одобрена')).toBeVisible();
  await admin.context().close();
  // The approval counts on the new seller's very next request: no sign-in again, no session renewal.

  // The wizard lists a key offer at the lowest price, so the product page puts it first.
  await page.goto(`/${profileId}/my-offers/new`);
  await page.getByLabel('Игра или сервис').fill('DLC');
  await expect(page.getByText(/^Найдено: [1-9]/)).toBeVisible();
  await page.getByRole('button', { name: /^DLC/ }).first().click();
  await page.getByRole('button', { name: 'Ключ игры или DLC' }).click();
  await page
    .getByRole('button', { name: new RegExp(productName) })
    .first()
    .click();
  const form = page.getByTestId('wizard-form');
  const title = `Ключ ${productName} ${run}`;
  await form.getByLabel('Название предложения').fill(title);
  await form.getByLabel('Цена за штуку').fill('1');
  await form.getByRole('combobox', { name: 'Наличие' }).selectOption('keys');
  await form.getByRole('button', { name: '5 минут' }).click();
  await form.getByLabel('Описание').fill('Ключ приходит сразу после оплаты.');
  await form.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page).toHaveURL(/\/my-offers\?status=out_of_stock$/);

  // Keys uploaded as a .txt file.
  const keys = [1, 2, 3].map((index) => `${run.toUpperCase()}-KEY-${index}`);
  await page.getByRole('button', { name: `Ключи: ${title}` }).click();
  const panel = page.getByRole('dialog', { name: 'Наличие' });
  await panel.getByTestId('key-file').setInputFiles({
    name: 'keys.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(keys.join('\n')),
  });
  await expect(panel.getByRole('region', { name: 'Итог загрузки' }).getByText('Добавлено').locator('..')).toContainText(
    '3',
  );
  await saveScreenshot(page, testInfo, 'seller-workspace-keys', { fullPage: false });
  await page.keyboard.press('Escape');

  // The offer is on the product page, first, and the product is found by search.
  const listed = (await (await page.request.get(`${PRIVATE}/offer/list?limit=10`)).json()) as {
    items: { id: string; title: string; product: { slug: string } }[];
  };
  const offer = listed.items.find((item) => item.title === title)!;
  const productPath = `/product/${offer.product.slug}`;
  const guest = await pageOnProjectDevice(browser, testInfo);
  await guest.goto(productPath);
  await expect(guest.getByTestId('offer').first()).toContainText(title);
  await guest.goto(`/search?q=${encodeURIComponent(productName)}`);
  await expect(guest.getByRole('link', { name: new RegExp(productName) }).first()).toBeVisible();

  // A guest buys it and gets one of the keys.
  await guest.goto(productPath);
  await expect(guest.getByTestId('offer').first()).toContainText(title);
  // The new shop's long name is cut short in the buy box instead of widening the page past a phone's screen.
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBe(guest.viewportSize()!.width);
  await guest.getByLabel('E-mail для получения').fill(`buyer-${run}@mail.ru`);
  await guest.getByRole('button', { name: 'Купить' }).first().click();
  await continueAsGuest(guest, `buyer-${run}@mail.ru`);
  const { orderId, search } = await answerBank(guest, 'Оплатить');
  const order = (await (await guest.request.get(`${PUBLIC}/order/status/${orderId}${search}`)).json()) as {
    delivery: { keys: string[] };
  };
  expect(keys).toContain(order.delivery.keys[0]);
  await expect(guest.getByTestId('delivered-key')).toHaveText(order.delivery.keys[0]!);
  await guest.getByRole('button', { name: 'Подтвердить получение' }).click();
  await guest
    .getByRole('dialog', { name: 'Подтвердить получение?' })
    .getByRole('button', { name: 'Да, товар получен' })
    .click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Завершён' })).toBeVisible();
  await saveScreenshot(guest, testInfo, 'seller-workspace-delivered', { fullPage: false });
  // The order page names the seller, linked to the shop's storefront.
  const sellerLink = guest.getByRole('region', { name: 'Состав заказа' }).locator(`a[href="/seller/${profileId}"]`);
  await sellerLink.scrollIntoViewIfNeeded();
  await expect(sellerLink).toBeVisible();
  await saveScreenshot(guest, testInfo, 'seller-workspace-order-seller', { fullPage: false });
  await guest.context().close();

  // Analytics: the sale of 1 ₽ less the 10 % fee.
  await page.goto(`/${profileId}/shop/analytics`);
  const analytics = page.getByTestId('shop-analytics');
  await expect(analytics).toContainText('0,90');
  await saveScreenshot(page, testInfo, 'seller-workspace-analytics');
});

test('a plain buyer opening the shop, its analytics or the offer list is sent to the home page (spec §6)', async ({
  page,
}, testInfo) => {
  await signInByApi(page, `plain-buyer-${testInfo.project.name}${Date.now().toString(36)}@mail.ru`);
  const profileId = ((await (await page.request.get(`${PRIVATE}/profile/frontend`)).json()) as { user_id: string })
    .user_id;
  for (const path of ['shop', 'shop/analytics', 'my-offers']) {
    // Over plain HTTP the server answers the redirect itself, before any page is drawn.
    const answer = await page.request.get(`/${profileId}/${path}`, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    expect(answer.headers().location, path).toBe('/');
    await page.goto(`/${profileId}/${path}`);
    await expect(page).toHaveURL(/\/$/);
  }
  // The buyer's own pages stay open.
  await page.goto(`/${profileId}/orders`);
  await expect(page).toHaveURL(new RegExp(`/${profileId}/orders$`));
});
