import { expect, test, type Page } from './fixtures';
import { saveScreenshot } from './screenshots';
import { signIn } from './sign-in';

const PUBLIC = '/api/gw/public/v1';
const PRIVATE = '/api/gw/private/v1';
type Project = 'desktop' | 'mobile';

/** Each project signs in as its own account: the mailbox holds back a second code to one address. */
const STREAMERS: Readonly<Record<Project, string>> = {
  desktop: 'streamer@demo.lootmarket.ru',
  mobile: 'streamer-katya-luna@demo.lootmarket.ru',
};
const NOT_STREAMERS: Readonly<Record<Project, string>> = {
  desktop: 'buyer@demo.lootmarket.ru',
  mobile: 'seller@demo.lootmarket.ru',
};

async function profileId(page: Page): Promise<string> {
  return String((await (await page.request.get(`${PRIVATE}/profile/frontend`)).json()).user_id);
}

/** A streamer needs a donate page address to be donated to; the plain demo streamer picks one. */
async function ensureDonatePage(page: Page, project: Project): Promise<void> {
  if ((await page.request.get(`${PRIVATE}/donations/cabinet/page`)).ok()) return;
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${PRIVATE}/donations/become-streamer`, {
    data: { slug: `dashboard-${project}` },
    headers: { origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A guest's donation paid on the sandbox bank's page, as a viewer would. */
async function donate(
  page: Page,
  streamerId: string,
  donorName: string,
  amount: string,
  message: string,
  email: string,
): Promise<void> {
  const created = await page.request.post(`${PUBLIC}/donation`, {
    data: { streamerId: Number(streamerId), donorName, amount, currency: 'rub', message, email },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { confirmationUrl, donation } = (await created.json()) as { confirmationUrl: string; donation: { id: string } };
  await page.request.post(new URL(confirmationUrl, 'http://localhost').pathname, {
    form: { outcome: 'pay' },
    maxRedirects: 0,
  });
  await expect
    .poll(async () => (await (await page.request.get(`${PUBLIC}/donations/status/${donation.id}`)).json()).status)
    .toBe('COMPLETED');
}

test('a streamer sees donations, top donors and runs a fundraising goal from the dashboard', async ({
  page,
}, testInfo) => {
  // A long journey: sign-in, two donations paid in the sandbox and a goal.
  test.slow();
  const project = testInfo.project.name as Project;
  await signIn(page, STREAMERS[project]);
  const id = await profileId(page);
  await ensureDonatePage(page, project);
  await donate(page, id, 'Щедрый зритель', '1500', 'Спасибо за стрим!', `generous-${project}@mail.ru`);
  await donate(page, id, 'Тихий гость', '150', '', `quiet-${project}@mail.ru`);
  await donate(page, id, 'Щедрый зритель', '500', 'Ещё на микрофон', `generous-${project}@mail.ru`);

  await page.goto(`/${id}/donations/dashboard`);
  await expect(page).toHaveURL(new RegExp(`/${id}/donations/dashboard/stats$`));
  const tabs = page.getByRole('tablist', { name: 'Разделы донатов' });
  for (const name of ['Аналитика', 'Топ донатеров', 'Оповещения', 'Цель сбора', 'Страница доната'])
    await expect(tabs.getByRole('tab', { name })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Аналитика' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('total-gross')).toHaveText('2 150 ₽');
  await expect(page.getByTestId('total-count')).toHaveText('3');
  await expect(page.getByTestId('chart-amount')).toContainText('2 150 ₽');
  const received = page.getByTestId('received-list');
  await expect(received.getByRole('listitem')).toHaveCount(3);
  await expect(received.getByRole('listitem').first()).toContainText('Щедрый зритель');
  await expect(received.getByRole('listitem').first()).toContainText('Ещё на микрофон');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    'nothing sticks out sideways',
  ).toBeLessThanOrEqual(0);
  await saveScreenshot(page, testInfo, 'donations-dashboard-stats');

  await page.getByRole('link', { name: 'Всё время' }).click();
  await expect(page).toHaveURL(/period=all/);
  await expect(page.getByTestId('total-gross')).toHaveText('2 150 ₽');

  await tabs.getByRole('tab', { name: 'Топ донатеров' }).click();
  await expect(page).toHaveURL(/tab=top_donators/);
  const top = page.getByTestId('top-donators').getByRole('listitem');
  await expect(top).toHaveCount(2);
  await expect(top.first()).toContainText('Щедрый зритель');
  await expect(top.first()).toContainText('2 000 ₽');
  await expect(top.first()).toContainText('2 доната');
  await expect(top.nth(1)).toContainText('Тихий гость');
  await saveScreenshot(page, testInfo, 'donations-dashboard-top');

  await tabs.getByRole('tab', { name: 'Оповещения' }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/donations/dashboard/settings$`));
  await expect(page.getByRole('heading', { name: 'Настройки оповещений' })).toBeVisible();

  await tabs.getByRole('tab', { name: 'Цель сбора' }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/donations/dashboard/donation-goal$`));
  // Demo streamers start with a goal of their own: it is finished first.
  if (await page.getByTestId('active-goal').isVisible()) {
    await page.getByRole('button', { name: 'Завершить сбор' }).click();
    await page.getByRole('button', { name: 'Да, завершить' }).click();
  }
  await page.getByRole('button', { name: 'Начать сбор' }).click();
  await expect(page.getByText('Введите название')).toBeVisible();
  await page.getByLabel('Название').fill('Новая видеокарта');
  await page.getByLabel('Сумма').fill('5000');
  await page.getByRole('button', { name: 'Начать сбор' }).click();
  const goal = page.getByTestId('active-goal');
  await expect(goal).toContainText('Новая видеокарта');
  await expect(page.getByTestId('active-goal-progress')).toHaveText('0 из 5 000 ₽');
  await donate(page, id, 'Тихий гость', '1250', '', `quiet-${project}@mail.ru`);
  await page.reload();
  await expect(page.getByTestId('active-goal-progress')).toHaveText('1 250 из 5 000 ₽');
  await expect(goal).toContainText('25%');
  await saveScreenshot(page, testInfo, 'donations-dashboard-goal');

  await page.getByRole('button', { name: 'Завершить сбор' }).click();
  await page.getByRole('button', { name: 'Да, завершить' }).click();
  await expect(page.getByTestId('active-goal')).toHaveCount(0);
  await expect(page.getByTestId('completed-goals').getByRole('listitem').first()).toContainText('Новая видеокарта');
  await expect(page.getByRole('button', { name: 'Начать сбор' })).toBeVisible();
});

test('the donation page tab sets a minimum and the ban list', async ({ page }, testInfo) => {
  // Waits up to 30 s for a paid donation to show before it edits the page settings.
  test.slow();
  const project = testInfo.project.name as Project;
  const address = project === 'desktop' ? 'streamer-buryi@demo.lootmarket.ru' : 'streamer-severov@demo.lootmarket.ru';
  await signIn(page, address);
  const id = await profileId(page);
  await page.goto(`/${id}/donations/dashboard/donation-page`);
  await expect(page.getByTestId('donate-page-url')).toContainText(/\/(buryi|severov)\/donate$/);
  const rub = page.getByRole('textbox', { name: '₽ RUB' });
  const saveMinimums = page.getByRole('button', { name: 'Сохранить минимумы' });
  await rub.fill('50');
  await saveMinimums.click();
  await expect(page.getByText('Минимум — от 100 до 10 000 ₽')).toBeVisible();
  await rub.fill('300');
  await saveMinimums.click();
  await expect(page.getByText('Минимальная сумма сохранена')).toBeVisible();
  const streamerId = Number(id);
  expect((await (await page.request.get(`${PUBLIC}/donations/min-amount/${streamerId}`)).json()).minAmounts.rub).toBe(
    30_000,
  );

  const words = page.getByRole('textbox', { name: 'Слова' });
  await words.fill('спойлер');
  await words.press('Enter');
  await page.getByRole('button', { name: 'Сохранить список' }).click();
  await expect(page.getByText('Список запрещённых слов сохранён')).toBeVisible();
  expect((await (await page.request.get(`${PRIVATE}/donations/ban-words`)).json()).words).toContain('спойлер');
  await saveScreenshot(page, testInfo, 'donations-dashboard-page');
});

test('someone without the streamer role is offered to connect donations', async ({ page }, testInfo) => {
  await signIn(page, NOT_STREAMERS[testInfo.project.name as Project]);
  const id = await profileId(page);
  await page.goto(`/${id}/donations/dashboard/stats`);
  await expect(page).toHaveURL(new RegExp(`/${id}\\?action=connect-donations$`));
  await expect(page.getByRole('heading', { name: 'Подключить донаты' })).toBeVisible();
});
