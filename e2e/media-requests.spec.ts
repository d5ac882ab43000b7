import { expect, test, waitingForHydration } from './fixtures';
import { pageOnProjectDevice } from './contexts';
import { payAsGuest } from './guest-donation';
import { saveScreenshot } from './screenshots';
import { signInByApi } from './sign-in';

const PRIVATE = '/api/gw/private/v1';
const GROM = 'streamer-grom@demo.lootmarket.ru';

test('a guest pays for 30 seconds of a video on grom’s page, and it plays in the media widget once approved', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await signInByApi(page, GROM);
  await page.goto('/');
  const id = String((await (await page.request.get(`${PRIVATE}/profile/frontend`)).json()).user_id);

  // The streamer makes the media widget's OBS link on the dashboard's video tab and opens it as OBS would.
  await page.goto(`/${id}/donations/dashboard/media`);
  await expect(page.getByRole('heading', { name: 'Видео от зрителей' })).toBeVisible();
  await page.getByTestId('media-widget-create').click();
  const link = page.getByTestId('widget-url');
  await expect(link).toBeVisible();
  const widgetUrl = (await link.getAttribute('data-url'))!;
  const overlay = waitingForHydration(await page.context().newPage());
  await overlay.goto(new URL(widgetUrl).pathname);
  await expect(overlay.locator('[data-overlay-status="online"]')).toBeVisible();

  // A guest pastes a YouTube link, sees what it is and what it costs, and pays for 30 seconds.
  const donor = await pageOnProjectDevice(browser, testInfo);
  await donor.goto('/grom/donate');
  await donor.getByLabel('Ваше имя').fill('Зритель с видео');
  await donor.getByTestId('media-url').fill('https://youtu.be/e2eMediaA01?t=5');
  await expect(donor.getByTestId('media-title')).toContainText('Пример:');
  await expect(donor.getByTestId('media-price')).toContainText('сек');
  await donor.getByRole('textbox', { name: 'Сумма' }).fill('150');
  await expect(donor.getByTestId('media-seconds')).toContainText('30 сек');
  await saveScreenshot(donor, testInfo, 'donate-media-field');
  await payAsGuest(donor, 'grom', 'media-guest@mail.ru');

  // Nothing plays until the streamer approves it.
  await page.reload();
  const request = page.getByTestId('media-request').filter({ hasText: 'Зритель с видео' });
  await expect(request).toContainText('30 сек');
  await expect(request).toContainText('Ждёт одобрения');
  await expect(overlay.getByTestId('media-player')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'dashboard-media');
  await request.getByTestId('media-approve').click();
  await expect(page.getByTestId('media-now-playing')).toContainText('Пример:');

  const player = overlay.getByTestId('media-player');
  await expect(player).toHaveAttribute('data-provider', 'sandbox');
  await expect(player).toHaveAttribute('src', /^\/media-samples\/sample-[a-z]+\.webm$/);
  // The clip really loads and runs: the browser has its frames and its clock moves.
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(2);
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);
  await expect(overlay.getByTestId('media-left')).toHaveText(/^(30|29|28|27|26|25) с$/);
  await saveScreenshot(overlay, testInfo, 'widget-media', { fullPage: false });

  // The dashboard's pause reaches the widget live.
  await page.getByTestId('media-toggle').click();
  await expect(overlay.getByText('Пауза')).toBeVisible();
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  await page.getByTestId('media-toggle').click();
  await expect(overlay.getByText('Пауза')).toHaveCount(0);
});
