import { request as http } from '@playwright/test';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';
import { signInByApi } from './sign-in';

const PRIVATE = '/api/gw/private/v1';

interface ListedOffer {
  id: string;
  autoDelivery: boolean;
  stock: number | null;
}

test('a seller makes an API token in the browser, a program stocks keys with it, and revoking stops it', async ({
  page,
  baseURL,
}, testInfo) => {
  await signInByApi(page, 'seller10@demo.lootmarket.ru');
  const profileId = ((await (await page.request.get(`${PRIVATE}/profile/frontend`)).json()) as { user_id: string })
    .user_id;
  const offers = (
    (await (await page.request.get(`${PRIVATE}/offer/list?limit=100`)).json()) as { items: ListedOffer[] }
  ).items;
  const keyOffer = offers.find((offer) => offer.autoDelivery && offer.stock !== null);
  expect(keyOffer, 'a key offer of the demo shop').toBeTruthy();

  await page.goto(`/${profileId}/shop/api`);
  await expect(page.getByRole('heading', { name: 'API', level: 1 })).toBeVisible();
  await page.getByLabel('Название').fill('Склад');
  await page.getByRole('checkbox', { name: /offers:read/ }).check();
  await page.getByRole('checkbox', { name: /stock:write/ }).check();
  await page.getByRole('button', { name: 'Создать токен' }).click();
  const created = page.getByTestId('created-token');
  await expect(created).toContainText('Скопируйте его сейчас');
  const token = (await created.locator('code').first().textContent())!.trim();
  expect(token).toMatch(/^lm_test_[0-9A-Za-z]{40}$/);
  await saveScreenshot(page, testInfo, 'api-token-created');

  // The program has no cookie and no page: only the token.
  const program = await http.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  try {
    const keys = Array.from({ length: 3 }, (_, index) => `APIK-${Date.now()}-${index}`).join('\n');
    const stocked = await program.put(`${PRIVATE}/seller/stock/${keyOffer!.id}`, {
      data: { mode: 'keys', text: keys },
    });
    expect(stocked.status(), await stocked.text()).toBe(200);
    expect(((await stocked.json()) as { upload: { added: number } }).upload.added).toBe(3);
    const price = await program.patch(`${PRIVATE}/offer/change/price`, {
      data: { offers: [{ id: keyOffer!.id, price: 100 }] },
    });
    expect(price.status()).toBe(403);
    expect(await price.json()).toMatchObject({ details: { missingScope: 'offers:write' } });

    await page.getByRole('button', { name: 'Готово' }).click();
    const listed = page.getByTestId('api-token').filter({ hasText: 'Склад' }).first();
    await page.reload();
    await expect(listed).toContainText('127.0.0.1');
    await page.setViewportSize({ width: 375, height: 740 });
    await saveScreenshot(page, testInfo, 'api-tokens');
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(page, testInfo, 'api-tokens');
    await listed.getByRole('button', { name: 'Отозвать' }).click();
    await expect(listed).toContainText('Отозван');
    expect((await program.get(`${PRIVATE}/offer/list`)).status()).toBe(401);
  } finally {
    await program.dispose();
  }
});
