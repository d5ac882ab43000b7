import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { LOGOUT_URL, PROFILE_URL, REFRESH_URL, signIn } from './auth.test-support';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Требуется вход' };

describe(`refresh tokens on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  const refreshWithCookie = (token: string) => t.app.inject({ url: REFRESH_URL, cookies: { refresh_token: token } });
  const refreshWithBearer = (token: string) =>
    t.app.inject({ url: REFRESH_URL, headers: { authorization: `Bearer ${token}` } });

  async function familyRows(token: string) {
    const result = await t.database.db.execute(sql`select count(*)::int as total, count(revoked_at)::int as revoked,
      count(rotated_at)::int as rotated from refresh_tokens where family_id =
      (select family_id from refresh_tokens where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex'))`);
    return (result as unknown as { rows: { total: number; revoked: number; rotated: number }[] }).rows[0]!;
  }

  it('rotates on every use, by cookie or bearer, and sets new cookies', async () => {
    const { body } = await signIn(t, 'rotate@mail.ru');
    clock += 60_000;
    const first = await refreshWithCookie(body.refresh_token);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refresh_token).not.toBe(body.refresh_token);
    expect(pair.access_token).not.toBe(body.access_token);
    expect(first.cookies.map((cookie) => cookie.name).sort()).toEqual(['access_token', 'has_session', 'refresh_token']);
    clock += 60_000;
    const second = await refreshWithBearer(pair.refresh_token);
    expect(second.statusCode).toBe(200);
    const profile = await t.app.inject({
      url: PROFILE_URL,
      headers: { authorization: `Bearer ${second.json().access_token}` },
    });
    expect(profile.json()).toMatchObject({ name: 'rotate', isAuth: true });
  });

  it('returns the same pair to a retry within five seconds of the rotation', async () => {
    const { body } = await signIn(t, 'retry@mail.ru');
    const rotated = (await refreshWithCookie(body.refresh_token)).json();
    clock += 5_000;
    const retry = await refreshWithCookie(body.refresh_token);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(rotated);
  });

  it('revokes the whole family when a rotated-out token comes back later', async () => {
    const { body } = await signIn(t, 'stolen@mail.ru');
    const rotated = (await refreshWithCookie(body.refresh_token)).json();
    clock += 5_001;
    const reuse = await refreshWithCookie(body.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(UNAUTHORIZED);
    expect((await refreshWithCookie(rotated.refresh_token)).statusCode).toBe(401);
    expect(await familyRows(body.refresh_token)).toEqual({ total: 2, revoked: 2, rotated: 1 });
  });

  it('rotates exactly once under 20 concurrent refreshes with one token', async () => {
    const { body } = await signIn(t, 'race@mail.ru');
    const answers = await Promise.all(Array.from({ length: 20 }, () => refreshWithCookie(body.refresh_token)));
    const pairs = new Set(answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.body));
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 401)).toBe(true);
    // The clock stands still, so every loser is inside the grace window and gets the winner's pair.
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(20);
    expect(pairs.size).toBe(1);
    expect(await familyRows(body.refresh_token)).toEqual({ total: 2, revoked: 0, rotated: 1 });
  });

  it('refuses a missing, unknown or family-expired token', async () => {
    expect((await t.app.inject(REFRESH_URL)).json()).toEqual(UNAUTHORIZED);
    expect((await refreshWithCookie('nope')).statusCode).toBe(401);
    const { body } = await signIn(t, 'old@mail.ru');
    clock += 6 * 24 * 3_600_000;
    expect((await refreshWithCookie(body.refresh_token)).statusCode).toBe(401);
  });

  it('expires the HttpOnly cookies when a renewal is refused', async () => {
    const { body } = await signIn(t, 'refused@mail.ru');
    clock += 6 * 24 * 3_600_000;
    const expired = (response: Awaited<ReturnType<typeof refreshWithCookie>>) =>
      Object.fromEntries(
        response.cookies.map((cookie) => [
          cookie.name,
          { value: cookie.value, expires: cookie.expires?.getTime(), path: cookie.path },
        ]),
      );
    const refused = await t.app.inject({
      url: REFRESH_URL,
      cookies: { refresh_token: body.refresh_token, access_token: body.access_token },
    });
    expect(refused.statusCode).toBe(401);
    expect(expired(refused)).toEqual({
      access_token: { value: '', expires: 0, path: '/' },
      refresh_token: { value: '', expires: 0, path: '/api/gw/public/v1/auth' },
      has_session: { value: '', expires: 0, path: '/' },
    });
    for (const cookie of refused.cookies.filter((one) => one.name !== 'has_session'))
      expect(cookie.httpOnly).toBe(true);
    // No refresh token at all is a failed renewal too.
    const missing = await t.app.inject({ url: REFRESH_URL, cookies: { access_token: body.access_token } });
    expect(missing.statusCode).toBe(401);
    expect(Object.keys(expired(missing)).sort()).toEqual(['access_token', 'has_session', 'refresh_token']);
  });

  it('logs out: the family is revoked and the cookies cleared', async () => {
    const { body } = await signIn(t, 'leave@mail.ru');
    const response = await t.app.inject({
      method: 'POST',
      url: LOGOUT_URL,
      cookies: { refresh_token: body.refresh_token },
      headers: { origin: 'http://localhost:80' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((cookie) => cookie.name === 'refresh_token')?.value).toBe('');
    expect((await refreshWithCookie(body.refresh_token)).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write without our Origin', async () => {
    const { body } = await signIn(t, 'csrf@mail.ru');
    const forged = await t.app.inject({
      method: 'POST',
      url: LOGOUT_URL,
      cookies: { refresh_token: body.refresh_token },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'FORBIDDEN' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/gw/private/v1/no-such-route',
      cookies: { access_token: body.access_token },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/gw/private/v1/no-such-route',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(bearer.statusCode).toBe(404);
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/gw/private/v1/no-such-route',
      cookies: { access_token: body.access_token },
      headers: { referer: 'http://localhost:80/orders' },
    });
    expect(sameSite.statusCode).toBe(404);
  });
});
