import { expect, test, waitingForHydration } from './fixtures';
import { saveScreenshot } from './screenshots';
import { signIn } from './sign-in';

test('an approved seller application turns the header into the seller menu', async ({ page, browser }, testInfo) => {
  // The shared admin account may have been sent a code by another journey: the mailbox holds the next one back for 45 s.
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const telegram = `seller_${project}`;
  const applicant = `applicant-${project}@mail.ru`;
  await signIn(page, applicant);
  const href = await page.getByRole('banner').getByRole('link', { name: 'Профиль' }).first().getAttribute('href');
  // A wide screen lands on the purchases; the way to sell stays in sight beside them.
  await page.goto(href!);
  await expect(page).toHaveURL(/\/orders$/);
  const entry = page.getByRole('region', { name: 'Продажи' });
  await expect(entry.getByRole('link', { name: 'Условия для продавцов' })).toHaveAttribute('href', '/sell');
  await entry.getByRole('button', { name: 'Стать продавцом' }).click();

  const modal = page.getByRole('dialog', { name: 'Стать продавцом' });
  await expect(modal.getByRole('heading', { name: 'Правила для продавцов' })).toBeVisible();
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal.getByText('Это поле обязательно')).toHaveCount(2);
  await modal.getByLabel(/Telegram ID/).fill('bad id');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal.getByText('Неверный формат ID')).toBeVisible();
  await modal.getByLabel(/Telegram ID/).fill(telegram);
  await modal.getByRole('checkbox').check();
  await saveScreenshot(page, testInfo, 'seller-application-form', { fullPage: false });
  await modal.getByRole('button', { name: 'OK' }).click();
  const thanks = page.getByRole('dialog', { name: 'Спасибо за заявку!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Applied: the profile and /sell say it is being reviewed instead of offering the form again.
  await expect(entry.getByRole('status')).toContainText('Заявка продавца на рассмотрении');
  await page.reload();
  await expect(entry.getByRole('status')).toContainText('Заявка продавца на рассмотрении');
  await saveScreenshot(page, testInfo, 'seller-application-pending', { fullPage: false });
  await page.goto('/sell');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Заявка продавца на рассмотрении');
  await expect(page.getByRole('button', { name: 'Стать продавцом' })).toHaveCount(0);

  const adminContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
  });
  const admin = waitingForHydration(await adminContext.newPage());
  // Projects run side by side, so only one may sign the shared admin account in at a time per 45 s.
  await signIn(admin, project === 'desktop' ? 'admin@demo.lootmarket.ru' : 'seller@demo.lootmarket.ru');
  await admin.goto('/admin/seller-applications');
  if (project !== 'desktop') {
    // A seller is no admin: the page sends them home.
    await expect(admin).toHaveURL(/\/$/);
    await adminContext.close();
    return;
  }
  const item = admin.getByRole('listitem', { name: `Заявка @${telegram}` });
  await item.getByRole('button', { name: 'Одобрить' }).click();
  await expect(item.getByText('Одобрена')).toBeVisible();
  await saveScreenshot(admin, testInfo, 'admin-seller-applications');
  await adminContext.close();

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Магазин' })).toBeVisible();
  // The decision reaches the applicant in the app and by mail.
  await page.goto(`${href}/notifications`);
  await expect(page.getByText('Заявка продавца одобрена')).toBeVisible();
  await saveScreenshot(page, testInfo, 'seller-application-approved-notice', { fullPage: false });
  const { items } = (await (await page.request.get('/sandbox/mailbox.json')).json()) as {
    items: { to: string; subject: string }[];
  };
  expect(items.some((mail) => mail.to === applicant && mail.subject === 'Заявка продавца одобрена')).toBe(true);
});

test('the footer leads to the seller terms', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Продавцам' }).click();
  await expect(page).toHaveURL(/\/sell$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Продавайте');
});
