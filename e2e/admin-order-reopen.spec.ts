import { expect, test } from './fixtures';
import { pageOnProjectDevice } from './contexts';
import { answerBank, buyKey, continueAsGuest } from './guest-checkout';
import { saveScreenshot } from './screenshots';
import { signInByApi } from './sign-in';

test('support re-opens a completed order with a reason; the buyer sees 48 hours to complain and opens a dispute', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const device = testInfo.project.name;
  const reason = `Покупатель пишет, что ключ заблокирован (${device}, ${Date.now()})`;

  // A guest buys a key and confirms receipt: the order is completed.
  await buyKey(page, request);
  await continueAsGuest(page, `reopen-${device}-${Date.now()}@mail.ru`);
  const { orderId } = await answerBank(page, 'Оплатить');
  await page.getByRole('button', { name: 'Подтвердить получение' }).click();
  await page
    .getByRole('dialog', { name: 'Подтвердить получение?' })
    .getByRole('button', { name: 'Да, товар получен' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Завершён' })).toBeVisible();

  // Support opens the order in the console and re-opens it with a reason.
  const admin = await pageOnProjectDevice(browser, testInfo);
  await admin.goto('/');
  await signInByApi(admin, 'admin@demo.lootmarket.ru');
  await admin.goto(`/admin/orders/${orderId}`);
  const form = admin.getByRole('form', { name: 'Открыть заказ повторно' });
  await form.getByLabel('Причина — её увидят покупатель и продавец').fill(reason);
  await form.getByRole('button', { name: 'Открыть повторно' }).click();
  await expect(admin.getByText('Заказ открыт повторно: у сторон 48 часов')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'История' })).toContainText('Заказ открыт повторно по жалобе');
  await saveScreenshot(admin, testInfo, `admin-order-reopened-${device}`);

  // The buyer's page says why, until when a dispute may be opened, and lets them open one.
  await page.reload();
  const notice = page.getByTestId('reopened-notice');
  await expect(notice).toContainText('Поддержка открыла заказ повторно');
  await expect(notice).toContainText(`Причина: ${reason}`);
  await expect(notice).toContainText('Если с товаром проблема, откройте спор до');
  await expect(page.getByTestId('order-countdown')).toContainText(/1 д 23:5\d:\d\d|2 д 00:00:00/);
  await saveScreenshot(page, testInfo, `order-reopened-buyer-${device}`);
  await page.getByRole('button', { name: 'Открыть спор' }).click();
  const dialog = page.getByRole('dialog', { name: 'Открыть спор' });
  await dialog.getByRole('radio', { name: 'Ключ или товар не работает' }).check();
  await dialog.getByLabel('Что случилось').fill('Ключ заблокирован издателем через день после активации');
  await dialog.getByRole('button', { name: 'Открыть спор' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Открыть спор' })).toHaveCount(0);
});
