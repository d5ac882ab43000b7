import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { PROFILE_URL } from './auth.test-support';
import { FAKE_CLIENT, startFakeOAuthServer } from './fake-oauth-server';

const SITE = 'http://lootmarket.test';
const PROVIDER = '/api/gw/public/v1/auth/provider';

describe(`VK ID and Twitch sign-in against a local OAuth server on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeOAuthServer>>;
  beforeAll(async () => {
    fake = await startFakeOAuthServer(() => [`${SITE}${PROVIDER}/vk/callback`, `${SITE}${PROVIDER}/twitch/callback`]);
    t = await createTestApp({ PUBLIC_URL: SITE, ...fake.env });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function openPopup(provider: 'vk' | 'twitch', sessionID: string) {
    const asked = await t.app.inject({ method: 'POST', url: `${PROVIDER}/${provider}?sessionID=${sessionID}` });
    expect(asked.json()).toEqual({ url: `${PROVIDER}/${provider}?sessionID=${sessionID}` });
    const popup = await t.app.inject({ url: asked.json().url });
    expect(popup.statusCode).toBe(302);
    const binding = popup.cookies.find((cookie) => cookie.name === 'auth_binding');
    expect(binding).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    return { authorizeUrl: new URL(popup.headers.location as string), binding: binding!.value };
  }

  async function approve(authorizeUrl: URL, name: string): Promise<URL> {
    authorizeUrl.searchParams.set('name', name);
    const answer = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location')!);
  }

  const callback = (back: URL, binding?: string) =>
    t.app.inject({ url: `${back.pathname}${back.search}`, ...(binding ? { cookies: { auth_binding: binding } } : {}) });

  it('signs in with VK ID using PKCE S256 and links the identity once', async () => {
    const { authorizeUrl, binding } = await openPopup('vk', 'session-vk-1');
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${fake.base}/vk/authorize`);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${SITE}${PROVIDER}/vk/callback`);
    const response = await callback(await approve(authorizeUrl, 'Иван Петров'), binding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect(response.body).toContain('"type":"lootmarket:auth","ok":true,"sessionID":"session-vk-1"');
    expect(response.body).toContain(`"${SITE}"`);
    const token = fake.requests.at(-1)!.body;
    expect(token).toMatchObject({ grant_type: 'authorization_code', device_id: 'device-1', client_id: FAKE_CLIENT.id });
    expect(token.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);

    const access = response.cookies.find((cookie) => cookie.name === 'access_token')!.value;
    const profile = await t.app.inject({ url: PROFILE_URL, cookies: { access_token: access } });
    expect(profile.json()).toMatchObject({ name: 'Иван Петров', avatar_letters: 'ИП', isAuth: true, email: null });

    const again = await openPopup('vk', 'session-vk-2');
    const second = await callback(await approve(again.authorizeUrl, 'Иван Петров'), again.binding);
    expect(second.body).toContain('"isNewUser":false');
    expect(second.body).toContain(`"id":"${profile.json().user_id}"`);
  });

  it('signs in with Twitch through the Helix users call', async () => {
    const { authorizeUrl, binding } = await openPopup('twitch', 'session-tw-1');
    expect(authorizeUrl.pathname).toBe('/twitch/oauth2/authorize');
    const response = await callback(await approve(authorizeUrl, 'StreamQueen'), binding);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"name":"StreamQueen"');
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['access_token', 'refresh_token']),
    );
  });

  it('refuses a wrong, missing or foreign-browser state with a Russian message', async () => {
    const { authorizeUrl, binding } = await openPopup('vk', 'session-state-1');
    const back = await approve(authorizeUrl, 'Мария');
    const wrong = new URL(back);
    wrong.searchParams.set('state', 'forged-state');
    const forged = await callback(wrong, binding);
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('Ссылка для входа устарела');
    expect(forged.cookies.find((cookie) => cookie.name === 'access_token')).toBeUndefined();

    const missing = new URL(back);
    missing.searchParams.delete('state');
    expect((await callback(missing, binding)).statusCode).toBe(400);
    expect((await callback(back)).statusCode).toBe(400);
  });

  it('refuses a state issued for another provider', async () => {
    const { authorizeUrl, binding } = await openPopup('twitch', 'session-cross-1');
    const back = await approve(authorizeUrl, 'Олег');
    const elsewhere = new URL(`${SITE}${PROVIDER}/vk/callback${back.search}`);
    expect((await callback(elsewhere, binding)).statusCode).toBe(400);
  });

  it('refuses a reused code and a reused state', async () => {
    const first = await openPopup('vk', 'session-reuse-1');
    const back = await approve(first.authorizeUrl, 'Пётр');
    expect((await callback(back, first.binding)).statusCode).toBe(200);
    expect((await callback(back, first.binding)).statusCode).toBe(400);

    // The same code under a fresh, valid state: the provider refuses the second redemption.
    const second = await openPopup('vk', 'session-reuse-2');
    const replay = new URL(back);
    replay.searchParams.set('state', second.authorizeUrl.searchParams.get('state')!);
    const refused = await callback(replay, second.binding);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('VK ID не подтвердил вход');
  });

  it('refuses a redirect URI the provider has not registered', async () => {
    const other = await createTestApp({ PUBLIC_URL: 'http://evil.test', ...fake.env });
    try {
      const popup = await other.app.inject({ url: `${PROVIDER}/twitch?sessionID=session-evil-1` });
      const answer = await fetch(popup.headers.location as string, { redirect: 'manual' });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: 'invalid_redirect_uri' });
    } finally {
      await other.close();
    }
  });

  it('refuses a code redeemed with a different redirect URI', async () => {
    const { authorizeUrl } = await openPopup('twitch', 'session-mismatch-1');
    const back = await approve(authorizeUrl, 'Кира');
    const answer = await fetch(`${fake.base}/twitch/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: FAKE_CLIENT.id,
        client_secret: FAKE_CLIENT.secret,
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: `${SITE}/elsewhere`,
      }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
