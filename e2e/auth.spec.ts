import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshots';

type Mail = { to: string; subject: string; text: string; createdAt: string };

/** The newest code mailed to `address` after `since`, read from the development mailbox. */
async function latestCode(request: APIRequestContext, address: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { items } = (await (await request.get('/sandbox/mailbox.json')).json()) as { items: Mail[] };
      const mail = items.find((item) => item.to === address && Date.parse(item.createdAt) >= since - 1_000);
      code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function askForCode(page: Page, address: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  const modal = page.getByRole('dialog', { name: 'Вход / Авторизация' });
  await expect(modal.getByRole('button', { name: 'Telegram' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Пропустить' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Email' }).click();
  const emailStep = page.getByRole('dialog', { name: 'Введи E-mail' });
  await emailStep.getByLabel('E-mail').fill(address);
  const since = Date.now();
  await emailStep.getByRole('button', { name: 'Продолжить' }).click();
  const codeStep = page.getByRole('dialog', { name: 'Введи код' });
  await expect(codeStep.getByText(address)).toBeVisible();
  return { codeStep, since };
}

// Both projects share one server, which holds back a second code to the same address for 45 s.
const signInAddress = (project: string) =>
  project === 'desktop' ? 'buyer@demo.lootmarket.ru' : `buyer-${project}@demo.lootmarket.ru`;

test('a buyer signs in with a code from the mailbox', async ({ page, request, isMobile }, testInfo) => {
  const address = signInAddress(testInfo.project.name);
  const { codeStep, since } = await askForCode(page, address);
  await expect(codeStep.getByText(/Отправить новый код через\s0:4\d/)).toBeVisible();
  const code = await latestCode(request, address, since);
  await codeStep.getByLabel('Код из письма').pressSequentially(code);
  await saveScreenshot(page, testInfo, 'auth-code');
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
  await codeStep.getByLabel('Код из письма').pressSequentially(wrong);
  await codeStep.getByRole('button', { name: 'Продолжить' }).click();
  await expect(codeStep.getByText('Неверный код')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(codeStep).toBeVisible();
  await expect(codeStep.getByLabel('Код из письма')).toHaveAttribute('aria-invalid', 'true');
});
