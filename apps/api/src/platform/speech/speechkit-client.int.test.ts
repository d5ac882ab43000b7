import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_SPEECHKIT, startFakeSpeechKit, type FakeSpeechKit } from './fake-speechkit-server';
import { SpeechError } from './speech';
import { createSpeechKitClient } from './speechkit-client';

describe('the SpeechKit adapter against a local SpeechKit', () => {
  let fake: FakeSpeechKit;
  beforeAll(async () => {
    fake = await startFakeSpeechKit();
  });
  afterAll(() => fake.close());

  it('posts the form SpeechKit expects with an API key and answers Ogg Opus audio', async () => {
    const client = createSpeechKitClient({ apiKey: FAKE_SPEECHKIT.apiKey, apiUrl: fake.url, format: 'oggopus' });
    const audio = await client.synthesize({ text: 'Привет, стрим!', voice: 'alena', speed: 1.2 });
    expect(audio.contentType).toBe('audio/ogg');
    expect(audio.data.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(fake.requests.at(-1)).toEqual({
      authorization: `Api-Key ${FAKE_SPEECHKIT.apiKey}`,
      form: { text: 'Привет, стрим!', lang: 'ru-RU', voice: 'alena', speed: '1.2', format: 'oggopus' },
    });
  });

  it('sends the folder id with an IAM token and answers MP3', async () => {
    const client = createSpeechKitClient({
      iamToken: FAKE_SPEECHKIT.iamToken,
      folderId: FAKE_SPEECHKIT.folderId,
      apiUrl: fake.url,
      format: 'mp3',
    });
    const audio = await client.synthesize({ text: 'Спасибо', voice: 'filipp', speed: 1 });
    expect(audio.contentType).toBe('audio/mpeg');
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${FAKE_SPEECHKIT.iamToken}`);
    expect(fake.requests.at(-1)?.form.folderId).toBe(FAKE_SPEECHKIT.folderId);
  });

  it('turns refusals into speech errors with the status', async () => {
    const wrongKey = createSpeechKitClient({ apiKey: 'wrong', apiUrl: fake.url, format: 'oggopus' });
    await expect(wrongKey.synthesize({ text: 'Привет', voice: 'alena', speed: 1 })).rejects.toMatchObject({
      name: 'SpeechError',
      status: 401,
    });
    const client = createSpeechKitClient({ apiKey: FAKE_SPEECHKIT.apiKey, apiUrl: fake.url, format: 'oggopus' });
    await expect(client.synthesize({ text: 'Привет', voice: 'nobody', speed: 1 })).rejects.toThrow(/Unknown voice/);
    fake.failNext(1);
    await expect(client.synthesize({ text: 'Привет', voice: 'alena', speed: 1 })).rejects.toBeInstanceOf(SpeechError);
  });

  it('gives up after its timeout', async () => {
    const client = createSpeechKitClient({
      apiKey: FAKE_SPEECHKIT.apiKey,
      apiUrl: fake.url,
      format: 'oggopus',
      timeoutMs: 50,
    });
    fake.delay(300);
    await expect(client.synthesize({ text: 'Привет', voice: 'alena', speed: 1 })).rejects.toThrow();
    fake.delay(0);
  });

  it('needs a key, or a token with a folder', () => {
    expect(() => createSpeechKitClient({ iamToken: 't1', apiUrl: fake.url, format: 'mp3' })).toThrow();
  });
});
