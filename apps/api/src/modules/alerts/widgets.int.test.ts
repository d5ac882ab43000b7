import { DEFAULT_WIDGET_SETTINGS } from '@lootmarket/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/auth.test-support';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { PRIVATE, streamerAuth } from './alerts.test-support';
import { pngClaiming } from '../../platform/images/image.fixtures';
import { silentWav } from './media.fixtures';

/** A multipart body with the widget id as a field before the file, as the settings page sends it. */
function form(headers: Record<string, string>, widgetId: number, data: Buffer, filename: string, type: string) {
  const boundary = '----lootmarket-widget';
  const field = `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${widgetId}\r\n`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(field + head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe(`overlay widgets on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let streamer: { id: number; headers: Record<string, string> };
  let other: { id: number; headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.streamers();
    streamer = await streamerAuth(t, 0);
    other = await streamerAuth(t, 1);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers = streamer.headers, payload?: object) =>
    t.app.inject({ method, url: `${PRIVATE}${url}`, headers, ...(payload ? { payload } : {}) });

  it('creates, lists, reads, updates and deletes widgets of its owner only', async () => {
    const created = await call('POST', '/donations/widgets', streamer.headers, { type: 'combined' });
    expect(created.statusCode).toBe(200);
    const widget = created.json();
    expect(widget).toMatchObject({
      type: 'combined',
      settings: { ...DEFAULT_WIDGET_SETTINGS, name: 'Донаты и покупки' },
      imageUrl: null,
      connected: false,
    });
    expect(widget.widgetPath).toMatch(/^\/widget\/\d+-[A-Za-z0-9_-]{43}$/);
    await call('POST', '/donations/widgets', streamer.headers, { type: 'goal' });

    expect((await call('GET', '/donations/widgets')).json().items.map((item: { type: string }) => item.type)).toEqual([
      'combined',
      'goal',
    ]);
    expect((await call('GET', '/donations/widgets?type=goal')).json().items).toHaveLength(1);
    expect((await call('GET', '/donations/widgets', other.headers)).json().items).toEqual([]);
    expect((await call('GET', `/donations/widgets/${widget.id}`, other.headers)).statusCode).toBe(404);

    const settings = {
      ...widget.settings,
      layout: 'left',
      titleTemplate: '{name} купил {message}',
      durationMs: 5000,
      minAmounts: { rub: 10_000, usd: 0, kzt: 0 },
      goalDisplayFormat: 'full',
      titleDateLayout: 'date_and_title_inline',
    };
    const saved = await call('POST', '/donations/widgets/settings', streamer.headers, { id: widget.id, settings });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', `/donations/widgets/${widget.id}`)).json().settings).toEqual(settings);

    const bad = await call('POST', '/donations/widgets/settings', streamer.headers, {
      id: widget.id,
      settings: { ...settings, textColor: 'red', durationMs: 10 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await call('GET', `/donations/widgets/${widget.id}`)).json().settings).toEqual(settings);
    expect(
      (await call('POST', '/donations/widgets/settings', other.headers, { id: widget.id, settings })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/donations/widgets', streamer.headers, { type: 'unknown' })).statusCode).toBe(400);

    expect((await call('DELETE', `/donations/widgets/${widget.id}`, other.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/donations/widgets/${widget.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/donations/widgets/${widget.id}`)).statusCode).toBe(404);
  });

  it('lists template tags and keeps widgets to streamers', async () => {
    expect(
      (await call('GET', '/donations/widgets/tags')).json().items.map((item: { tag: string }) => item.tag),
    ).toEqual(['{name}', '{amount}', '{message}']);
    const { body } = await signIn(t, 'viewer@mail.ru');
    const customer = { authorization: `Bearer ${body.access_token}` };
    expect((await call('GET', '/donations/widgets', customer)).statusCode).toBe(403);
    expect((await call('POST', '/donation/queue/test', customer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${PRIVATE}/donations/widgets` })).statusCode).toBe(401);
  });

  it('refuses a truncated image with 415 and an image bomb with 413, keeping the widget as it was', async () => {
    const widget = (await call('POST', '/donations/widgets', streamer.headers, { type: 'donation' })).json();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ec4899' } })
      .png()
      .toBuffer();
    const upload = (data: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `${PRIVATE}/donations/widgets/image`,
        ...form(streamer.headers, widget.id, data, 'a.png', 'image/png'),
      });
    const truncated = await upload(png.subarray(0, 60));
    expect([truncated.statusCode, truncated.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const bomb = await upload(pngClaiming(7000, 7000));
    expect(bomb.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Изображение слишком большое: не больше 4096 × 4096 точек',
    });
    expect(bomb.statusCode).toBe(413);
    expect((await call('GET', `/donations/widgets/${widget.id}`)).json().imageUrl).toBeNull();
  });

  it('accepts images and sounds by their content, serves them, and removes them', async () => {
    const widget = (await call('POST', '/donations/widgets', streamer.headers, { type: 'donation' })).json();
    const gif = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ec4899' } })
      .gif()
      .toBuffer();
    const image = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/donations/widgets/image`,
      ...form(streamer.headers, widget.id, gif, 'cat.gif', 'image/gif'),
    });
    expect(image.statusCode).toBe(200);
    const imageUrl = image.json().imageUrl as string;
    const served = await t.app.inject(imageUrl);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const sound = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/donations/widgets/sound`,
      ...form(streamer.headers, widget.id, silentWav(), 'ding.mp3', 'audio/mpeg'),
    });
    expect(sound.statusCode).toBe(200);
    const soundFile = await t.app.inject(sound.json().soundUrl);
    expect([soundFile.statusCode, soundFile.headers['content-type']]).toEqual([200, 'audio/wav']);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const refusedImage = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/donations/widgets/image`,
      ...form(streamer.headers, widget.id, svg, 'a.png', 'image/png'),
    });
    expect([refusedImage.statusCode, refusedImage.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${PRIVATE}/donations/widgets/sound`,
          ...form(streamer.headers, widget.id, html, 'a.mp3', 'audio/mpeg'),
        })
      ).statusCode,
    ).toBe(415);
    const huge = Buffer.concat([silentWav(), Buffer.alloc(3 * 1024 * 1024)]);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/donations/widgets/sound`,
      ...form(streamer.headers, widget.id, huge, 'a.wav', 'audio/wav'),
    });
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, 'Звук больше 3 МБ']);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/donations/widgets/image`,
      ...form(other.headers, widget.id, gif, 'cat.gif', 'image/gif'),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', `/donations/widgets/${widget.id}`)).json().imageUrl).toBe(imageUrl);

    const removed = await call('DELETE', `/donations/widgets/image?id=${widget.id}`);
    expect(removed.json().imageUrl).toBeNull();
    expect((await t.app.inject(imageUrl)).statusCode).toBe(404);
  });
});
