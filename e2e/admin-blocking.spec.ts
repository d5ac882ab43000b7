import { expect, test } from './fixtures';
import { pageOnProjectDevice } from './contexts';
import { askForCode, latestCode, signInByApi, typeCode } from './sign-in';

test('staff find a user and block them; the user is signed out and reads why when signing in again', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const address = `blocked-${testInfo.project.name}-${Date.now()}@mail.ru`;

  // The user is signed in and browsing.
  await page.goto('/');
  await signInByApi(page, address);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toHaveCount(0);
  // The console is not theirs: no header entry.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Админка' })).toHaveCount(0);

  // A superadmin opens the console from the header, finds them and blocks them.
  const admin = await pageOnProjectDevice(browser, testInfo);
  await admin.goto('/');
  await signInByApi(admin, 'admin@demo.lootmarket.ru');
  await admin.goto('/');
  await admin.getByRole('banner').getByRole('link', { name: 'Админка' }).click();
  await expect(admin.getByRole('heading', { name: 'Очереди' })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Очереди' }).getByRole('link')).not.toHaveCount(0);
  await admin
    .getByRole('navigation', { name: 'Разделы поддержки' })
    .getByRole('link', { name: 'Пользователи' })
    .click();
  await admin.getByRole('searchbox').fill(address);
  await admin.getByRole('button', { name: 'Найти' }).click();
  await admin.getByRole('list', { name: 'Найденные пользователи' }).getByRole('link').first().click();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText('blocked-');
  await admin.getByLabel('Причина').selectOption('fraud');
  await admin.getByLabel('Что увидит пользователь').fill('Оплата чужой картой');
  await admin.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(admin.getByText('Заблокирован: Мошенничество')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Открытые сессии' })).toContainText('Нет');

  // The user's next page is a guest's.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();

  // Signing in again says why and whom to write.
  const { codeStep, since } = await askForCode(page, address);
  await typeCode(codeStep, await latestCode(page.request, address, since));
  await codeStep.getByRole('button', { name: 'Продолжить' }).click();
  await expect(codeStep.getByText(/Аккаунт заблокирован\. Причина: Мошенничество — Оплата чужой картой/)).toBeVisible();
  await expect(codeStep.getByText(/support@lootmarket\.ru/)).toBeVisible();
  await admin.close();
});
