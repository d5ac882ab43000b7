import { DEFAULT_WIDGET_SPEECH, type WidgetSpeech } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { FAKE_SPEECHKIT, startFakeSpeechKit, type FakeSpeechKit } from '../../platform/speech/fake-speechkit-server';
import { createTestApp, type TestApp } from '../../test-app';
import { connectOverlay, PRIVATE, streamerAuth } from './alerts.test-support';

const SPEECH_TIMEOUT_MS = 400;

describe(`alert speech on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let fake: FakeSpeechKit;
  let base: string;
  let streamer: { id: number; headers: Record<string, string> };
  beforeAll(async () => {
    fake = await startFakeSpeechKit();
    t = await createTestApp({
      SPEECHKIT_API_KEY: FAKE_SPEECHKIT.apiKey,
      SPEECHKIT_API_URL: fake.url,
      SPEECH_TIMEOUT_MS: String(SPEECH_TIMEOUT_MS),
    });
    await t.demo.streamers();
    streamer = await streamerAuth(t, 0);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PRIVATE}${url}`, headers: streamer.headers, ...(payload ? { payload } : {}) });

  /** A donation widget reading messages with these speech settings, and its overlay address token. */
  async function speakingWidget(tts: Partial<WidgetSpeech>) {
    const widget = (await call('POST', '/donations/widgets', { type: 'donation' })).json();
    const settings = { ...widget.settings, tts: { ...widget.settings.tts, enabled: true, ...tts } };
    const saved = await call('POST', '/donations/widgets/settings', { id: widget.id, settings });
    expect(saved.statusCode).toBe(200);
    return { id: widget.id as number, token: String(widget.widgetPath).replace('/widget/', '') };
  }

  const failures = async () =>
    (await t.services.alertSpeech.metrics[0]!.get()).values.reduce((sum, value) => sum + value.value, 0);

  it('lists SpeechKit voices first when it is configured, and the offline voices always', async () => {
    const { items } = (await call('GET', '/donations/tts/voices')).json();
    expect(items[0]).toEqual({
      id: 'speechkit:alena',
      name: 'Алёна (SpeechKit)',
      provider: 'speechkit',
      offline: false,
    });
    expect(items).toContainEqual({ id: 'espeak:ru+f3', name: 'Офлайн — женский', provider: 'espeak', offline: true });
    // New widgets start with the best voice this server has.
    const widget = (await call('POST', '/donations/widgets', { type: 'donation' })).json();
    expect(widget.settings.tts).toEqual({ ...DEFAULT_WIDGET_SPEECH, voice: 'speechkit:alena' });
  });

  it('keeps speech settings and refuses bad ones in Russian, changing nothing', async () => {
    const widget = await speakingWidget({
      speed: 1.5,
      volume: 60,
      maxChars: 120,
      minAmounts: { rub: 10_000, usd: 0, kzt: 0 },
    });
    const stored = (await call('GET', `/donations/widgets/${widget.id}`)).json().settings;
    expect(stored.tts).toMatchObject({ enabled: true, speed: 1.5, volume: 60, maxChars: 120 });
    expect(stored.tts.minAmounts).toEqual({ rub: 10_000, usd: 0, kzt: 0 });
    const bad = await call('POST', '/donations/widgets/settings', {
      id: widget.id,
      settings: { ...stored, tts: { ...stored.tts, speed: 5, voice: 'голос', maxChars: 5, template: ' ' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const messages = bad
      .json()
      .details.issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['/settings/tts/speed', 'Скорость речи — от 0.5 до 2'],
        ['/settings/tts/voice', 'Выберите голос из списка'],
        ['/settings/tts/maxChars', 'Читать не меньше 20 символов'],
        ['/settings/tts/template', 'Укажите, что читать'],
      ]),
    );
    expect((await call('GET', `/donations/widgets/${widget.id}`)).json().settings).toEqual(stored);
  });

  it('answers a preview as audio in the voice asked for', async () => {
    const cloud = await call('POST', '/donations/tts/preview', {
      text: 'Проверка голоса',
      voice: 'speechkit:zahar',
      speed: 1.2,
    });
    expect(cloud.statusCode).toBe(200);
    expect(cloud.headers['content-type']).toBe('audio/ogg');
    expect(fake.requests.at(-1)?.form).toMatchObject({ text: 'Проверка голоса', voice: 'zahar', speed: '1.2' });
    const offline = await call('POST', '/donations/tts/preview', { text: 'Проверка голоса', voice: 'espeak:ru' });
    expect(offline.statusCode).toBe(200);
    expect(offline.headers['content-type']).toBe('audio/wav');
    expect(offline.rawPayload.toString('latin1', 0, 4)).toBe('RIFF');
    const empty = await call('POST', '/donations/tts/preview', { text: '  ', voice: 'espeak:ru' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.issues[0].message).toBe('Введите текст для прослушивания');
  });

  it('holds previews to a budget per client', async () => {
    const preview = () =>
      call('POST', '/donations/tts/preview', { text: 'Ещё раз', voice: 'speechkit:jane' }).then((r) => r.statusCode);
    const answers: number[] = [];
    for (let index = 0; index < 31; index += 1) answers.push(await preview());
    // The budget is 30 a minute, previews above included.
    expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(30);
    expect(answers.at(-1)).toBe(429);
  });

  it('synthesizes an alert once, before it is shown, and serves the stored audio', async () => {
    const first = await speakingWidget({ voice: 'speechkit:filipp' });
    const second = await speakingWidget({ voice: 'speechkit:filipp' });
    const overlays = [await connectOverlay(base, first.token), await connectOverlay(base, second.token)];
    const before = fake.requests.length;
    await t.services.alerts.enqueue({
      streamerId: streamer.id,
      source: 'donation',
      sourceId: 'speech-once',
      donorName: 'Иван',
      amount: { amount: 150_000, currency: 'rub' },
      message: 'Отличный стрим, звони 89001234567',
    });
    const [one, two] = await Promise.all(overlays.map((overlay) => overlay.next('alert')));
    expect(one!.speechUrl).toMatch(/^\/uploads\/speech\/[0-9a-f]{40}\.ogg$/);
    expect(two!.speechUrl).toBe(one!.speechUrl);
    expect(fake.requests.length - before).toBe(1);
    expect(fake.requests.at(-1)?.form.text).toBe('Иван — 1500 рублей: Отличный стрим, звони');

    const audio = await t.app.inject({ method: 'GET', url: one!.speechUrl! });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/ogg');
    expect(audio.headers['cache-control']).toContain('immutable');

    // A replay says the same words: the stored audio is reused.
    overlays.forEach((overlay) => overlay.ack(one!.alert.id));
    await call('POST', '/donations/queue/replay', { alertId: one!.alert.id });
    expect((await overlays[0]!.next('alert')).speechUrl).toBe(one!.speechUrl);
    expect(fake.requests.length - before).toBe(1);
    await Promise.all(overlays.map((overlay) => overlay.close()));
  });

  it('shows the alert silent when speech fails or takes too long, and counts it', async () => {
    const widget = await speakingWidget({ voice: 'speechkit:ermil', template: '{message}' });
    const overlay = await connectOverlay(base, widget.token);
    const counted = await failures();
    const enqueue = (sourceId: string, message: string) =>
      t.services.alerts.enqueue({
        streamerId: streamer.id,
        source: 'donation',
        sourceId,
        donorName: 'Гость',
        amount: { amount: 10_000, currency: 'rub' },
        message,
      });

    fake.failNext(1);
    await enqueue('speech-fails', 'Этот текст не озвучится');
    const failed = await overlay.next('alert');
    expect(failed.speechUrl).toBeNull();
    expect(await failures()).toBe(counted + 1);

    overlay.ack(failed.alert.id);
    fake.delay(SPEECH_TIMEOUT_MS * 3);
    const started = Date.now();
    await enqueue('speech-slow', 'Этот текст опоздает');
    const slow = await overlay.next('alert', 3_000);
    fake.delay(0);
    expect(slow.speechUrl).toBeNull();
    expect(Date.now() - started).toBeLessThan(SPEECH_TIMEOUT_MS * 3);
    expect(await failures()).toBe(counted + 2);
    await overlay.close();
  });

  it('stays silent when speech is off or the amount is below the minimum', async () => {
    const widget = await speakingWidget({ minAmounts: { rub: 50_000, usd: 0, kzt: 0 } });
    const overlay = await connectOverlay(base, widget.token);
    const before = fake.requests.length;
    await t.services.alerts.enqueue({
      streamerId: streamer.id,
      source: 'donation',
      sourceId: 'below-minimum',
      donorName: 'Гость',
      amount: { amount: 49_999, currency: 'rub' },
      message: 'Тихо',
    });
    expect((await overlay.next('alert')).speechUrl).toBeNull();
    expect(fake.requests.length).toBe(before);
    await overlay.close();
  });
});
