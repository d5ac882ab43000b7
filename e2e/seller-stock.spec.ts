import { expect, test, type Page } from './fixtures';
import { saveScreenshot } from './screenshots';
import { signInByApi } from './sign-in';

const PUBLIC = '/api/gw/public/v1';
const PRIVATE = '/api/gw/private/v1';

interface ListedOffer {
  id: string;
  title: string;
  autoDelivery: boolean;
  isActive: boolean;
  stock: number | null;
  product: { slug: string; productType: string };
}

async function ownOffers(page: Page): Promise<ListedOffer[]> {
  const answer = await page.request.get(`${PRIVATE}/offer/list?limit=100`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: ListedOffer[] }).items;
}

async function productStock(page: Page, slug: string, offerId: string): Promise<number | null | undefined> {
  const product = (await (await page.request.get(`${PUBLIC}/product/${slug}`)).json()) as {
    offers: { id: string; stock: number | null }[];
  };
  return product.offers.find((offer) => offer.id === offerId)?.stock;
}

/** Opens the stock panel of an offer delivered by hand, from the offer list. */
async function openStockPanel(page: Page, title: string) {
  await page
    .getByRole('button', { name: `Наличие: ${title}` })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'Наличие' });
}

/** Fresh keys for this run, so repeated runs against one server never collide with stocked ones. */
const freshKeys = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${String(index + 1).padStart(4, '0')}-Z${index}Q`);

test('a seller stocks a key offer by paste and file, removes a key and sets a quantity on a manual offer', async ({
  page,
}, testInfo) => {
  // Each project signs in as its own demo shop: the server holds back a second code to one address.
  const email = testInfo.project.name === 'mobile' ? 'seller7@demo.lootmarket.ru' : 'seller6@demo.lootmarket.ru';
  await signInByApi(page, email);
  const profileId = ((await (await page.request.get(`${PRIVATE}/profile/frontend`)).json()) as { user_id: string })
    .user_id;
  const offers = await ownOffers(page);
  // A paused offer is off the product page, so only offers on sale can show their new stock there.
  const keyOffer = offers.find((offer) => offer.isActive && offer.autoDelivery);
  // A Steam top-up counts its stock in its wallet's units, not in pieces.
  const manualOffer = offers.find(
    (offer) => offer.isActive && !offer.autoDelivery && offer.product.productType !== 'steam_top_up',
  );
  expect(keyOffer, 'the demo shop sells a key offer').toBeDefined();
  expect(manualOffer, 'the demo shop sells a manual offer').toBeDefined();
  const before = keyOffer!.stock ?? 0;
  const run = `${testInfo.project.name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;

  await page.goto(`/${profileId}/my-offers`);
  await expect(page.getByRole('heading', { name: 'Мои предложения' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'seller-stock-list', { fullPage: false });

  // Paste: two new keys and one repeated line.
  const row = page
    .getByTestId('seller-offer')
    .filter({ has: page.getByRole('button', { name: `Ключи: ${keyOffer!.title}` }) })
    .first();
  await row.getByRole('button', { name: `Ключи: ${keyOffer!.title}` }).click();
  const panel = page.getByRole('dialog', { name: 'Наличие' });
  await expect(panel).toBeVisible();
  const [first, second] = freshKeys(`${run}-P`, 2);
  await panel.getByLabel('Ключи, по одному в строке').fill(`  ${first}  \n${second}\n${first}\n`);
  await panel.getByRole('button', { name: 'Добавить ключи' }).click();
  const result = panel.getByRole('region', { name: 'Итог загрузки' });
  await expect(result.getByText('Добавлено').locator('..')).toContainText('2');
  await expect(result.getByText('Дубликаты').locator('..')).toContainText('1');
  await expect(result.getByText('Повтор в этой загрузке')).toBeVisible();
  // The list shows each key masked: its tail only, never the whole key.
  await expect(panel.getByRole('list', { name: 'Список ключей' })).toContainText(second!.slice(-4));
  await expect(panel.getByRole('list', { name: 'Список ключей' })).not.toContainText(second!);
  await saveScreenshot(page, testInfo, 'seller-stock-paste', { fullPage: false });

  // File: 10 new keys, one that is already stocked and one longer than the limit.
  const fileKeys = freshKeys(`${run}-F`, 10);
  await panel.getByTestId('key-file').setInputFiles({
    name: 'keys.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from([...fileKeys, second, 'X'.repeat(501)].join('\n')),
  });
  await expect(result.getByText('Добавлено').locator('..')).toContainText('10');
  await expect(result.getByText('Дубликаты').locator('..')).toContainText('1');
  await expect(result.getByText('Отклонено').locator('..')).toContainText('1');
  await expect(result.getByText('Уже есть в наличии')).toBeVisible();
  await expect(panel.getByText(`Сейчас в наличии:`)).toContainText(String(before + 12));
  await saveScreenshot(page, testInfo, 'seller-stock-file', { fullPage: false });

  // A file of another kind never leaves the browser.
  await panel
    .getByTestId('key-file')
    .setInputFiles({ name: 'keys.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
  await expect(panel.getByRole('alert')).toHaveText('Загрузите текстовый файл .txt или .csv');

  // The product page shows the new stock at once.
  expect(await productStock(page, keyOffer!.product.slug, keyOffer!.id)).toBe(before + 12);

  // Remove one unsold key.
  await panel.getByRole('checkbox', { name: `Выбрать ключ ••••${fileKeys[9]!.slice(-4)}` }).check();
  await panel.getByRole('button', { name: 'Удалить выбранные (1)' }).click();
  await expect(panel.getByText(`Сейчас в наличии:`)).toContainText(String(before + 11));
  expect(await productStock(page, keyOffer!.product.slug, keyOffer!.id)).toBe(before + 11);
  await page.keyboard.press('Escape');
  await expect(row).toContainText(String(before + 11));

  // A manual offer takes a quantity.
  const manual = await openStockPanel(page, manualOffer!.title);
  await manual.getByLabel('Количество, шт.').fill('7');
  await saveScreenshot(page, testInfo, 'seller-stock-quantity', { fullPage: false });
  await manual.getByRole('button', { name: 'Сохранить остаток' }).click();
  await expect(manual.getByText('Сейчас в наличии:')).toContainText('7 шт.');
  expect(await productStock(page, manualOffer!.product.slug, manualOffer!.id)).toBe(7);
  await page.keyboard.press('Escape');

  // A tenge top-up's stock is an amount in tenge: nothing, or at least the 500 ₸ Steam credits at the least.
  const tengeOffer = offers.find((offer) => offer.isActive && offer.product.slug === 'steam-popolnenie-kazahstan');
  expect(tengeOffer, 'the demo shop tops up tenge wallets').toBeDefined();
  const tenge = await openStockPanel(page, tengeOffer!.title);
  await tenge.getByLabel('Сумма, ₸').fill('7');
  await tenge.getByRole('button', { name: 'Сохранить остаток' }).click();
  await expect(tenge.getByRole('alert')).toHaveText('0 или от 500 ₸: меньше Steam не зачисляет');
  // Its cap per order is in tenge too.
  await expect(tenge.getByText('По умолчанию — 100 000 ₸')).toBeVisible();
  await expect(tenge.getByLabel('Не больше, ₸ в заказе')).toBeVisible();
  await saveScreenshot(page, testInfo, 'seller-stock-top-up', { fullPage: false });
  expect(await productStock(page, tengeOffer!.product.slug, tengeOffer!.id)).toBe(tengeOffer!.stock);
});

test('the shop analytics draw the period day by day, earned net of fees or pieces sold', async ({ page }, testInfo) => {
  const email = testInfo.project.name === 'mobile' ? 'seller9@demo.lootmarket.ru' : 'seller8@demo.lootmarket.ru';
  await signInByApi(page, email);
  const profileId = ((await (await page.request.get(`${PRIVATE}/profile/frontend`)).json()) as { user_id: string })
    .user_id;
  // A shop that set its hours is past the getting-started checklist and sees its analytics.
  const days = [1, 2, 3, 4, 5, 6, 7].map((day) =>
    day === 7 ? { day, open: true, from: '10:00', to: '22:00' } : { day, open: true, from: '00:00', to: '24:00' },
  );
  const saved = await page.request.put(`${PRIVATE}/seller/schedule`, {
    data: { timeZone: 'Europe/Moscow', days, vacation: { on: false, until: null } },
    headers: { origin: testInfo.project.use.baseURL ?? '' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto(`/${profileId}/shop/analytics?group=products&metric=earned`);
  const chart = page.getByTestId('analytics-chart');
  await expect(chart).toContainText('Заработано чистыми по дням');
  await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /^Заработано чистыми по дням: \d/);
  await saveScreenshot(page, testInfo, 'seller-analytics-earned');
  await page.goto(`/${profileId}/shop/analytics?group=offers&metric=sold`);
  await expect(page.getByTestId('analytics-chart')).toContainText('Продано по дням');
  await saveScreenshot(page, testInfo, 'seller-analytics-sold');
});

test('the seller named in the buy box links to the shop’s storefront', async ({ page }) => {
  await page.goto('/product/hades-ii-key');
  const seller = page.getByRole('form', { name: 'Покупка' }).getByRole('link');
  await expect(seller).toHaveAttribute('href', /^\/seller\/\d+$/);
  const name = await seller.innerText();
  await seller.click();
  await expect(page).toHaveURL(/\/seller\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});
