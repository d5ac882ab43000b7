import { expect, test } from './fixtures';
import { pageOnProjectDevice } from './contexts';
import { saveScreenshot } from './screenshots';
import { signInByApi } from './sign-in';

const PRIVATE = '/api/gw/private/v1';
/** The finance staff role (UserRole.Finance). */
const FINANCE = 5;

test('a refund of 10 000 ₽ asked by one staff member waits for another, who approves it; the buyer sees it and why', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const device = testInfo.project.name;
  const reason = `Продавец не выполнил пополнение (${device}, ${Date.now()})`;

  // The buyer tops up Steam for 10 000 ₽: with the fee, more than the four-eyes line.
  await page.goto('/');
  await signInByApi(page, `four-eyes-${device}-${Date.now()}@mail.ru`);
  await page.goto('/product/steam-popolnenie-rossiya');
  await page.getByLabel('Сумма пополнения, ₽').fill('10000');
  await page.getByLabel('Логин Steam').fill('ivan_petrov');
  await page.getByRole('button', { name: 'Купить' }).first().click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await page.waitForURL(/\/order-status\/[0-9a-f-]{36}/);
  const orderId = new URL(page.url()).pathname.split('/').at(-1)!;

  // Staff A finds the order by the number the seller sees and asks for the refund.
  const first = await pageOnProjectDevice(browser, testInfo);
  await first.goto('/');
  await signInByApi(first, 'admin@demo.lootmarket.ru');
  await first.goto(`/admin/orders?stage=all&q=${encodeURIComponent(orderId.slice(0, 8).toUpperCase())}`);
  await first.getByRole('list', { name: 'Найденные заказы' }).getByRole('link').first().click();
  await first.waitForURL(`**/admin/orders/${orderId}`);
  await expect(first.getByRole('region', { name: 'История' })).toContainText('Оплата получена');
  const form = first.getByRole('form', { name: 'Возврат покупателю' });
  await form.getByLabel('Причина — её увидит покупатель').fill(reason);
  await expect(form).toContainText('после подтверждения другим сотрудником');
  await form.getByRole('button', { name: 'Запросить возврат' }).click();
  await expect(first.getByRole('region', { name: 'Возврат покупателю' })).toContainText('ждёт второго подтверждения');
  await saveScreenshot(first, testInfo, `admin-order-refund-requested-${device}`);

  // Staff A cannot approve it; staff B sees it in the queue and does.
  await first.goto('/admin/orders?stage=approvals');
  const mine = first
    .getByRole('list', { name: 'Ожидают второго подтверждения' })
    .getByRole('listitem')
    .filter({ hasText: reason });
  await mine.getByRole('button', { name: 'Подтвердить и выполнить' }).click();
  await expect(first.getByText('Подтвердить запрос должен другой сотрудник')).toBeVisible();

  // Staff B: a new member of the finance team, given the role by the superadmin.
  const second = await pageOnProjectDevice(browser, testInfo);
  await second.goto('/');
  const financeEmail = `finance-${device}-${Date.now()}@mail.ru`;
  await signInByApi(second, financeEmail);
  const me = (await (await second.request.get(`${PRIVATE}/profile/frontend`)).json()) as { user_id: string };
  const granted = await first.request.put(`${PRIVATE}/admin/users/${me.user_id}/staff-roles`, {
    data: { roles: [FINANCE], reason: 'Второй сотрудник финансов' },
    headers: { origin: new URL(first.url()).origin },
  });
  expect(granted.status()).toBe(200);
  // A fresh session carries the new role.
  await signInByApi(second, financeEmail);
  await second.goto('/admin/orders?stage=approvals');
  const waiting = second
    .getByRole('list', { name: 'Ожидают второго подтверждения' })
    .getByRole('listitem')
    .filter({ hasText: reason });
  await expect(waiting).toContainText('Возврат по заказу');
  await saveScreenshot(second, testInfo, `admin-four-eyes-queue-${device}`);
  await waiting.getByRole('button', { name: 'Подтвердить и выполнить' }).click();
  await expect(second.getByText('Запрос подтверждён и выполнен')).toBeVisible();
  await expect(waiting).toHaveCount(0);

  await second.goto(`/admin/orders/${orderId}`);
  await expect(second.getByRole('region', { name: 'История' })).toContainText('Деньги возвращены покупателю');
  await expect(second.getByRole('list', { name: 'Возвраты вручную' })).toContainText('выполнен');
  await saveScreenshot(second, testInfo, `admin-order-refunded-${device}`);

  // The buyer reads that the money came back and why.
  await page.reload();
  // No dispute was opened: it reads as support's decision with its reason, not as a dispute (decision 050).
  await expect(page.getByTestId('dispute-outcome')).toContainText('Возврат по решению поддержки');
  await expect(page.getByTestId('dispute-outcome')).toContainText('Вам возвращено');
  await expect(page.getByTestId('dispute-outcome')).not.toContainText('Другая причина');
  await expect(page.getByTestId('dispute-note')).toHaveText(`Причина: ${reason}`);
  await saveScreenshot(page, testInfo, `four-eyes-buyer-refunded-${device}`);
});
