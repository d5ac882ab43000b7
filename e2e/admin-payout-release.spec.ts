import { expect, test, type Page, type TestInfo } from './fixtures';
import { pageOnProjectDevice } from './contexts';
import { saveScreenshot } from './screenshots';
import { latestCode, signInByApi } from './sign-in';

const PRIVATE = '/api/gw/private/v1';
const SELLER = 'seller@demo.lootmarket.ru';

async function bothWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreenshot(page, testInfo, name);
  await page.setViewportSize({ width: 375, height: 740 });
  await saveScreenshot(page, testInfo, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

/** One of the demo shop's paid orders waiting for the seller, refunded by support: the seller now has a refund. */
async function refundOneSale(admin: Page): Promise<void> {
  const found = await admin.request.get(`${PRIVATE}/admin/orders?q=${SELLER}&status=PROCESSING`);
  const [order] = ((await found.json()) as { items: { id: string }[] }).items;
  expect(order, 'the demo shop has a paid order waiting').toBeTruthy();
  const refunded = await admin.request.post(`${PRIVATE}/admin/orders/${order!.id}/refund`, {
    data: { full: true, reason: 'Продавец не успел выполнить заказ' },
    headers: { ...originOf(admin), 'idempotency-key': `payout-release-${Date.now()}` },
  });
  expect(refunded.status(), await refunded.text()).toBe(200);
}

/** The seller asks for a withdrawal by SBP with the code from the mailbox. */
async function withdraw(seller: Page, amount: number): Promise<void> {
  const request = { type: 'sbp', amount, currency: 'rub', phone: '+7 (903) 111-22-33', bank_id: '100000000111' };
  const key = `payout-release-${Date.now()}`;
  const headers = { ...originOf(seller), 'idempotency-key': key };
  const since = Date.now();
  const asked = await seller.request.post(`${PRIVATE}/wallet/outcomes/confirmation`, { data: request, headers });
  expect(asked.status(), await asked.text()).toBe(200);
  const code = await latestCode(seller.request, SELLER, since);
  const made = await seller.request.post(`${PRIVATE}/wallet/outcomes`, { data: { ...request, code }, headers });
  expect(made.ok(), await made.text()).toBe(true);
}

test('a payout held for risk is paid out only once a second staff member approves it @desktop-only', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const admin = await pageOnProjectDevice(browser, testInfo);
  await admin.goto('/');
  await signInByApi(admin, 'admin@demo.lootmarket.ru');
  await refundOneSale(admin);

  const seller = await pageOnProjectDevice(browser, testInfo);
  await seller.goto('/');
  await signInByApi(seller, SELLER);
  await withdraw(seller, 123_400);

  // Staff A: the card says why it waits and offers no single-person approval; A asks for the payout.
  await admin.goto('/admin/payouts');
  const card = admin.getByRole('listitem', { name: /Вывод 1\s234\s₽/ }).first();
  await expect(card).toContainText('Возвраты по заказам за 30 дней');
  await expect(card).toContainText('выплату подтверждают два сотрудника');
  await expect(card.getByRole('button', { name: 'Одобрить' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Запросить выплату' }).click();
  await card.getByLabel('Почему вывод можно выплатить').fill('Возврат был по вине покупателя, продавец надёжный');
  await card.getByRole('button', { name: 'Отправить на подтверждение' }).click();
  await expect(admin.getByText('Выплата ждёт подтверждения другого сотрудника')).toBeVisible();
  await expect(card).toContainText('Подтвердить выплату должен другой сотрудник.');
  await expect(card.getByRole('button', { name: 'Подтвердить выплату' })).toHaveCount(0);
  await bothWidths(admin, testInfo, 'admin-payout-release-requested');

  // Staff A cannot approve it from the queue either.
  await admin.goto('/admin/orders?stage=approvals');
  const mine = admin
    .getByRole('list', { name: 'Ожидают второго подтверждения' })
    .getByRole('listitem', { name: 'Выплата после проверки риска' })
    .first();
  await mine.getByRole('button', { name: 'Подтвердить и выполнить' }).click();
  await expect(admin.getByText('Подтвердить запрос должен другой сотрудник')).toBeVisible();

  // Staff B (finance) sees the request on the card and approves it: the payout goes to the provider.
  const finance = await pageOnProjectDevice(browser, testInfo);
  await finance.goto('/');
  await signInByApi(finance, 'finance@demo.lootmarket.ru');
  await finance.goto('/admin/orders?stage=approvals');
  await expect(
    finance.getByRole('list', { name: 'Ожидают второго подтверждения' }).getByRole('listitem', {
      name: 'Выплата после проверки риска',
    }),
  ).not.toHaveCount(0);
  await bothWidths(finance, testInfo, 'admin-approvals-payout-release');
  await finance.goto('/admin/payouts');
  const waiting = finance.getByRole('listitem', { name: /Вывод 1\s234\s₽/ }).first();
  await expect(waiting).toContainText('Выплату запросил(а)');
  await expect(waiting).toContainText('Возврат был по вине покупателя');
  await waiting.getByRole('button', { name: 'Подтвердить выплату' }).click();
  await expect(finance.getByText('Выплата подтверждена и отправлена в платёжную систему')).toBeVisible();
  await finance.goto('/admin/payouts?status=outcome_status_approved');
  await expect(finance.getByRole('listitem', { name: /Вывод 1\s234\s₽/ }).first()).toBeVisible();
});
