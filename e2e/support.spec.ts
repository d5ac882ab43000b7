import { expect, test, type Page } from './fixtures';
import { pageOnProjectDevice } from './contexts';
import { saveScreenshot } from './screenshots';
import { signInByApi } from './sign-in';

const PRIVATE = '/api/gw/private/v1';

/** Past the suite's per-address limit a paid order waits for support first; support clears it then. */
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

test('a buyer writes to support from an order; staff answer from the queue; the buyer reads the answer and its notification', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const device = testInfo.project.name;
  const admin = await pageOnProjectDevice(browser, testInfo);
  await admin.goto('/');
  await signInByApi(admin, 'admin@demo.lootmarket.ru');

  // The buyer pays for a top-up and opens a ticket from the order page.
  await page.goto('/');
  await signInByApi(page, `support-${device}-${Date.now()}@mail.ru`);
  await page.goto('/product/genshin-kristally-60');
  await page.getByLabel('UID игрока').fill('800123456');
  await page.getByLabel('Сервер').selectOption('europe');
  await page.getByRole('button', { name: 'Купить' }).first().click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await page.waitForURL(/\/order-status\/[0-9a-f-]{36}/);
  const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
  await clearRiskHold(admin, orderId);

  await page.getByRole('link', { name: 'Написать в поддержку' }).click();
  await page.waitForURL(/\/support\?order=/);
  const form = page.getByRole('form', { name: 'Новое обращение' });
  await expect(form.getByText(`Заказ ${orderId.slice(0, 8).toUpperCase()}`)).toBeVisible();
  const question = `Кристаллы не пришли, заказ ${orderId.slice(0, 8)}`;
  await form.getByLabel('Сообщение').fill(question);
  await saveScreenshot(page, testInfo, `support-new-ticket-${device}`);
  await form.getByRole('button', { name: 'Отправить' }).click();
  await page.waitForURL(/\/support\/[0-9a-f-]{36}$/);
  const ticketPath = new URL(page.url()).pathname;
  const ticketId = ticketPath.split('/').at(-1)!;
  await expect(page.getByText(question)).toBeVisible();
  await expect(page.getByTestId('ticket-status')).toHaveText('Открыто');

  // Staff find it in the queue, waiting, and answer.
  await admin.goto('/admin/support?who=unassigned');
  await expect(admin.getByTestId('queue-stats')).toContainText('Ждут ответа');
  await saveScreenshot(admin, testInfo, `support-queue-${device}`);
  await admin.locator(`a[href="/admin/support/${ticketId}"]`).click();
  await admin.waitForURL(`**/admin/support/${ticketId}`);
  await expect(admin.getByText(question)).toBeVisible();
  const answer = 'Проверили: продавец начислит кристаллы в течение часа.';
  await expect(async () => {
    await admin.getByLabel('Сообщение').fill(answer);
    await admin.getByRole('button', { name: 'Отправить' }).click();
    await expect(admin.getByText(answer)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(admin.getByTestId('ticket-status')).toHaveText('Ждёт пользователя');
  await saveScreenshot(admin, testInfo, `support-staff-ticket-${device}`);

  // The buyer sees the answer on the ticket and a notification about it.
  await page.reload();
  await expect(page.getByText(answer)).toBeVisible();
  await expect(page.getByTestId('ticket-status')).toHaveText('Ждёт вашего ответа');
  await saveScreenshot(page, testInfo, `support-ticket-answered-${device}`);
  const profileId = ticketPath.split('/')[1];
  await expect(async () => {
    await page.goto(`/${profileId}/notifications`);
    await expect(page.getByText('Ответ поддержки').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.goto(`/${profileId}/support`);
  await expect(page.locator(`a[href="${ticketPath}"]`)).toContainText('Ждёт вашего ответа');
  await saveScreenshot(page, testInfo, `support-my-tickets-${device}`);
  await admin.context().close();
});
