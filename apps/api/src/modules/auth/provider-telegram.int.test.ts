import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import {
  encodeTelegramResult,
  signTelegramPayload,
  type TelegramPayload,
} from '../../platform/auth-providers/telegram';
import { createTestApp, type TestApp } from '../../test-app';

const BOT_TOKEN = '123456:test-bot-token';
const PROVIDER = '/api/gw/public/v1/auth/provider/telegram';

describe(`Telegram sign-in on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const clock = Date.parse('2026-03-01T10:00:00Z');
  const nowSec = Math.floor(clock / 1000);
  beforeAll(async () => {
    t = await createTestApp(
      { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_NAME: 'lootmarket_bot', PUBLIC_URL: 'http://lootmarket.test' },
      { now: () => clock },
    );
  });
  afterAll(() => t.close());

  const widget = (fields: Partial<TelegramPayload> = {}) =>
    signTelegramPayload(BOT_TOKEN, {
      id: 777001,
      first_name: 'Анна',
      username: 'anna',
      auth_date: nowSec - 30,
      ...fields,
    });
  const post = (payload: unknown, sessionID = 'session-tg-1') =>
    t.app.inject({ method: 'POST', url: `${PROVIDER}/callback?sessionID=${sessionID}`, payload: payload as object });
  const viaHash = (payload: TelegramPayload, sessionID = 'session-tg-2') =>
    t.app.inject({ url: `${PROVIDER}/callback?sessionID=${sessionID}&hash=${encodeTelegramResult(payload)}&embed=0` });

  it('sends the popup to Telegram with a return address carrying the session', async () => {
    const popup = await t.app.inject({ url: `${PROVIDER}?sessionID=session-tg-0` });
    expect(popup.statusCode).toBe(302);
    const url = new URL(popup.headers.location as string);
    expect(url.origin + url.pathname).toBe('https://oauth.telegram.org/auth');
    expect(url.searchParams.get('bot_id')).toBe('123456');
    expect(url.searchParams.get('return_to')).toBe(
      `http://lootmarket.test${PROVIDER}/callback?sessionID=session-tg-0&embed=0`,
    );
  });

  it('accepts a valid widget result by POST body and signs the same account in again', async () => {
    const first = await post(widget());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ sessionID: 'session-tg-1', isNewUser: true, user: { name: 'Анна' } });
    expect(first.cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['access_token', 'refresh_token']),
    );
    // A later sign-in brings a new widget result (a new auth_date, so a new signature).
    const second = await post(widget({ auth_date: nowSec - 10 }));
    expect(second.json()).toMatchObject({ isNewUser: false, user: { id: first.json().user.id } });
  });

  it('refuses a widget result that was already used, by either form', async () => {
    const result = widget({ id: 777009, first_name: 'Вера', auth_date: nowSec - 5 });
    expect((await post(result, 'session-tg-r1')).statusCode).toBe(200);
    const replayed = await post(result, 'session-tg-r2');
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const viaGet = await viaHash(result, 'session-tg-r3');
    expect(viaGet.statusCode).toBe(400);
    expect(viaGet.body).not.toContain('"ok":true');
  });

  it('accepts a valid result through the GET hash form and reports to the opener', async () => {
    const response = await viaHash(widget({ id: 777002, first_name: 'Борис' }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"type":"lootmarket:auth","ok":true,"sessionID":"session-tg-2"');
    expect(response.body).toContain('postMessage(m,"http://lootmarket.test")');
  });

  it('refuses a tampered field, an extra field and a stale auth_date by either form', async () => {
    const tampered = { ...widget(), first_name: 'Злоумышленник' };
    const extra = { ...widget(), role: 'admin' };
    const stale = widget({ auth_date: nowSec - 601 });
    for (const payload of [tampered, extra, stale]) {
      const byPost = await post(payload);
      expect(byPost.statusCode).toBe(400);
      expect(byPost.json().message).toBe('Telegram не подтвердил вход. Попробуйте ещё раз');
      const byGet = await viaHash(payload as TelegramPayload);
      expect(byGet.statusCode).toBe(400);
      expect(byGet.body).toContain('"ok":false');
      expect(byGet.cookies).toHaveLength(0);
    }
    expect((await post(widget({ auth_date: nowSec - 599 }))).statusCode).toBe(200);
  });

  it('refuses a result signed with another bot token or an unreadable hash', async () => {
    const foreign = signTelegramPayload('999:other-token', { id: 1, first_name: 'X', auth_date: nowSec });
    expect((await post(foreign)).statusCode).toBe(400);
    const garbage = await t.app.inject({ url: `${PROVIDER}/callback?sessionID=session-tg-3&hash=%%%&embed=0` });
    expect(garbage.statusCode).toBe(400);
  });

  it('moves a fragment result into the query when Telegram returns without one', async () => {
    const response = await t.app.inject({ url: `${PROVIDER}/callback?sessionID=session-tg-4&embed=0` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('tgAuthResult');
  });
});

describe(`sandbox providers on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function throughSandbox(provider: 'telegram' | 'vk' | 'twitch', name: string) {
    const popup = await t.app.inject({
      url: `/api/gw/public/v1/auth/provider/${provider}?sessionID=session-sb-${provider}`,
    });
    const binding = popup.cookies.find((cookie) => cookie.name === 'auth_binding')?.value;
    const page = await t.app.inject({ url: popup.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('войти как…');
    const fields = Object.fromEntries(
      [...page.body.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [
        match[1]!,
        match[2]!.replaceAll('&amp;', '&'),
      ]),
    );
    const submitted = await t.app.inject({
      method: 'POST',
      url: (popup.headers.location as string).split('?')[0]!,
      payload: new URLSearchParams({ ...fields, name }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(submitted.statusCode).toBe(303);
    const back = new URL(submitted.headers.location as string);
    return t.app.inject({
      url: `${back.pathname}${back.search}`,
      ...(binding ? { cookies: { auth_binding: binding } } : {}),
    });
  }

  it.each(['telegram', 'vk', 'twitch'] as const)(
    'signs in through the %s sandbox page and the real callback',
    async (provider) => {
      const response = await throughSandbox(provider, 'Алиса Стримерова');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('"name":"Алиса Стримерова"');
    },
  );

  it('never redirects the sandbox anywhere but our callback', async () => {
    const page = await t.app.inject({
      url: '/sandbox/auth/vk?client_id=x&state=s&redirect_uri=https://evil.test/api/gw/public/v1/auth/provider/vk/callback',
    });
    expect(page.statusCode).toBe(400);
  });
});
