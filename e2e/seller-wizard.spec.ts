import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';
import { signInByApi } from './sign-in';

const PRIVATE = '/api/gw/private/v1';
/** A small violet PNG for the offer's picture. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbklEQVR4nO2SAQkAURSDluuyWdkOF2M8/mABVBY+Ty91AiZgvSK7kHeXOgETsF6RXci7S52ACVivyC7k3aVOwASsV2QX8u5SJ2AC1iuyC3l3qRMwAesV2YW8u9QJmID1iuxC3l3qBEzAekVevtAPgoVe8eVhPrkAAAAASUVORK5CYII=',
  'base64',
);

test('a seller creates a key offer through the wizard; the draft survives a reload; the offer lists in my offers', async ({
  page,
}, testInfo) => {
  // Each project signs in as its own demo shop: the server holds back a second code to one address.
  const email = testInfo.project.name === 'mobile' ? 'seller8@demo.lootmarket.ru' : 'seller@demo.lootmarket.ru';
  await signInByApi(page, email);
  const profileId = ((await (await page.request.get(`${PRIVATE}/profile/frontend`)).json()) as { user_id: string })
    .user_id;
  const title = `DLC ключ ${testInfo.project.name} ${Date.now().toString(36)}`;

  await page.goto(`/${profileId}/my-offers`);
  await page.getByRole('link', { name: 'Новое предложение' }).click();
  await expect(page.getByRole('heading', { name: 'Новое предложение', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Где продаёте?' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'seller-wizard-listing', { fullPage: false });

  // Step 1: the listing, found by name.
  await page.getByLabel('Игра или сервис').fill('DLC');
  await expect(page.getByText(/^Найдено: [1-9]/)).toBeVisible();
  await page.getByRole('button', { name: /^DLC/ }).first().click();

  // Step 2: the product type, then the product.
  await expect(page.getByRole('heading', { name: 'Что продаёте?' })).toBeVisible();
  await expect(page).toHaveURL(/\?draft=[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Ключ игры или DLC' }).click();
  await expect(page.getByRole('button', { name: 'Ключ игры или DLC' })).toHaveAttribute('aria-pressed', 'true');
  await saveScreenshot(page, testInfo, 'seller-wizard-product', { fullPage: false });
  await page
    .getByRole('button', { name: /Phantom Liberty/ })
    .first()
    .click();

  // Step 3: the form the server defines for a key product.
  const form = page.getByTestId('wizard-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Название предложения').fill(title);
  await form.getByLabel('Цена за штуку').fill('349');
  await expect(page.getByTestId('wizard-price-note')).toContainText('Покупатель заплатит');
  await form.getByRole('combobox', { name: 'Наличие' }).selectOption('keys');
  await form.getByRole('button', { name: '30 минут' }).click();
  await expect(form.getByLabel('Срок выдачи')).toHaveValue('30');
  await form.getByLabel('Описание').fill('Ключ Steam для России и СНГ, выдача сразу после оплаты.');
  await form
    .getByLabel('Добавить картинку')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(form.getByRole('button', { name: 'Убрать картинку' })).toBeVisible();
  await expect(page.getByTestId('wizard-save-state')).toHaveText('Черновик сохранён');
  await saveScreenshot(page, testInfo, 'seller-wizard-form');

  // A reload resumes the same draft with everything typed.
  await page.reload();
  await expect(form.getByLabel('Название предложения')).toHaveValue(title);
  await expect(form.getByLabel('Цена за штуку')).toHaveValue('349');
  await expect(form.getByRole('combobox', { name: 'Наличие' })).toHaveValue('keys');
  await expect(form.getByLabel('Срок выдачи')).toHaveValue('30');
  await expect(form.getByRole('button', { name: 'Убрать картинку' })).toBeVisible();

  await form.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page).toHaveURL(new RegExp(`/${profileId}/my-offers\\?status=out_of_stock$`));
  const row = page.getByTestId('seller-offer').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Нет в наличии');
  await saveScreenshot(page, testInfo, 'seller-wizard-published', { fullPage: false });

  // The seller's list and the offer's page carry what the wizard set.
  const list = (await (await page.request.get(`${PRIVATE}/offer/list?text=Phantom`)).json()) as {
    items: { id: string; title: string; description: string; images: unknown[] }[];
  };
  const listed = list.items.find((item) => item.title === title);
  expect(listed).toMatchObject({ description: 'Ключ Steam для России и СНГ, выдача сразу после оплаты.' });
  expect(listed!.images).toHaveLength(1);

  // The product page shows the seller's title, description and picture beside the offer.
  const slug = (
    (await (await page.request.get(`${PRIVATE}/offer/page/${listed!.id}`)).json()) as {
      product: { slug: string };
    }
  ).product.slug;
  await page.goto(`/product/${slug}`);
  const details = page.getByTestId('offer-details').filter({ hasText: title });
  await expect(details).toContainText('Ключ Steam для России и СНГ');
  await expect(details.locator('img')).toHaveCount(1);
  await details.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'seller-wizard-product-page', { fullPage: false });
  await page.goto(`/${profileId}/my-offers?status=out_of_stock`);

  // Editing opens the same form with the offer's values.
  await row.getByRole('link', { name: `Изменить: ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Изменить предложение', level: 1 })).toBeVisible();
  await expect(form.getByLabel('Название предложения')).toHaveValue(title);
  await form.getByLabel('Цена за штуку').fill('399');
  await form.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page).toHaveURL(new RegExp(`/${profileId}/my-offers$`));
  const page2 = (await (await page.request.get(`${PRIVATE}/offer/page/${listed!.id}`)).json()) as {
    price: { amount: number };
  };
  expect(page2.price.amount).toBe(39_900);
});
