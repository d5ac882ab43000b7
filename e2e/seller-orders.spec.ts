import { expect, test, type Browser, type Page, type TestInfo, waitingForHydration } from './fixtures';
import sharp from 'sharp';
import { DEMO_SELLER_NAMES } from '../apps/api/src/demo/demo-sellers';
import { feeBasisPointsFor, splitPlatformFee } from '../packages/domain/src/platform-fees';
import { formatMoneyValue } from '../packages/domain/src/money';
import { saveScreenshot, type ScreenshotOptions } from './screenshots';
import { signIn, signInByApi } from './sign-in';

const PUBLIC = '/api/gw/public/v1';
const PRIVATE = '/api/gw/private/v1';
/** A manual top-up: the seller credits the crystals by hand after payment. */
const TOP_UP = 'genshin-kristally-60';

/** The demo shop selling the product's first offer, and its sign-in address. */
async function topUpSeller(page: Page): Promise<string> {
  const product = (await (await page.request.get(`${PUBLIC}/product/${TOP_UP}`)).json()) as {
    offers: { seller: { name: string } }[];
  };
  const [offer] = product.offers;
  const index = DEMO_SELLER_NAMES.indexOf(offer!.seller.name as (typeof DEMO_SELLER_NAMES)[number]);
  expect(index).toBeGreaterThanOrEqual(0);
  return `seller${index + 1}@demo.lootmarket.ru`;
}

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 1280, height: 800 } });
  return waitingForHydration(await context.newPage());
}

/** The signed-in user's numeric profile id. */
async function profileIdOf(page: Page): Promise<string> {
  return ((await (await page.request.get(`${PRIVATE}/profile/frontend`)).json()) as { user_id: string }).user_id;
}

