import { expect, test, type Page } from './fixtures';
import { saveScreenshot } from './screenshots';
import { signIn, signInByApi } from './sign-in';

async function profileId(page: Page): Promise<string> {
  const href = await page.getByRole('banner').getByRole('link', { name: 'Профиль' }).first().getAttribute('href');
  return href!.slice(1);
}

test('an expired access cookie is renewed silently', async ({ page, context }, testInfo) => {
  await signIn(page, `refresh-${testInfo.project.name}@mail.ru`);
  await context.clearCookies({ name: 'access_token' });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Покупки' })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'access_token')).toBe(true);

  // The profile area waits for the renewal instead of sending the user away.
  const id = await profileId(page);
  await context.clearCookies({ name: 'access_token' });
  await page.goto(`/${id}/settings`);
  await expect(page.getByRole('heading', { name: 'Настройки' })).toBeVisible();
  // The profile area has no site header (spec §2).
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('guests are sent home from the profile area', async ({ page }) => {
  await page.goto('/12345/settings');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
});

test('a customer is sent home from the wallet and the withdrawal page', async ({ page }, testInfo) => {
  await signIn(page, `customer-wallet-${testInfo.project.name}@mail.ru`);
  const id = await profileId(page);
  // Spec §6 header sets: the wallet is no header entry, the profile menu holds it for sellers and streamers.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Кошелёк' })).toHaveCount(0);
  for (const path of [`/${id}/wallet`, `/${id}/withdrawal`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('the profile lands per screen width and renames the user', async ({ page, isMobile }, testInfo) => {
  await signIn(page, `profile-${testInfo.project.name}@mail.ru`);
  const id = await profileId(page);
  await page.goto('/99999999');
  await expect(page).toHaveURL(isMobile ? new RegExp(`/${id}$`) : new RegExp(`/${id}/orders$`));
  if (isMobile) {
    await expect(
      page.getByRole('navigation', { name: 'Профиль' }).getByRole('link', { name: 'Настройки' }),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'profile-menu');
    await page.getByRole('link', { name: 'Настройки' }).click();
  } else {
    await expect(page.getByRole('heading', { level: 1, name: 'Покупки' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'profile-orders');
    await page.getByRole('navigation', { name: 'Профиль' }).getByRole('link', { name: 'Настройки' }).click();
  }
  await page.getByLabel('Имя').fill('Новое Имя');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Имя сохранено')).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile-settings');
  await page.reload();
  await expect(page.getByLabel('Имя')).toHaveValue('Новое Имя');
});

test('connect-donations offers the streamer form and grants the role', async ({ page }, testInfo) => {
  await signIn(page, `streamer-${testInfo.project.name}@mail.ru`);
  const id = await profileId(page);
  await page.goto(`/${id}?action=connect-donations`);
  const slug = page.getByLabel('Адрес страницы');
  await slug.fill('admin');
  await expect(page.getByText('Этот адрес зарезервирован')).toBeVisible();
  await slug.fill(`stream-${testInfo.project.name}`);
  await expect(page.getByText('Адрес свободен')).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile-become-streamer');
  await page.getByRole('button', { name: 'Стать стримером' }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/donations/dashboard/stats$`));
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Донаты' })).toBeVisible();
});

test('«Предложить идею» in the profile sends an idea to the team', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, `idea-${testInfo.project.name}@mail.ru`);
  const id = (await (await page.request.get('/api/gw/private/v1/profile/frontend')).json()).user_id as string;
  // Phones reach the profile menu on its own page; wide screens show it beside every profile page.
  await page.goto(testInfo.project.name === 'mobile' ? `/${id}` : `/${id}/settings`);
  await page.getByRole('navigation', { name: 'Профиль' }).getByRole('button', { name: 'Предложить идею' }).click();
  const dialog = page.getByRole('dialog', { name: 'Предложить идею' });
  await dialog.getByLabel('Ваша идея').fill('Коротко');
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByText('Опишите идею: от 10 до 1000 символов')).toBeVisible();
  await dialog.getByLabel('Ваша идея').fill('Добавьте список желаний с уведомлением о скидке');
  await expect(dialog.getByText('47/1000')).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile-idea');
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Спасибо! Идея отправлена команде Лутмаркета')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Support reads it at /admin/ideas with the author's account and e-mail.
  const admin = await browser.newPage({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  await signInByApi(admin, 'admin@demo.lootmarket.ru');
  await admin.goto('/admin/ideas');
  const idea = admin
    .getByRole('list', { name: 'Идеи' })
    .getByRole('listitem')
    .filter({ hasText: `ID ${id}` });
  await expect(idea).toContainText('Добавьте список желаний с уведомлением о скидке');
  await expect(idea).toContainText(`idea-${testInfo.project.name}@mail.ru`);
  await saveScreenshot(admin, testInfo, 'admin-ideas');
  await admin.close();
});
