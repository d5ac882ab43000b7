import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

type Mail = { to: string; subject: string; text: string; createdAt: string };

/** The newest code mailed to `address` after `since`, read from the development mailbox. */
export async function latestCode(request: APIRequestContext, address: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { items } = (await (await request.get('/sandbox/mailbox.json')).json()) as { items: Mail[] };
      // Order notices may land in the same box meanwhile: the newest mail that carries a code counts.
      const codes = items
        .filter((item) => item.to === address && Date.parse(item.createdAt) >= since - 1_000)
        .map((item) => /\b(\d{6})\b/.exec(item.text)?.[1]);
      code = codes.find(Boolean) ?? '';
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
  const codeStep = page.getByRole('dialog', { name: 'Введи код' });
  // Journeys that share a demo account may meet the 45 s hold on a second code: wait it out once and ask again.
  const held = emailStep.getByText(/Новый код можно запросить через \d+ с/);
  for (let attempt = 0; ; attempt += 1) {
    const since = Date.now();
    await emailStep.getByRole('button', { name: 'Продолжить' }).click();
    await expect(codeStep.or(held)).toBeVisible();
    if (attempt >= 1 || !(await held.isVisible())) {
      await expect(codeStep.getByText(address)).toBeVisible();
      return { codeStep, since };
    }
    const seconds = Number(/(\d+) с/.exec(await held.innerText())?.[1] ?? 45);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
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

/**
 * Signs a new account in and connects donations for it, with the page address `slug`. A streamer of
 * its own keeps a journey clear of other journeys' sign-in codes, donations and alerts. The renewed
 * token carries the streamer role the dashboard asks for.
 */
export async function signInAsNewStreamer(page: Page, slug: string): Promise<string> {
  await signIn(page, `${slug}@mail.ru`);
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/gw/private/v1/donations/become-streamer', {
    data: { slug },
    headers: { origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  expect((await page.request.get('/api/gw/public/v1/auth/refresh')).ok()).toBe(true);
  return String((await (await page.request.get('/api/gw/private/v1/profile/frontend')).json()).user_id);
}

/**
 * Signs a context in through the e-mail code API, without the modal. Demo accounts are shared between
 * journeys and the server holds a second code to one address back for 45 s, so a refused request waits
 * as long as the refusal says and asks again; asking sooner would spend the address's requests.
 */
export async function signInByApi(page: Page, email: string): Promise<void> {
  let refusal = '';
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const sessionID = `journey-${Date.now()}-${attempt}`;
    const since = Date.now();
    const asked = await page.request.post(`/api/gw/public/v1/auth/provider/email_code?sessionID=${sessionID}`, {
      data: { email },
    });
    if (asked.status() === 429) {
      refusal = await asked.text();
      const { details } = JSON.parse(refusal) as { details?: { retryAfterSeconds?: number } };
      const seconds = Number(asked.headers()['retry-after'] ?? details?.retryAfterSeconds ?? 5);
      await page.waitForTimeout(seconds * 1000 + 500);
      continue;
    }
    expect(asked.status(), await asked.text()).toBe(200);
    const code = await latestCode(page.request, email, since);
    const callback = await page.request.post(
      `/api/gw/public/v1/auth/provider/email_code/callback?sessionID=${sessionID}`,
      { data: { email, code } },
    );
    // Codes stand per sign-in session: when another journey asked for one at the same moment, the newest
    // mail may carry that one. Ask again.
    if (callback.status() === 200) return;
    refusal = await callback.text();
  }
  throw new Error(`could not sign in ${email}: ${refusal}`);
}
