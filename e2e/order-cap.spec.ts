import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';
import { signIn } from './sign-in';

const PRIVATE = '/api/gw/private/v1';

interface ListedOffer {
  id: string;
  title: string;
  autoDelivery: boolean;
  maxPerOrder: number | null;
  effectiveMaxPerOrder: number;
  product: { productType: string };
}

test('a seller caps how many pieces one order may take, and goes back to the default', async ({ page }, testInfo) => {
  // Each project signs in as its own demo shop: the server holds back a second code to one address.
  const email = testInfo.project.name === 'mobile' ? 'seller9@demo.lootmarket.ru' : 'seller8@demo.lootmarket.ru';
  await page.goto('/');
  await signIn(page, email);
  const profileId = ((await (await page.request.get(`${PRIVATE}/profile/frontend`)).json()) as { user_id: string })
    .user_id;
  const { items } = (await (await page.request.get(`${PRIVATE}/offer/list?limit=100`)).json()) as {
    items: ListedOffer[];
  };
  // In pieces: a Steam top-up is capped in its wallet's units.
  const offer = items.find((item) => !item.autoDelivery && item.product.productType !== 'steam_top_up') ?? items[0]!;

  await page.goto(`/${profileId}/my-offers`);
  await expect(page.getByRole('heading', { name: 'Мои предложения' })).toBeVisible();
  await page
    .getByRole('button', { name: `${offer.autoDelivery ? 'Ключи' : 'Наличие'}: ${offer.title}` })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Наличие' });
  await expect(panel.getByText(`По умолчанию — ${offer.effectiveMaxPerOrder} шт.`)).toBeVisible();

  await panel.getByLabel('Не больше, шт. в заказе').fill('0');
  await panel.getByRole('button', { name: 'Сохранить ограничение' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Укажите число от 1 до 100000');
  await panel.getByLabel('Не больше, шт. в заказе').fill('2');
  await panel.getByRole('button', { name: 'Сохранить ограничение' }).click();
  await expect(panel.getByRole('status')).toHaveText('Сохранено');
  await saveScreenshot(page, testInfo, 'seller-order-cap', { fullPage: false });

  const listed = (await (await page.request.get(`${PRIVATE}/offer/list?limit=100`)).json()) as { items: ListedOffer[] };
  expect(listed.items.find((item) => item.id === offer.id)).toMatchObject({ maxPerOrder: 2, effectiveMaxPerOrder: 2 });

  // Back to the default, so other journeys buy from this shop as before.
  await panel.getByText(/^По умолчанию/).click();
  await panel.getByRole('button', { name: 'Сохранить ограничение' }).click();
  await expect(panel.getByRole('status')).toHaveText('Сохранено');
  const reset = (await (await page.request.get(`${PRIVATE}/offer/list?limit=100`)).json()) as { items: ListedOffer[] };
  expect(reset.items.find((item) => item.id === offer.id)?.maxPerOrder).toBeNull();
});
