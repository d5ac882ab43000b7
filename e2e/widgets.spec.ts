import { expect, test, type Page, waitingForHydration } from './fixtures';
import sharp from 'sharp';
import { saveScreenshot } from './screenshots';
import { signInAsNewStreamer } from './sign-in';

const PRIVATE = '/api/gw/private/v1';

async function profileId(page: Page): Promise<string> {
  const profile = await (await page.request.get(`${PRIVATE}/profile/frontend`)).json();
  return String(profile.user_id);
}

/** A bright alert picture, as streamers upload: a gem on a glowing disc. */
function alertPicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
    <defs>
      <radialGradient id="glow" cx="50%" cy="45%" r="55%"><stop offset="0" stop-color="#c4b5fd"/><stop offset="0.6" stop-color="#7c5cff"/><stop offset="1" stop-color="#7c5cff" stop-opacity="0"/></radialGradient>
      <linearGradient id="gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3ddc97"/><stop offset="1" stop-color="#3ba7ff"/></linearGradient>
    </defs>
    <circle cx="160" cy="160" r="150" fill="url(#glow)"/>
    <polygon points="160,60 240,130 160,260 80,130" fill="url(#gem)" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>
    <polyline points="80,130 240,130" stroke="#ffffff" stroke-width="5" fill="none"/>
    <polyline points="120,130 160,60 200,130 160,260 120,130" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The overlay looks like it does over a game in OBS: its own page is transparent. */
async function onStreamBackdrop(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.documentElement.style.setProperty('background', 'linear-gradient(135deg,#1d2640,#3a2150)', 'important'),
  );
}

test('a test alert fired from the dashboard shows on the widget page', async ({ page, context }, testInfo) => {
  // Signing up a streamer, making a widget and opening its page in a second tab.
  test.setTimeout(60_000);
  await signInAsNewStreamer(page, `widgets-${testInfo.project.name}`);
  const id = await profileId(page);
  await page.goto(`/${id}/donations/dashboard/settings`);
  await expect(page.getByRole('heading', { name: 'Настройки оповещений' })).toBeVisible();
  await page.getByRole('button', { name: 'Новый виджет' }).click();
  await page.getByRole('button', { name: 'Донаты', exact: true }).click();

  const settings = page.getByRole('tablist', { name: 'Настройки оповещения' });
  for (const tab of ['Стиль', 'Изображение', 'Звук', 'Заголовок', 'Текст'])
    await expect(settings.getByRole('tab', { name: tab })).toBeVisible();
  await settings.getByRole('tab', { name: 'Изображение' }).click();
  await page
    .getByLabel('Файл изображения')
    .setInputFiles({ name: 'gem.png', mimeType: 'image/png', buffer: await alertPicture() });
  await expect(page.getByText('Изображение загружено')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Изображение оповещения' })).toBeVisible();
  await settings.getByRole('tab', { name: 'Заголовок' }).click();
  await page.getByLabel('Шаблон заголовка').fill('{name} закинул {amount}!');
  const preview = page.getByRole('region', { name: 'Предпросмотр оповещения' });
  await expect(preview.getByText('Алексей закинул 150 ₽!')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Настройки сохранены')).toBeVisible();

  const widgetUrl = await page.getByTestId('widget-url').getAttribute('data-url');
  expect(widgetUrl).toMatch(/\/widget\/\d+-[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText('Виджет не подключён')).toBeVisible();

  const overlay = waitingForHydration(await context.newPage());
  const response = await overlay.goto(widgetUrl!);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(overlay.locator('[data-overlay-status="online"]')).toBeVisible();
  await expect(overlay.getByRole('banner')).toHaveCount(0);
  await expect(page.getByText('Виджет подключён')).toBeVisible({ timeout: 10_000 });

  await page.getByRole('button', { name: 'Тестовое оповещение' }).click();
  const alert = overlay.getByTestId('alert-card');
  await expect(alert).toContainText('Лутмаркет закинул 150 ₽!');
  await expect(alert).toContainText('Это тестовое оповещение');
  await expect(alert.locator('img')).toHaveAttribute('src', /^\/uploads\/widgets\/.+\.webp$/);
  await expect(alert.locator('img')).toHaveJSProperty('complete', true);
  await onStreamBackdrop(overlay);
  await saveScreenshot(overlay, testInfo, 'widget-alert', { fullPage: false });
  await page.getByRole('tab', { name: 'Стиль' }).click();
  await saveScreenshot(page, testInfo, 'donations-settings');
});

test('a widget page closed while an alert was queued shows it after reopening', async ({ page, context }, testInfo) => {
  await signInAsNewStreamer(page, `widgets-offline-${testInfo.project.name}`);
  const origin = new URL(page.url()).origin;
  const created = await page.request.post(`${PRIVATE}/donations/widgets`, {
    data: { type: 'combined' },
    headers: { origin },
  });
  expect(created.ok()).toBe(true);
  const widgetPath = (await created.json()).widgetPath as string;

  const overlay = waitingForHydration(await context.newPage());
  await overlay.goto(widgetPath);
  await expect(overlay.locator('[data-overlay-status="online"]')).toBeVisible();
  await overlay.close();

  const fired = await page.request.post(`${PRIVATE}/donation/queue/test-order`, { headers: { origin } });
  expect(fired.ok()).toBe(true);

  const reopened = waitingForHydration(await context.newPage());
  await reopened.goto(widgetPath);
  await expect(reopened.getByTestId('alert-card')).toContainText('Steam: пополнение баланса');
  await expect(reopened.getByTestId('alert-card')).toContainText('1 290 ₽');
});

test('a bogus widget address answers 404, not an empty overlay', async ({ page }) => {
  for (const path of ['/widget/bogus', `/widget/1-${'a'.repeat(43)}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
