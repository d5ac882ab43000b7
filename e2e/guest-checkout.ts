import { expect, type APIRequestContext, type Page } from '@playwright/test';

const KEYS = [
  'Black Myth: Wukong',
  'Euro Truck Simulator 2',
  'It Takes Two',
  'Sea of Thieves',
  'Dead by Daylight',
  'Rust',
  'Grand Theft Auto V',
  'Hades II',
  'Dying Light 2',
  'Atomic Heart',
  'Resident Evil 4',
  'Sons of the Forest',
  'Satisfactory',
  'Valheim',
  'Left 4 Dead 2',
];
const slugOf = (title: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-key`;

/** A key product whose cheapest offer (the one the page picks) is in stock. */
export async function keyProductInStock(request: APIRequestContext): Promise<string> {
  for (const title of KEYS) {
    const response = await request.get(`/api/gw/public/v1/product/${slugOf(title)}`);
    if (!response.ok()) continue;
    const { offers } = (await response.json()) as { offers: { inStock: boolean }[] };
    if (offers[0]?.inStock) return slugOf(title);
  }
  throw new Error('no demo key product has its cheapest offer in stock');
}

/** Opens a key product (one in stock unless `slug` names it), fills what it asks for and presses «Купить». */
export async function buyKey(page: Page, request: APIRequestContext, slug?: string): Promise<void> {
  await page.goto(`/product/${slug ?? (await keyProductInStock(request))}`);
  const login = page.getByLabel('Логин Steam');
  if (await login.count()) {
    await login.fill('ivan_petrov');
    await page
      .getByLabel('Ссылка на обмен Steam')
      .fill('https://steamcommunity.com/tradeoffer/new/?partner=12345&token=abc');
  } else if (await page.getByLabel('E-mail для получения').count()) {
    await page.getByLabel('E-mail для получения').fill('buyer@example.ru');
  }
  await page.getByRole('button', { name: 'Купить' }).first().click();
}

/** Continues checkout as a guest with `email` and waits for the sandbox bank's page. */
export async function continueAsGuest(page: Page, email: string): Promise<void> {
  await page.getByRole('dialog', { name: 'Вход / Авторизация' }).getByRole('button', { name: 'Пропустить' }).click();
  const guest = page.getByRole('dialog', { name: 'Оформление заказа' });
  await guest.getByLabel('E-mail').fill(email);
  await guest.getByRole('button', { name: 'Продолжить' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
}

/** Presses a button on the sandbox bank's page and waits to be back on the order's status page. */
export async function answerBank(
  page: Page,
  button: 'Оплатить' | 'Ошибка банка',
): Promise<{ orderId: string; search: string }> {
  await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL(/\/order-status\/[0-9a-f-]{36}/);
  const url = new URL(page.url());
  return { orderId: url.pathname.split('/').at(-1)!, search: url.search };
}
