import { DEFAULT_WIDGET_SETTINGS, type WidgetSettings, type WidgetVariation } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { FAKE_SPEECHKIT, startFakeSpeechKit, type FakeSpeechKit } from '../../platform/speech/fake-speechkit-server';
import { createTestApp, type TestApp } from '../../test-app';
import { connectOverlay, PRIVATE, streamerAuth } from './alerts.test-support';

const variation = (patch: Partial<WidgetVariation>): WidgetVariation => {
  const { layout, animation, exitAnimation, durationMs, textColor, accentColor } = DEFAULT_WIDGET_SETTINGS;
  const { fontSize, titleTemplate, textTemplate, soundVolume } = DEFAULT_WIDGET_SETTINGS;
  return {
    id: 'big',
    name: 'Крупный донат',
    currency: 'rub',
    minAmount: 100_000,
    maxAmount: null,
    condition: 'any',
    imageId: null,
    soundId: null,
    ...{ layout, animation, exitAnimation, durationMs, textColor, accentColor, fontSize, titleTemplate, textTemplate },
    soundVolume,
    tts: null,
    ...patch,
  };
};

describe(`alert variations by amount on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let fake: FakeSpeechKit;
  let base: string;
  let streamer: { id: number; headers: Record<string, string> };
  beforeAll(async () => {
    fake = await startFakeSpeechKit();
    t = await createTestApp({ SPEECHKIT_API_KEY: FAKE_SPEECHKIT.apiKey, SPEECHKIT_API_URL: fake.url });
    await t.demo.streamers();
    streamer = await streamerAuth(t, 1);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PRIVATE}${url}`, headers: streamer.headers, ...(payload ? { payload } : {}) });
  const save = (id: number, settings: WidgetSettings) => call('POST', '/donations/widgets/settings', { id, settings });
  const donate = (sourceId: string, amount: number, currency: 'rub' | 'usd' = 'rub', hasMedia = false) =>
    t.services.alerts.enqueue({
      streamerId: streamer.id,
      source: 'donation',
      sourceId,
      donorName: 'Гость',
      amount: { amount, currency },
      message: 'Привет со стрима',
      hasMedia,
    });

  it('refuses overlapping ranges with a stable code and a Russian message, changing nothing', async () => {
    const widget = (await call('POST', '/donations/widgets', { type: 'donation' })).json();
    const refused = await save(widget.id, {
      ...widget.settings,
      variations: [variation({}), variation({ id: 'huge', name: 'Огромный', minAmount: 500_000, maxAmount: 900_000 })],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'WIDGET_VARIATION_OVERLAP',
      details: { variationIds: ['big', 'huge'] },
    });
    expect(refused.json().message).toContain('«Крупный донат»');
    expect(refused.json().message).toContain('пересекаются');
    expect((await call('GET', `/donations/widgets/${widget.id}`)).json().settings.variations).toEqual([]);

    // The same ranges in another currency, or for test alerts only, do not overlap.
    const accepted = await save(widget.id, {
      ...widget.settings,
      variations: [
        variation({}),
        variation({ id: 'usd', currency: 'usd' }),
        variation({ id: 'test', condition: 'test' }),
      ],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const unknownImage = await save(widget.id, { ...widget.settings, variations: [variation({ imageId: 'nope' })] });
    expect(unknownImage.statusCode).toBe(400);
    expect(unknownImage.json().code).toBe('VALIDATION_FAILED');
    const upsideDown = await save(widget.id, { ...widget.settings, variations: [variation({ maxAmount: 50_000 })] });
    expect(upsideDown.statusCode).toBe(400);
    expect(JSON.stringify(upsideDown.json())).toContain('Сумма «до» должна быть больше суммы «от»');
  });

  it('sends each alert with the look of its range and the speech of that look', async () => {
    const created = (await call('POST', '/donations/widgets', { type: 'donation' })).json();
    const tts = { ...created.settings.tts, enabled: true, voice: 'speechkit:filipp', volume: 40 };
    const saved = await save(created.id, {
      ...created.settings,
      variations: [
        variation({ imageId: 'star', soundId: 'chime', layout: 'left', textColor: '#ffcc00', tts }),
        variation({ id: 'mid', name: 'Средний', minAmount: 50_000, maxAmount: 100_000, durationMs: 4_000 }),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const overlay = await connectOverlay(base, String(created.widgetPath).replace('/widget/', ''));
    await overlay.next('ready');

    await donate('var-1500', 150_000);
    const big = await overlay.next('alert', 5_000);
    expect(big.look).toMatchObject({
      variationId: 'big',
      layout: 'left',
      textColor: '#ffcc00',
      imageUrl: '/uploads/library/star.svg',
      soundUrl: '/uploads/library/chime.wav',
      speechVolume: 40,
    });
    expect(big.speechUrl).toMatch(/^\/uploads\/speech\//);
    expect(fake.requests.at(-1)?.form.voice).toBe('filipp');
    overlay.ack(big.alert.id);

    // The middle range has no speech of its own: the default look's, switched off here, applies.
    await donate('var-700', 70_000);
    const mid = await overlay.next('alert', 5_000);
    expect(mid.look).toMatchObject({ variationId: 'mid', durationMs: 4_000, imageUrl: null, soundUrl: null });
    expect(mid.speechUrl).toBeNull();
    overlay.ack(mid.alert.id);

    await donate('var-200', 20_000);
    const small = await overlay.next('alert', 5_000);
    expect(small.look).toMatchObject({
      variationId: null,
      layout: 'top',
      durationMs: DEFAULT_WIDGET_SETTINGS.durationMs,
    });
    overlay.ack(small.alert.id);

    // Roubles' ranges say nothing about dollars.
    await donate('var-usd', 150_000, 'usd');
    expect((await overlay.next('alert', 5_000)).look?.variationId).toBeNull();
    await overlay.close();
  });

  it('gives a donation that bought a video its «только с медиа» variation, and others the plain one', async () => {
    const created = (await call('POST', '/donations/widgets', { type: 'donation' })).json();
    const saved = await save(created.id, {
      ...created.settings,
      variations: [variation({ id: 'plain' }), variation({ id: 'media', condition: 'media', layout: 'right' })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const overlay = await connectOverlay(base, String(created.widgetPath).replace('/widget/', ''));
    await overlay.next('ready');
    await donate('media-1500', 150_000, 'rub', true);
    const withVideo = await overlay.next('alert', 5_000);
    expect(withVideo.alert.hasMedia).toBe(true);
    expect(withVideo.look).toMatchObject({ variationId: 'media', layout: 'right' });
    overlay.ack(withVideo.alert.id);
    await donate('plain-1500', 150_000);
    expect((await overlay.next('alert', 5_000)).look?.variationId).toBe('plain');
    // A replay keeps its video: it takes the same variation again.
    const replayed = await t.services.alerts.replay(streamer.id, Number(withVideo.alert.id));
    expect(replayed.hasMedia).toBe(true);
    await overlay.close();
  });
});
