import type { Page } from '@playwright/test';
import { expect, test, waitingForHydration } from './fixtures';
import { pageOnProjectDevice } from './contexts';
import { guestDonates } from './guest-donation';
import { saveScreenshot } from './screenshots';
import { signInAsNewStreamer, signInByApi } from './sign-in';

const PRIVATE = '/api/gw/private/v1';

/** The streamer's OBS source, open in a tab of their own. */
async function openOverlay(streamer: Page): Promise<Page> {
  const origin = new URL(streamer.url()).origin;
  const created = await streamer.request.post(`${PRIVATE}/donations/widgets`, {
    data: { type: 'donation' },
    headers: { origin },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { widgetPath } = (await created.json()) as { widgetPath: string };
  const overlay = waitingForHydration(await streamer.context().newPage());
  await overlay.addInitScript(() => {
    HTMLMediaElement.prototype.play = () => Promise.resolve();
  });
  await overlay.goto(widgetPath);
  await expect(overlay.locator('[data-overlay-status="online"]')).toBeVisible();
  return overlay;
}

test('a moderator approves a held donation from the phone remote, without seeing its amount', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'moderators hold the remote on a phone');
  test.setTimeout(120_000);
  const slug = `remote-${testInfo.project.name}`;
  const moderatorEmail = `moderator-${slug}@mail.ru`;
  const moderator = waitingForHydration(await pageOnProjectDevice(browser, testInfo));
  await moderator.goto('/');
  await signInByApi(moderator, moderatorEmail);

  await signInAsNewStreamer(page, slug);
  const headers = { origin: new URL(page.url()).origin };
  const mode = await page.request.put(`${PRIVATE}/donations/moderation`, { data: { mode: 'manual' }, headers });
  expect(mode.ok(), await mode.text()).toBe(true);
  const added = await page.request.post(`${PRIVATE}/donations/moderators`, {
    data: { email: moderatorEmail },
    headers,
  });
  expect(added.ok(), await added.text()).toBe(true);
  const overlay = await openOverlay(page);

  await guestDonates(browser, testInfo, slug, {
    name: 'Зритель с телефона',
    rubles: '150',
    message: 'Привет модераторам!',
  });
  await expect(overlay.getByTestId('alert-card')).toHaveCount(0);

  const { items } = (await (await moderator.request.get(`${PRIVATE}/donations/channels`)).json()) as {
    items: { streamerId: number }[];
  };
  await moderator.goto(`/remote/${items[0]!.streamerId}`);
  await expect(moderator.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(moderator.getByText('Пульт модератора')).toBeVisible();
  const card = moderator.getByTestId('waiting-alert').filter({ hasText: 'Зритель с телефона' });
  await expect(card).toContainText('Привет модераторам!');
  await expect(card).toContainText('Ждёт одобрения');
  await expect(card).not.toContainText('150');
  await saveScreenshot(moderator, testInfo, 'alert-remote-held');
  await card.getByRole('button', { name: 'Показать', exact: true }).click();

  await expect(overlay.getByTestId('alert-card')).toContainText('Привет модераторам!');
  const recent = moderator.getByTestId('recent-alert').filter({ hasText: 'Зритель с телефона' });
  await expect(recent).toContainText(/На экране|Показано/);
  await expect(moderator.getByTestId('waiting-alert')).toHaveCount(0);
  await moderator.context().close();
});

test('a streamer stops a delayed donation inside its delay from the remote, and it never goes on air', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the streamer sets the delay at the desk');
  test.setTimeout(120_000);
  const slug = `delay-${testInfo.project.name}`;
  const streamerId = await signInAsNewStreamer(page, slug);
  const overlay = await openOverlay(page);

  await page.goto(`/${streamerId}/donations/dashboard/settings`);
  await page.getByRole('radio', { name: /С задержкой/ }).check();
  await page.getByLabel('Задержка, секунд').fill('60');
  await page.getByRole('button', { name: 'Применить режим' }).click();
  await expect(page.getByText('Режим показа сохранён')).toBeVisible();

  await guestDonates(browser, testInfo, slug, {
    name: 'Торопливый зритель',
    rubles: '150',
    message: 'Это не должно попасть в эфир',
  });
  await page.getByRole('link', { name: 'Пульт с телефона' }).click();
  await expect(page.getByText('Пульт вашего канала')).toBeVisible();
  const card = page.getByTestId('waiting-alert').filter({ hasText: 'Торопливый зритель' });
  await expect(card).toContainText('Ждёт задержку');
  await expect(card.getByRole('timer')).toContainText(/В эфир через \d+ с/);
  await expect(card).toContainText('150');
  await card.getByRole('button', { name: 'Пропустить' }).click();

  const recent = page.getByTestId('recent-alert').filter({ hasText: 'Торопливый зритель' });
  await expect(recent).toContainText('Пропущено');
  await page.waitForTimeout(2_000);
  await expect(overlay.getByTestId('alert-card')).toHaveCount(0);
});

test('a moderator approves a paid video from the phone remote, without seeing its price', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'moderators hold the remote on a phone');
  test.setTimeout(120_000);
  const slug = `remote-media-${testInfo.project.name}`;
  const moderatorEmail = `moderator-${slug}@mail.ru`;
  const moderator = waitingForHydration(await pageOnProjectDevice(browser, testInfo));
  await moderator.goto('/');
  await signInByApi(moderator, moderatorEmail);

  await signInAsNewStreamer(page, slug);
  const headers = { origin: new URL(page.url()).origin };
  const settings = { enabled: true, pricePerSecond: { rub: 500 }, minAmount: { rub: 5_000 } };
  const media = await page.request.put(`${PRIVATE}/donations/media/settings`, {
    data: { ...settings, maxDurationSeconds: 60, approval: 'manual' },
    headers,
  });
  expect(media.ok(), await media.text()).toBe(true);
  const added = await page.request.post(`${PRIVATE}/donations/moderators`, {
    data: { email: moderatorEmail },
    headers,
  });
  expect(added.ok(), await added.text()).toBe(true);

  const { items } = (await (await moderator.request.get(`${PRIVATE}/donations/channels`)).json()) as {
    items: { streamerId: number }[];
  };
  const streamerId = items[0]!.streamerId;
  const donation = await page.request.post('/api/gw/public/v1/donation', {
    data: {
      ...{ streamerId, donorName: 'Зритель с видео', message: 'Включи!', amount: '150', currency: 'rub' },
      ...{ email: `donor-${slug}@mail.ru`, mediaUrl: 'https://youtu.be/e2eMediaA01' },
    },
    headers,
  });
  expect(donation.ok(), await donation.text()).toBe(true);
  const payer = await page.context().newPage();
  await payer.goto((await donation.json()).confirmationUrl);
  await payer.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await payer.waitForURL(`**/${slug}/donate/success`);
  await payer.close();

  await moderator.goto(`/remote/${streamerId}`);
  await expect(moderator.getByRole('heading', { name: 'Видео от зрителей' })).toBeVisible();
  const request = moderator.getByTestId('media-request').filter({ hasText: 'Зритель с видео' });
  await expect(request).toContainText('Ждёт одобрения');
  await expect(request).toContainText('30 сек');
  await expect(request).not.toContainText('₽');
  await request.getByTestId('media-approve').click();
  await expect(moderator.getByTestId('media-now-playing')).toContainText('Пример:');
  await moderator.context().close();
});
