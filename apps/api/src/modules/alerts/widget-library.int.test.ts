import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { PRIVATE, streamerAuth } from './alerts.test-support';

describe(`the built-in widget library on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let streamer: { id: number; headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.streamers();
    streamer = await streamerAuth(t, 0);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PRIVATE}${url}`, headers: streamer.headers, ...(payload ? { payload } : {}) });

  it('lists its sounds and pictures and serves them with caching', async () => {
    const library = (await call('GET', '/donations/widgets/library')).json();
    expect(library.sounds.length).toBeGreaterThanOrEqual(12);
    expect(library.images.length).toBeGreaterThanOrEqual(12);
    const sound = await t.app.inject({ method: 'GET', url: library.sounds[0].url });
    expect(sound.headers['content-type']).toBe('audio/wav');
    expect(sound.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    const image = await t.app.inject({ method: 'GET', url: library.images[0].url });
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/library/nothing.svg' })).statusCode).toBe(404);
  });

  it('puts a library sound and picture on a widget without an upload', async () => {
    const widget = (await call('POST', '/donations/widgets', { type: 'donation' })).json();
    const withSound = await call('POST', '/donations/widgets/sound/library', { id: widget.id, itemId: 'fanfare' });
    expect(withSound.statusCode).toBe(200);
    expect(withSound.json().soundUrl).toBe('/uploads/library/fanfare.wav');
    const withImage = (
      await call('POST', '/donations/widgets/image/library', { id: widget.id, itemId: 'crown' })
    ).json();
    expect(withImage).toMatchObject({
      imageUrl: '/uploads/library/crown.svg',
      soundUrl: '/uploads/library/fanfare.wav',
    });
    const missing = await call('POST', '/donations/widgets/image/library', { id: widget.id, itemId: 'fanfare' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('В библиотеке нет такого файла');
    const other = await streamerAuth(t, 1);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/donations/widgets/image/library`,
      headers: other.headers,
      payload: { id: widget.id, itemId: 'gem' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
