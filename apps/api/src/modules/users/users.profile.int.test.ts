import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { pngClaiming } from '../../platform/images/image.fixtures';
import { createTestApp, type TestApp } from '../../test-app';
import { REFRESH_URL, signIn } from '../auth/auth.test-support';

const PROFILE = '/api/gw/private/v1/profile';
const AVATAR = '/api/gw/private/v1/buyer/avatar';
const CHECK = '/api/gw/public/v1/profile/slug/check';
const BECOME = '/api/gw/private/v1/donations/become-streamer';

function multipart(token: string, data: Buffer, filename = 'a.png') {
  const boundary = '----lootmarket-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe(`profile, avatar and streamer slug on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('sets a readable session marker next to the refresh cookie and rotates both', async () => {
    const { cookies } = await signIn(t, 'marker@mail.ru');
    expect(cookies.has_session).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', maxAge: 6 * 24 * 3600 });
    expect(cookies.has_session?.httpOnly).toBeFalsy();
    const refreshed = await t.app.inject({
      url: REFRESH_URL,
      cookies: { refresh_token: cookies.refresh_token!.value },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.cookies.find((cookie) => cookie.name === 'has_session')?.value).toBe('1');
  });

  it('renames the user within 2–40 characters and updates the letters', async () => {
    const { body } = await signIn(t, 'rename@mail.ru');
    const patch = (name: unknown) =>
      t.app.inject({ method: 'PATCH', url: PROFILE, headers: bearer(body.access_token), payload: { name } });
    expect((await patch('x')).statusCode).toBe(400);
    expect((await patch('x'.repeat(41))).statusCode).toBe(400);
    expect((await patch('a\u0000b')).statusCode).toBe(400);
    const renamed = await patch('  Иван Петров ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Иван Петров', avatar_letters: 'ИП' });
    expect((await t.app.inject({ method: 'PATCH', url: PROFILE, payload: { name: 'Чужой' } })).statusCode).toBe(401);
  });

  it('re-encodes an uploaded image to a 256×256 WebP served under /uploads/avatars', async () => {
    const { body } = await signIn(t, 'avatar@mail.ru');
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const uploaded = await t.app.inject({ method: 'POST', url: AVATAR, ...multipart(body.access_token, png) });
    expect(uploaded.statusCode).toBe(200);
    const image: string = uploaded.json().image;
    expect(image).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject(image);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await t.app.inject('/uploads/avatars/00000000-0000-0000-0000-000000000000.webp')).statusCode).toBe(404);
  });

  it('refuses files that are not images whatever their name, and files over 5 MB', async () => {
    const { body } = await signIn(t, 'badavatar@mail.ru');
    const fake = await t.app.inject({
      method: 'POST',
      url: AVATAR,
      ...multipart(body.access_token, Buffer.from('<svg/>'), 'x.png'),
    });
    expect(fake.statusCode).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await t.app.inject({ method: 'POST', url: AVATAR, ...multipart(body.access_token, svg) })).statusCode).toBe(
      415,
    );
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    expect((await t.app.inject({ method: 'POST', url: AVATAR, ...multipart(body.access_token, big) })).statusCode).toBe(
      413,
    );
  });

  it('refuses a truncated image with 415 and an image bomb with 413 before decoding it', async () => {
    const { body } = await signIn(t, 'bomb@mail.ru');
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const truncated = await t.app.inject({
      method: 'POST',
      url: AVATAR,
      ...multipart(body.access_token, png.subarray(0, 60)),
    });
    expect([truncated.statusCode, truncated.json().message]).toEqual([415, 'Загрузите изображение PNG, JPEG или WebP']);
    const bomb = await t.app.inject({
      method: 'POST',
      url: AVATAR,
      ...multipart(body.access_token, pngClaiming(7000, 7000)),
    });
    expect([bomb.statusCode, bomb.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('checks slugs and lets a user become a streamer once per slug', async () => {
    const check = async (slug: string) => (await t.app.inject(`${CHECK}?slug=${encodeURIComponent(slug)}`)).json();
    expect(await check('my-stream')).toEqual({ available: true });
    expect(await check('Admin')).toEqual({ available: false, reason: 'Этот адрес зарезервирован' });
    expect(await check('12345')).toMatchObject({ available: false });

    const first = await signIn(t, 'streamer-one@mail.ru');
    const become = (token: string, slug: string) =>
      t.app.inject({ method: 'POST', url: BECOME, headers: bearer(token), payload: { slug } });
    const done = await become(first.body.access_token, 'My-Stream');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ slug: 'my-stream', isStreamer: true, roles: [0, 9] });
    expect((await become(first.body.access_token, 'my-stream')).json().roles).toEqual([0, 9]);
    expect((await become(first.body.access_token, 'other-name')).statusCode).toBe(409);
    expect(await check('MY-STREAM')).toEqual({ available: false, reason: 'Этот адрес уже занят' });

    const second = await signIn(t, 'streamer-two@mail.ru');
    expect((await become(second.body.access_token, 'my-stream')).statusCode).toBe(409);
    expect((await become(second.body.access_token, 'sell')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: BECOME, payload: { slug: 'abc' } })).statusCode).toBe(401);
  });
});
