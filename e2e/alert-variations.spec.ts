import type { Page } from '@playwright/test';
import { expect, test, waitingForHydration } from './fixtures';
import { guestDonates, heardUntilSpeechEnds } from './guest-donation';
import { signInAsNewStreamer } from './sign-in';

interface Heard {
  src: string;
  event: string;
  at: number;
}

/** The OBS browser source, recording what its audio elements do (a headless browser has no speakers). */
async function openOverlay(page: Page, path: string): Promise<Page> {
  const overlay = waitingForHydration(await page.context().newPage());
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
            heard.push({ src: new URL(this.src).pathname, event, at: performance.now() }),
          );
      }
      return play.call(this);
    };
  });
  await overlay.goto(path);
  await expect(overlay.locator('[data-overlay-status="online"]')).toBeVisible();
  // OBS plays sound without a click; a browser wants one interaction with the page first.
  await overlay.mouse.click(5, 5);
  return overlay;
}

test('a streamer sets a look for 1 000 ₽ and more with a library picture, sound and speech; 1 500 ₽ shows it, 200 ₽ the default', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const slug = `variations-${testInfo.project.name}`;
  const id = await signInAsNewStreamer(page, slug);
  await page.goto(`/${id}/donations/dashboard/settings`);
  await page.getByRole('button', { name: 'Новый виджет' }).click();
  await page.getByRole('button', { name: 'Донаты', exact: true }).click();

  await page.getByRole('tab', { name: 'Вариации' }).click();
  await page.getByRole('button', { name: 'Добавить вариацию' }).click();
  const form = page.getByRole('region', { name: 'Вариация «Вариация 1»' });
  await expect(form.getByLabel('Сумма от')).toHaveValue('1000');
  await form.getByLabel('Название вариации').fill('Крупный донат');
  const variation = page.getByRole('region', { name: 'Вариация «Крупный донат»' });
  await variation
    .getByRole('region', { name: 'Библиотека изображений' })
    .getByRole('button', { name: 'Корона' })
    .click();
  await variation
    .getByRole('region', { name: 'Библиотека звуков' })
    .getByRole('button', { name: /Колокольчик/ })
    .click();
  await variation.getByLabel('Своя озвучка').check();
  await expect(variation.getByLabel('Читать сообщения вслух')).toBeChecked();
  // The preview draws the variation being edited with the overlay's own card.
  const preview = page.getByRole('region', { name: 'Предпросмотр оповещения' });
  await expect(preview.locator('img')).toHaveAttribute('src', '/uploads/library/crown.svg');
  await expect(preview).toContainText('1 000');
  await variation.getByRole('button', { name: 'К списку вариаций' }).click();

  // A second range over the same amounts is refused in the form, with the server's code.
  await page.getByRole('button', { name: 'Добавить вариацию' }).click();
  await page.getByRole('button', { name: 'К списку вариаций' }).click();
  const refusal = page.locator('[data-error-code="WIDGET_VARIATION_OVERLAP"]');
  await expect(refusal).toContainText('«Крупный донат» (от 1 000 ₽) и «Вариация 2» (от 1 000 ₽) пересекаются');
  await page.getByRole('button', { name: 'Удалить «Вариация 2»' }).click();
  await expect(refusal).toHaveCount(0);

  const list = page.getByRole('list', { name: 'Вариации' });
  await expect(list).toContainText('от 1 000 ₽ · с озвучкой');
  await list.getByRole('button', { name: 'Предпросмотр' }).click();
  await expect(preview).toHaveAttribute('data-look', /.+/);
  await expect(preview).not.toHaveAttribute('data-look', 'default');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Настройки сохранены')).toBeVisible();

  const widgets = await (await page.request.get('/api/gw/private/v1/donations/widgets')).json();
  const widget = widgets.items[0];
  expect(widget.settings.variations).toHaveLength(1);
  const overlay = await openOverlay(page, widget.widgetPath);

  const speechRequest = overlay.waitForResponse((response) => response.url().includes('/uploads/speech/'));
  await guestDonates(browser, testInfo, slug, { name: 'Гость', rubles: '1500', message: 'Спасибо за стрим' });
  const card = overlay.getByTestId('alert-card');
  await expect(card).toContainText('1 500');
  await expect(overlay.locator('main')).toHaveAttribute('data-look', widget.settings.variations[0].id);
  await expect(card.locator('img')).toHaveAttribute('src', '/uploads/library/crown.svg');
  const speech = await speechRequest;
  expect(speech.status()).toBe(200);

  const events = await heardUntilSpeechEnds<Heard>(overlay);
  const soundEnded = events.find((entry) => entry.src === '/uploads/library/chime.wav' && entry.event === 'ended');
  const speechStarted = events.find((entry) => entry.src.startsWith('/uploads/speech/') && entry.event === 'playing');
  expect(soundEnded, JSON.stringify(events)).toBeDefined();
  expect(speechStarted, JSON.stringify(events)).toBeDefined();
  expect(speechStarted!.at).toBeGreaterThanOrEqual(soundEnded!.at);
  await expect(card).toHaveCount(0, { timeout: 20_000 });

  // Below the range: the default look, with no picture, sound or speech.
  await guestDonates(browser, testInfo, slug, { name: 'Гость', rubles: '200', message: 'Маленький донат' });
  await expect(card).toContainText('200');
  await expect(overlay.locator('main')).toHaveAttribute('data-look', 'default');
  await expect(card.locator('img')).toHaveCount(0);
});
