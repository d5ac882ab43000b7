import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';
import { askForCode, latestCode, typeCode } from './sign-in';

// Both projects share one server, which holds back a second code to the same address for 45 s.
const signInAddress = (project: string) =>
  project === 'desktop' ? 'buyer@demo.lootmarket.ru' : `buyer-${project}@demo.lootmarket.ru`;

test('a buyer signs in with a code from the mailbox', async ({ page, request, isMobile }, testInfo) => {
  // Five page loads, a code round trip and two whole-page pictures.
  test.setTimeout(60_000);
  const address = signInAddress(testInfo.project.name);
  const { codeStep, since } = await askForCode(page, address);
  await expect(codeStep.getByText(/Отправить новый код через\s0:4\d/)).toBeVisible();
  const code = await latestCode(request, address, since);
  await typeCode(codeStep, code);
  await saveScreenshot(page, testInfo, 'auth-code', { fullPage: false });
  await codeStep.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Покупки' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Войти' })).toHaveCount(0);
  // The session lives in cookies, so a fresh page load still knows the buyer.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Покупки' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'auth-signed-in');
  // Signing out sits in the desktop header; phones will reach it from the profile area.
  if (isMobile) return;
  await page.getByRole('banner').getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
});

test('a wrong code is refused and the modal stays open', async ({ page, request }, testInfo) => {
  const address = `wrong-code-${testInfo.project.name}@demo.lootmarket.ru`;
  const { codeStep, since } = await askForCode(page, address);
  const code = await latestCode(request, address, since);
  const wrong = code.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10));
  await typeCode(codeStep, wrong);
  await codeStep.getByRole('button', { name: 'Продолжить' }).click();
  await expect(codeStep.getByText('Неверный код')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(codeStep).toBeVisible();
  await expect(codeStep.getByLabel('Код из письма')).toHaveAttribute('aria-invalid', 'true');
});