/** Buys the top-up as the signed-in buyer through the sandbox bank; returns the order id. */
async function buyTopUp(page: Page): Promise<string> {
  await page.goto(`/product/${TOP_UP}`);
  await page.getByLabel('UID игрока').fill('800123456');
  await page.getByLabel('Сервер').selectOption('europe');
  await page.getByRole('button', { name: 'Купить' }).first().click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await page.waitForURL(/\/order-status\/[0-9a-f-]{36}/);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

/** Past the suite's per-address limit a paid order waits for support first; support clears it then. */
async function clearRiskHold(admin: Page, orderId: string): Promise<void> {
  const order = (await (await admin.request.get(`${PRIVATE}/admin/orders?stage=manual_approve`)).json()) as {
    items: { id: string }[];
  };
  if (!order.items.some((item) => item.id === orderId)) return;
  const approved = await admin.request.post(`${PRIVATE}/admin/orders/${orderId}/resolve`, {
    data: { action: 'approve' },
    headers: { origin: new URL(admin.url()).origin },
  });
  expect(approved.status()).toBe(200);
}

async function screenshotsAtBothWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: ScreenshotOptions = {},
): Promise<void> {
  // A page scrolled by the journey would show its sticky header over the middle of a whole-page capture.
  if (options.fullPage !== false) await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreenshot(page, testInfo, name, options);
  await page.setViewportSize({ width: 375, height: 740 });
  await saveScreenshot(page, testInfo, name, options);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const screenshotPng = () =>
  sharp({ create: { width: 960, height: 540, channels: 3, background: '#1f2a44' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="960" height="540"><rect x="80" y="80" width="800" height="380" rx="24" fill="#7c5cff"/><text x="480" y="290" font-size="64" text-anchor="middle" fill="#fff" font-family="sans-serif">+60 crystals</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

// One journey across four people; the shared demo seller and admin sign in once per run, so it runs on one project.
test('the seller accepts and delivers a manual top-up, the buyer confirms, the seller is paid minus the fee, and an admin settles a dispute and clears a risk hold @desktop-only', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const sellerEmail = await topUpSeller(page);
  const admin = await newPage(browser, testInfo);
  await admin.goto('/');
  await signInByApi(admin, 'admin@demo.lootmarket.ru');

  // The buyer pays; the order waits for the seller.
  await signIn(page, `topup-buyer-${Date.now()}@mail.ru`);
  const orderId = await buyTopUp(page);
  await clearRiskHold(admin, orderId);
  await expect(page.getByRole('heading', { level: 1, name: 'Ожидает подтверждения продавца' })).toBeVisible();
  const { amount } = (
    (await (await page.request.get(`${PRIVATE}/order?id=${orderId}`)).json()) as { amount: { amount: number } }
  ).amount;

  // The seller finds it in the shop's orders, in a second browser.
  const seller = await newPage(browser, testInfo);
  await signIn(seller, sellerEmail);
  const sellerId = await profileIdOf(seller);
  await seller.goto(`/${sellerId}/shop/orders?status=IN_PROGRESS`);
  await expect(seller.getByRole('heading', { level: 1, name: 'Заказы магазина' })).toBeVisible();
  const number = `№ ${orderId.slice(0, 8).toUpperCase()}`;
  const card = seller.getByRole('list', { name: 'Заказы' }).getByRole('listitem').filter({ hasText: number });
  await expect(card).toContainText('Ждёт принятия');
  await expect(seller.getByRole('tab', { name: /В работе/ })).toHaveAttribute('aria-selected', 'true');
  await screenshotsAtBothWidths(seller, testInfo, 'seller-orders');

  await card.getByRole('link').click();
  await seller.waitForURL(`**/${sellerId}/shop/orders/${orderId}`);
  await expect(seller.getByText('800123456')).toBeVisible();
  await seller.getByRole('button', { name: 'Принять заказ' }).click();
  await expect(seller.getByRole('heading', { name: 'Передача товара' })).toBeVisible();
  await seller.getByLabel('Что получает покупатель').fill('Начислено 60 кристаллов на UID 800123456, сервер Европа.');
  await seller
    .getByLabel('Скриншоты')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await screenshotPng() });
  await expect(seller.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  await screenshotsAtBothWidths(seller, testInfo, 'seller-order-deliver');
  await seller.getByRole('button', { name: 'Передать заказ' }).click();
  await expect(seller.getByRole('heading', { name: 'Ждём покупателя' })).toBeVisible();
  await expect(seller.getByRole('list', { name: 'Изображения к заказу' }).getByRole('img')).toHaveCount(1);
  await screenshotsAtBothWidths(seller, testInfo, 'seller-order-delivered');

  // The buyer sees the delivery and confirms receipt.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Доставлен' })).toBeVisible();
  await expect(page.getByText('Начислено 60 кристаллов')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Изображения к заказу' }).getByRole('img')).toHaveCount(1);
  // The picture is served to the buyer (by their cookie) and actually shows, though its address alone opens nothing.
  await expect
    .poll(() =>
      page
        .getByRole('list', { name: 'Изображения к заказу' })
        .getByRole('img')
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Подтвердить получение' }).click();
  await page
    .getByRole('dialog', { name: 'Подтвердить получение?' })
    .getByRole('button', { name: 'Да, товар получен' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Завершён' })).toBeVisible();

  // The seller's wallet shows the income minus the platform fee.
  const { payee, fee } = splitPlatformFee(
    amount,
    feeBasisPointsFor({ source: 'order', productType: 'game_points_manual' }),
  );
  expect(fee).toBeGreaterThan(0);
  const incomes = (await (await seller.request.get(`${PRIVATE}/wallet/incomes`)).json()) as {
    items: {
      reference: string | null;
      gross: { amount: number };
      fee: { amount: number };
      amount: { amount: number };
    }[];
  };
  expect(incomes.items.find((item) => item.reference === `order:${orderId}`)).toMatchObject({
    gross: { amount },
    fee: { amount: fee },
    amount: { amount: payee },
  });
  const balance = (await (await seller.request.get(`${PRIVATE}/wallet/balance`)).json()) as {
    balances: { currency: string; available: number; held: number }[];
  };
  // The income waits out the seller's hold (decision 023): it counts among the held money until then.
  const rub = balance.balances.find((line) => line.currency === 'rub')!;
  expect(rub.available + rub.held).toBeGreaterThanOrEqual(payee);
  await seller.reload();
  await expect(seller.getByRole('heading', { name: 'Заказ завершён' })).toBeVisible();

  // Both sides were told: the seller reads it in the app.
  await expect
    .poll(
      async () => {
        await seller.goto(`/${sellerId}/notifications`);
        return seller.getByRole('listitem', { name: 'Заказ завершён' }).count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await expect(seller.getByRole('listitem', { name: 'Новый заказ' }).first()).toContainText(
    'Кристаллы сотворения Genshin Impact',
  );
  await screenshotsAtBothWidths(seller, testInfo, 'notifications');

  // A second order: delivered, then disputed by the buyer, then refunded by an admin on the admin page.
  const disputed = await buyTopUp(page);
  await clearRiskHold(admin, disputed);
  const origin = { origin: new URL(seller.url()).origin };
  expect(
    (
      await seller.request.put(`${PRIVATE}/order/seller/status`, {
        data: { id: disputed, status: 'IN_PROGRESS' },
        headers: origin,
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await seller.request.put(`${PRIVATE}/order/seller/status`, {
        data: { id: disputed, status: 'DELIVERED', text: 'Готово' },
        headers: origin,
      })
    ).status(),
  ).toBe(200);
  // The buyer disputes it with a reason, a text and a screenshot; all of it opens the dispute in the conversation.
  await page.reload();
  await page.getByRole('button', { name: 'Открыть спор' }).click();
  const dialog = page.getByRole('dialog', { name: 'Открыть спор' });
  await dialog.getByRole('button', { name: 'Открыть спор' }).click();
  await expect(dialog.getByText('Выберите причину спора')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Товар получен не полностью' }).check();
  await dialog.getByLabel('Что случилось').fill('Пришло 30 кристаллов вместо 60 <b>проверьте</b>');
  await dialog.getByTestId('dispute-pictures').setInputFiles({
    name: 'balance.png',
    mimeType: 'image/png',
    buffer: await screenshotPng(),
  });
  await expect(dialog.getByRole('img', { name: 'Изображение 1' })).toBeVisible();
  await screenshotsAtBothWidths(page, testInfo, 'dispute-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Открыть спор' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Открыт спор' })).toBeVisible();
  const chat = page.getByRole('region', { name: 'Переписка с продавцом' });
  await expect(chat.getByText(/Причина: Товар получен не полностью/)).toBeVisible();
  await expect(chat.getByText(/<b>проверьте<\/b>/)).toBeVisible();
  await expect(chat.getByRole('img', { name: 'Изображение в переписке' })).toBeVisible();

  // Support finds it among the open disputes and judges it in one view.
  await admin.goto('/admin/orders');
  await expect(admin.getByRole('heading', { level: 1, name: 'Заказы, споры и проверки' })).toBeVisible();
  const disputedNumber = `№ ${disputed.slice(0, 8).toUpperCase()}`;
  await admin.getByRole('link', { name: `Спор по заказу ${disputedNumber}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Кристаллы сотворения Genshin Impact' })).toBeVisible();
  const claim = admin.getByRole('region', { name: 'Претензия покупателя' });
  await expect(claim).toContainText('Товар получен не полностью');
  await expect(claim).toContainText('Пришло 30 кристаллов вместо 60');
  await expect(admin.getByRole('region', { name: 'Что передано покупателю' })).toContainText('Готово');
  await expect(admin.getByRole('region', { name: 'Что передано покупателю' })).not.toContainText(
    'Продавец ничего не передал',
  );
  await expect(admin.getByRole('list', { name: 'История заказа' })).toContainText('Покупатель открыл спор');
  // The case names the seller, linked to the storefront.
  await expect(admin.locator(`a[href="/seller/${sellerId}"]`)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Переписка по заказу' }).getByText(/Причина:/)).toBeVisible();
  await screenshotsAtBothWidths(admin, testInfo, 'admin-dispute-case');

  // Half goes back to the buyer, the rest to the seller less the fee.
  const half = Math.floor(amount / 2);
  const decision = admin.getByRole('region', { name: 'Решение по спору' });
  await decision.getByRole('radio', { name: /Вернуть часть/ }).check();
  await decision
    .getByLabel('Вернуть покупателю')
    .fill(`${Math.floor(half / 100)},${String(half % 100).padStart(2, '0')}`);
  await expect(decision.getByRole('definition').first()).toHaveText(
    formatMoneyValue({ amount: half, currency: 'rub' }),
  );
  // A split needs its reason, which both sides then read.
  await expect(decision.getByRole('button', { name: 'Принять решение' })).toBeDisabled();
  await decision.getByLabel(/Причина решения/).fill('Пришла половина кристаллов');
  await decision.getByRole('button', { name: 'Принять решение' }).click();
  await decision.getByRole('button', { name: 'Да, сохранить решение' }).click();
  await expect(admin.getByText('Решение сохранено, стороны его видят')).toBeVisible();
  await expect(claim).toContainText('Деньги возвращены покупателю частично');
  await expect(decision).toHaveCount(0);

  // Both sides see the outcome.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Завершён' })).toBeVisible();
  const outcome = page.getByRole('region', { name: 'Решение по спору' });
  await expect(outcome).toContainText(`Вам возвращено ${formatMoneyValue({ amount: half, currency: 'rub' })}`);
  await expect(outcome).toContainText('на карту или счёт, с которых вы платили');
  await expect(outcome).toContainText('Решение поддержки: Пришла половина кристаллов');
  await expect(page.getByText('Спасибо за покупку')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Переписка с продавцом' })).toContainText('Спор решён');
  await screenshotsAtBothWidths(page, testInfo, 'dispute-outcome-buyer');
  await seller.goto(`/${sellerId}/shop/orders/${disputed}`);
  await expect(seller.getByRole('region', { name: 'Решение по спору' })).toContainText(
    `Покупателю возвращено ${formatMoneyValue({ amount: half, currency: 'rub' })}`,
  );
  await screenshotsAtBothWidths(seller, testInfo, 'dispute-outcome-seller');

  // The resolved dispute stays findable by its number.
  await admin.goto(`/admin/orders?stage=disputed&state=resolved&q=${encodeURIComponent(disputedNumber)}`);
  await expect(admin.getByRole('link', { name: `Спор по заказу ${disputedNumber}` })).toContainText(
    'Деньги возвращены покупателю частично',
  );
  await screenshotsAtBothWidths(admin, testInfo, 'admin-disputes-resolved');

  // A brand-new account's first order over 10 000 ₽ waits on the admin page until it is cleared.
  const newcomer = await newPage(browser, testInfo);
  await signIn(newcomer, `big-first-order-${Date.now()}@mail.ru`);
  const pass = (await (await newcomer.request.get(`${PUBLIC}/product/pubg-mobile-elite-pass-plus`)).json()) as {
    offers: { id: string; price: { amount: number } }[];
  };
  const { id: offerId, price } = pass.offers[0]!;
  const own = { origin: new URL(newcomer.url()).origin };
  const placed = await newcomer.request.post(`${PRIVATE}/order`, {
    data: {
      offerId,
      quantity: Math.ceil(1_000_001 / price.amount),
      inputs: { login: 'ivan_petrov', password: 'secret', otp: '123456' },
    },
    headers: own,
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const held = ((await placed.json()) as { order: { id: string } }).order.id;
  const payLink = (await (
    await newcomer.request.post(`${PRIVATE}/order/payment-link`, { data: { orderId: held }, headers: own })
  ).json()) as { confirmationUrl: string };
  await newcomer.goto(payLink.confirmationUrl);
  await newcomer.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await newcomer.waitForURL(/\/order-status\//);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'На проверке' })).toBeVisible();

  await admin.goto('/admin/orders?stage=manual_approve');
  await expect(admin.getByRole('tab', { name: /На проверке/ })).toHaveAttribute('aria-selected', 'true');
  const hold = admin.getByRole('listitem', { name: `Заказ № ${held.slice(0, 8).toUpperCase()}` });
  await hold.getByRole('button', { name: 'Одобрить заказ' }).click();
  await hold.getByRole('button', { name: 'Да, одобрить заказ' }).click();
  await expect(admin.getByText('Заказ одобрен')).toBeVisible();
  await expect(hold).toHaveCount(0);
  await newcomer.reload();
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Ожидает подтверждения продавца' })).toBeVisible();
});

test('the admin orders page is for admins only', async ({ page }, testInfo) => {
  await signIn(page, `not-admin-${testInfo.project.name}-${Date.now()}@mail.ru`);
  await page.goto('/admin/orders');
  await page.waitForURL((url) => url.pathname === '/');
});
