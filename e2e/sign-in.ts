import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

type Mail = { to: string; subject: string; text: string; createdAt: string };

/** The newest code mailed to `address` after `since`, read from the development mailbox. */
export async function latestCode(request: APIRequestContext, address: string, since: number): Promise<string> {
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

/** Types the code the way a person does: into the focused cells, a key at a time, then checks it landed. */
export async function typeCode(codeStep: Locator, code: string): Promise<void> {
  const input = codeStep.getByLabel('Код из письма');
  await expect(input).toBeFocused();
  await input.pressSequentially(code, { delay: 40 });
  await expect(input).toHaveValue(code);
}

/** Opens the auth modal from the header, picks Email and asks for a code; returns the code step. */
export async function askForCode(page: Page, address: string): Promise<{ codeStep: Locator; since: number }> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  const variants = page.getByRole('dialog', { name: 'Вход / Авторизация' });
  await expect(variants.getByRole('button', { name: 'Telegram' })).toBeVisible();
  // Plain sign-in from the header offers no guest path.
  await expect(variants.getByRole('button', { name: 'Пропустить' })).toHaveCount(0);
  await variants.getByRole('button', { name: 'Email' }).click();
  const emailStep = page.getByRole('dialog', { name: 'Введи E-mail' });
  await emailStep.getByLabel('E-mail').fill(address);
  const since = Date.now();
  await emailStep.getByRole('button', { name: 'Продолжить' }).click();
  const codeStep = page.getByRole('dialog', { name: 'Введи код' });
  await expect(codeStep.getByText(address)).toBeVisible();
  return { codeStep, since };
}

/**
 * Signs in through the auth modal with the code from the development mailbox. The server holds back a
 * second code to one address for 45 s, so each journey and project signs in with its own address.
 */
export async function signIn(page: Page, address: string): Promise<void> {
  const { codeStep, since } = await askForCode(page, address);
  await typeCode(codeStep, await latestCode(page.request, address, since));
  await codeStep.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toHaveCount(0);
}
