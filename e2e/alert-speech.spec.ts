import { expect, test, waitingForHydration } from './fixtures';
import { heardUntilSpeechEnds } from './guest-donation';
import { signInAsNewStreamer } from './sign-in';

const PRIVATE = '/api/gw/private/v1';

interface Heard {
  src: string;
  event: string;
  at: number;
  alertShown: boolean;
}

test('a streamer switches speech on, listens to the voice, picks a library sound, and the overlay reads a test alert after it', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const id = await signInAsNewStreamer(page, `speech-${testInfo.project.name}`);
  const origin = new URL(page.url()).origin;
  await page.goto(`/${id}/donations/dashboard/settings`);
  await page.getByRole('button', { name: 'Новый виджет' }).click();
  await page.getByRole('button', { name: 'Донаты', exact: true }).click();

  await page.getByRole('tab', { name: 'Озвучка' }).click();
  await page.getByLabel('Читать сообщения вслух').check();
  const voice = page.getByLabel('Голос');
  await expect(voice.locator('option', { hasText: 'Офлайн — мужской' })).toBeAttached();
  await voice.selectOption({ label: 'Офлайн — мужской' });
  const preview = page.waitForResponse((response) => response.url().endsWith('/donations/tts/preview'));
  await page.getByRole('button', { name: 'Прослушать' }).click();
  const sample = await preview;
  expect(sample.status()).toBe(200);
  expect(sample.headers()['content-type']).toBe('audio/wav');
  // The sample decodes and plays: no failure is reported once the button is ready again.
  await expect(page.getByRole('button', { name: 'Прослушать' })).toBeEnabled();
  await expect(page.getByText('Не удалось прослушать голос')).toHaveCount(0);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Настройки сохранены')).toBeVisible();

  // A short alert with a sound of its own: the speech, longer than the alert, must keep it on screen.
  const widgets = await (await page.request.get(`${PRIVATE}/donations/widgets`)).json();
  const widget = widgets.items[0];
  expect(widget.settings.tts).toMatchObject({ enabled: true, voice: 'espeak:ru' });
  const shortened = await page.request.post(`${PRIVATE}/donations/widgets/settings`, {
    headers: { origin },
    data: { id: widget.id, settings: { ...widget.settings, durationMs: 2_000 } },
  });
  expect(shortened.ok(), await shortened.text()).toBe(true);
  // A sound from the built-in library, picked without an upload.
  await page.reload();
  await page.getByRole('tab', { name: 'Звук' }).click();
  await page
    .getByRole('region', { name: 'Библиотека звуков' })
    .getByRole('button', { name: /Колокольчик/ })
    .click();
  await expect(page.getByText('Звук выбран')).toBeVisible();
  await expect(page.getByLabel('Звук оповещения')).toHaveAttribute('src', '/uploads/library/chime.wav');

  // The OBS browser source, recording what its audio elements do (a headless browser has no speakers).
  const overlay = waitingForHydration(await context.newPage());
  await overlay.addInitScript(() => {
    const heard: Heard[] = [];
    (window as unknown as { heard: Heard[] }).heard = heard;
    const play = HTMLMediaElement.prototype.play;
    const watched = new WeakSet<HTMLMediaElement>();
    HTMLMediaElement.prototype.play = function watchedPlay(this: HTMLMediaElement) {
      if (!watched.has(this)) {
        watched.add(this);
        for (const event of ['playing', 'ended', 'error'])
          this.addEventListener(event, () =>
            heard.push({
              src: new URL(this.src).pathname,
              event,
              at: performance.now(),
              alertShown: document.querySelector('[data-testid="alert-card"]') !== null,
            }),
          );
      }
      return play.call(this);
    };
  });
  await overlay.goto(widget.widgetPath);
  await expect(overlay.locator('[data-overlay-status="online"]')).toBeVisible();
  // OBS plays sound without a click; a browser wants one interaction with the page first.
  await overlay.mouse.click(5, 5);

  const speechRequest = overlay.waitForResponse((response) => response.url().includes('/uploads/speech/'));
  await page.getByRole('button', { name: 'Тестовое оповещение' }).click();
  await expect(overlay.getByTestId('alert-card')).toContainText('Это тестовое оповещение');
  const speech = await speechRequest;
  expect(speech.status()).toBe(200);
  expect(speech.headers()['content-type']).toBe('audio/wav');

  const events = await heardUntilSpeechEnds<Heard>(overlay);
  const soundEnded = events.find((entry) => entry.src === '/uploads/library/chime.wav' && entry.event === 'ended');
  const speechStarted = events.find((entry) => entry.src.startsWith('/uploads/speech/') && entry.event === 'playing');
  const speechEnded = events.find((entry) => entry.src.startsWith('/uploads/speech/') && entry.event === 'ended');
  expect(soundEnded, JSON.stringify(events)).toBeDefined();
  expect(speechStarted!.at).toBeGreaterThanOrEqual(soundEnded!.at);
  // The speech outlasts the two-second alert, and the alert stayed up until it ended.
  expect(speechEnded!.at - speechStarted!.at).toBeGreaterThan(2_000);
  expect(speechEnded!.alertShown).toBe(true);
  await expect(overlay.getByTestId('alert-card')).toHaveCount(0, { timeout: 5_000 });
});
