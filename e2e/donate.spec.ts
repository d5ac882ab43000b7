import { expect, test, type APIRequestContext, waitingForHydration, holdPageCode } from './fixtures';
import { saveScreenshot } from './screenshots';
import { latestCode, signIn } from './sign-in';

const PUBLIC = '/api/gw/public/v1';
const PRIVATE = '/api/gw/private/v1';
// Each project donates to its own demo streamer, so parallel runs never see each other's goal progress.
// katya-luna receives nothing here: the dashboard journey counts her totals.
const STREAMERS = {
  desktop: { slug: 'liza-kotova', name: 'Лиза Котова' },
  mobile: { slug: 'grom', name: 'Дмитрий Гром' },
} as const;

type Goal = { raised: { amount: number }; title: string };

async function activeGoal(request: APIRequestContext, slug: string): Promise<Goal> {
  const page = await (await request.get(`${PUBLIC}/donations/streamer-by-slug-donation?slug=${slug}`)).json();
  expect(page.goal, 'demo streamers start with a goal').not.toBeNull();
  return page.goal as Goal;
}

/** The streamer's access token, through the e-mail code sign-in and the development mailbox. */
async function streamerToken(request: APIRequestContext, slug: string): Promise<string> {
  const email = `streamer-${slug}@demo.lootmarket.ru`;
  const sessionID = `e2e-donate-${slug}-${Date.now()}`;
  const since = Date.now();
  expect(
    (await request.post(`${PUBLIC}/auth/provider/email_code?sessionID=${sessionID}`, { data: { email } })).ok(),
  ).toBe(true);
  const code = await latestCode(request, email, since);
  const answer = await request.post(`${PUBLIC}/auth/provider/email_code/callback?sessionID=${sessionID}`, {
    data: { email, code },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).access_token as string;
}

test('a guest donates 150 ₽ with a banned word through the sandbox bank; the goal moves and the word is masked', async ({
  page,
  request,
}, testInfo) => {
  const streamer = STREAMERS[testInfo.project.name as keyof typeof STREAMERS];
  const before = await activeGoal(request, streamer.slug);

  await page.goto(`/${streamer.slug}/donate`);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByTestId('streamer-name')).toHaveText(streamer.name);
  await expect(page.getByTestId('donate-goal')).toContainText(before.title);
  await expect(page.getByText('от 100 до 10\u00A0000\u00A0₽')).toBeVisible();
  await saveScreenshot(page, testInfo, 'donate-page');
  // A second viewer keeps the page open: the bar must move without a reload.
  const viewer = waitingForHydration(await page.context().newPage());
  await viewer.goto(`/${streamer.slug}/donate`);
  const raisedBefore = await viewer.getByTestId('donate-goal-raised').textContent();

  // Below the platform minimum the form says so and sends nothing.
  await page.getByLabel('Ваше имя').fill('Гость из чата');
  await page.getByRole('textbox', { name: 'Сумма' }).fill('99');
  await page.getByTestId('donate-submit').click();
  await expect(page.getByText('Сумма доната — от 100 до 10\u00A0000\u00A0₽')).toBeVisible();

  await page.getByRole('textbox', { name: 'Сумма' }).fill('150');
  const message = page.getByLabel('Сообщение');
  await message.fill('Привет! Заходи в КАЗИНО вечером');
  await expect(page.getByText('31/300')).toBeVisible();
  await expect(page.getByTestId('donate-submit')).toHaveText('Отправить 150\u00A0₽');
  await page.getByTestId('donate-submit').click();

  await page.getByRole('dialog', { name: 'Вход / Авторизация' }).getByRole('button', { name: 'Пропустить' }).click();
  const guest = page.getByRole('dialog', { name: 'Оформление доната' });
  await guest.getByLabel('E-mail').fill(`donor-${testInfo.project.name}@mail.ru`);
  await guest.getByRole('button', { name: 'Продолжить' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await expect(page.getByText('150\u00A0₽').first()).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();

  await page.waitForURL(`**/${streamer.slug}/donate/success`);
  const outcome = page.getByTestId('donation-outcome');
  await expect(outcome).toHaveAttribute('data-status', 'COMPLETED');
  await expect(outcome.getByRole('heading', { name: 'Донат отправлен' })).toBeVisible();
  await expect(page.getByTestId('donation-amount')).toHaveText('150\u00A0₽');

  const after = await activeGoal(request, streamer.slug);
  expect(after.raised.amount).toBeGreaterThanOrEqual(before.raised.amount + 15_000);
  await expect(page.getByTestId('donate-goal-raised')).not.toHaveText('0\u00A0₽');
  await expect(viewer.getByTestId('donate-goal-raised')).not.toHaveText(raisedBefore ?? '');
  await viewer.close();
  await saveScreenshot(page, testInfo, 'donate-success');

  // What the streamer (and the stream) gets: the banned word masked on the server.
  const token = await streamerToken(request, streamer.slug);
  const received = await (
    await request.get(`${PRIVATE}/donations/received?limit=100`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const ours = received.items.find((item: { donorName: string }) => item.donorName === 'Гость из чата');
  expect(ours).toMatchObject({
    message: 'Привет! Заходи в ****** вечером',
    amount: { amount: 15_000, currency: 'rub' },
    status: 'COMPLETED',
  });
});

test('a bank error shows on the success page once, then the stored donation is forgotten', async ({
  page,
}, testInfo) => {
  await page.goto('/anya-pixel/donate');
  await page.getByLabel('Ваше имя').fill('Неудачник');
  await page.getByTestId('currency-usd').click();
  await expect(page.getByRole('textbox', { name: 'Сумма' })).toHaveValue('1');
  await expect(page.getByText('от $1 до $99.76')).toBeVisible();
  await page.getByTestId('donate-submit').click();
  await page.getByRole('dialog', { name: 'Вход / Авторизация' }).getByRole('button', { name: 'Пропустить' }).click();
  const guest = page.getByRole('dialog', { name: 'Оформление доната' });
  await guest.getByLabel('E-mail').fill(`declined-${testInfo.project.name}@mail.ru`);
  await guest.getByRole('button', { name: 'Продолжить' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Ошибка банка', exact: true }).click();
  await page.waitForURL('**/anya-pixel/donate/success');
  await expect(page.getByTestId('donation-outcome')).toHaveAttribute('data-status', 'ACQUIRING_ERROR');
  await expect(page.getByRole('heading', { name: 'Ошибка оплаты' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('last_donation'))).toBeNull();
  await page.getByRole('link', { name: 'Попробовать ещё раз' }).click();
  await page.waitForURL('**/anya-pixel/donate');
});

test('the form arrives with its starting amount, and what a donor types before it hydrates is kept', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/grom/donate')).text();
  expect(html).toMatch(/<input[^>]*aria-label="Сумма"[^>]*value="100"/);

  const hydrate = await holdPageCode(page);
  await page.goto('/grom/donate', { waitUntil: 'commit' });
  const amount = page.getByRole('textbox', { name: 'Сумма' });
  await expect(amount).toHaveValue('100');
  await amount.fill('250');
  hydrate();
  await expect(page.getByTestId('donate-submit')).toHaveText('Отправить 250\u00A0₽');
  await expect(amount).toHaveValue('250');
});

test('a signed-in donor pays later from their donation page', async ({ page }, testInfo) => {
  // Signing in, two payments through the bank and six page loads.
  test.setTimeout(60_000);
  await signIn(page, `fan-${testInfo.project.name}@mail.ru`);
  const profile = await (await page.request.get(`${PRIVATE}/profile/frontend`)).json();
  await page.goto('/liza-kotova/donate');
  await expect(page.getByLabel('Ваше имя')).toHaveValue(profile.name);
  await page.getByRole('textbox', { name: 'Сумма' }).fill('300');
  await page.getByLabel('Сообщение').fill('Удачного стрима!');
  await page.getByTestId('donate-submit').click();
  // Signed in: no auth modal, straight to the bank.
  await page.waitForURL(/\/sandbox\/pay\//);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('last_donation'))) ?? 'null');
  expect(stored).toMatchObject({ id: expect.any(String), username: 'liza-kotova' });

  await page.goto(`/${profile.user_id}/donations/${stored.id}`);
  const details = page.getByTestId('donation-details');
  await expect(details).toContainText('Ожидает оплаты');
  await expect(details).toContainText('Удачного стрима!');
  await expect(page.getByRole('timer')).toBeVisible();
  await saveScreenshot(page, testInfo, 'donation-awaiting-payment');
  await page.getByTestId('donation-pay').click();
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await page.waitForURL('**/liza-kotova/donate/success');
  await expect(page.getByTestId('donation-outcome')).toHaveAttribute('data-status', 'COMPLETED');
  await page.goto(`/${profile.user_id}/donations/${stored.id}`);
  await expect(page.getByTestId('donation-details')).toContainText('Донат отправлен');
});

test('the success page without a stored donation goes back to the donate page', async ({ page }) => {
  await page.goto('/grom/donate/success');
  await page.waitForURL('**/grom/donate');
  await expect(page.getByTestId('streamer-name')).toHaveText('Дмитрий Гром');
});

test('an unknown streamer shows a clear not-found page', async ({ page }) => {
  const response = await page.goto('/nobody-streams-here/donate');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Стример не найден' })).toBeVisible();
});

test('streamers learn about donations on /donations/create and connect them after signing in', async ({
  page,
}, testInfo) => {
  await page.goto('/donations/create');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Принимайте донаты от зрителей за пару минут');
  await expect(page.getByRole('link', { name: 'Лиза Котова' })).toHaveAttribute('href', '/liza-kotova/donate');
  await saveScreenshot(page, testInfo, 'donations-create');
  await page.getByTestId('connect-donations').click();
  await expect(page.getByRole('dialog', { name: 'Вход / Авторизация' })).toBeVisible();
});

test('a donor finds the donations they sent under «Мои донаты» in the profile', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page, `history-${testInfo.project.name}@mail.ru`);
  const profile = await (await page.request.get(`${PRIVATE}/profile/frontend`)).json();
  await page.goto(`/${profile.user_id}/donations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Мои донаты' })).toBeVisible();
  await expect(page.getByTestId('donations-empty')).toContainText('Здесь появятся ваши донаты');

  await page.goto('/liza-kotova/donate');
  await page.getByRole('textbox', { name: 'Сумма' }).fill('250');
  await expect(page.getByTestId('donate-submit')).toHaveText('Отправить 250\u00A0₽');
  await page.getByLabel('Сообщение').fill('Спасибо за стрим');
  await page.getByTestId('donate-submit').click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await page.waitForURL('**/liza-kotova/donate/success');

  // Phones reach the profile menu on its own page; wide screens show it beside every profile page.
  await page.goto(testInfo.project.name === 'mobile' ? `/${profile.user_id}` : `/${profile.user_id}/settings`);
  await page.getByRole('navigation', { name: 'Профиль' }).getByRole('link', { name: 'Мои донаты' }).click();
  await expect(page).toHaveURL(new RegExp(`/${profile.user_id}/donations$`));
  await expect(page).toHaveTitle('Мои донаты — Лутмаркет');
  const cards = page.getByRole('list', { name: 'Донаты' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Спасибо за стрим');
  await expect(cards.first()).toContainText('Донат отправлен');
  await expect(cards.first()).toContainText(/250\s₽/);
  await saveScreenshot(page, testInfo, 'profile-my-donations');
  await cards.first().getByRole('link').click();
  await expect(page.getByTestId('donation-details')).toContainText('Спасибо за стрим');
});
