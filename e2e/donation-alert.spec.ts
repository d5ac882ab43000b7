import { expect, test, waitingForHydration } from './fixtures';
import { pageOnProjectDevice } from './contexts';
import { payAsGuest } from './guest-donation';
import { saveScreenshot } from './screenshots';
import { silentWav } from '../apps/api/src/modules/alerts/media.fixtures';
import { signInAsNewStreamer } from './sign-in';

const PRIVATE = '/api/gw/private/v1';

test('a guest donation with a banned word reaches the open OBS widget masked, with its sound', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  // A streamer of its own per project: no other journey donates to it or watches its alerts.
  const slug = `alerts-${testInfo.project.name}`;
  await signInAsNewStreamer(page, slug);
  const origin = new URL(page.url()).origin;
  const headers = { origin };
  expect(
    (await page.request.post(`${PRIVATE}/donations/ban-words`, { data: { words: ['казино'] }, headers })).ok(),
  ).toBe(true);
  const created = await page.request.post(`${PRIVATE}/donations/widgets`, { data: { type: 'donation' }, headers });
  expect(created.ok(), await created.text()).toBe(true);
  const widget = (await created.json()) as { id: number; widgetPath: string };
  const sound = await page.request.post(`${PRIVATE}/donations/widgets/sound`, {
    headers,
    multipart: { id: String(widget.id), file: { name: 'ding.wav', mimeType: 'audio/wav', buffer: silentWav() } },
  });
  expect(sound.ok(), await sound.text()).toBe(true);

  // The OBS browser source: it records what it plays, since a headless browser has no speakers.
  const overlay = waitingForHydration(await page.context().newPage());
  await overlay.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { played: string[] }).played = played;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.src);
      return Promise.resolve();
    };
  });
  await overlay.goto(widget.widgetPath);
  await expect(overlay.locator('[data-overlay-status="online"]')).toBeVisible();

  const donor = await pageOnProjectDevice(browser, testInfo);
  await donor.goto(`/${slug}/donate`);
  await donor.getByLabel('Ваше имя').fill('Гость из чата');
  await donor.getByRole('textbox', { name: 'Сумма' }).fill('150');
  await donor.getByLabel('Сообщение').fill('Заходи в Казино после стрима');
  await payAsGuest(donor, slug);

  const card = overlay.getByTestId('alert-card');
  await expect(card).toContainText('Гость из чата');
  await expect(card).toContainText('150');
  await expect(card).toContainText('Заходи в ****** после стрима');
  await expect(card).not.toContainText('Казино');
  await expect
    .poll(() => overlay.evaluate(() => (window as unknown as { played: string[] }).played))
    .toContainEqual(expect.stringMatching(/\/uploads\/widgets\//));
  await saveScreenshot(overlay, testInfo, 'widget-donation-alert', { fullPage: false });
});
