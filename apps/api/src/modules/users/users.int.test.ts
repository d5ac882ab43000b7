import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { PROFILE_URL, signIn } from '../auth/auth.test-support';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Требуется вход' };

describe(`users and the private scope on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  it('seeds the five demo accounts once, with their roles', async () => {
    expect(await t.services.users.isEmpty()).toBe(true);
    await t.demo.users();
    await t.demo.users();
    const result = await t.database.db.execute(sql`select email, roles from users order by id`);
    const rows = (result as unknown as { rows: { email: string; roles: number[] }[] }).rows;
    expect(rows).toEqual([
      { email: 'buyer@demo.lootmarket.ru', roles: [0] },
      { email: 'seller@demo.lootmarket.ru', roles: [0, 2] },
      { email: 'streamer@demo.lootmarket.ru', roles: [0, 9] },
      { email: 'admin@demo.lootmarket.ru', roles: [0, 1] },
      { email: 'finance@demo.lootmarket.ru', roles: [0, 5] },
    ]);
  });

  it('answers profile/frontend to a bearer token and to the cookie', async () => {
    const { body, cookies } = await signIn(t, 'seller@demo.lootmarket.ru');
    expect(body).toMatchObject({ isNewUser: false, user: { isSeller: true, isStreamer: false, avatarLetters: 'SE' } });
    const viaBearer = await t.app.inject({
      url: PROFILE_URL,
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    const viaCookie = await t.app.inject({ url: PROFILE_URL, cookies: { access_token: cookies.access_token!.value } });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json()).toEqual({
      user_id: body.user.id,
      name: 'seller',
      image: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      avatar_color: body.user.avatarColor,
      avatar_letters: 'SE',
      roles: [0, 2],
      isSeller: true,
      isStreamer: false,
      isAuth: true,
      email: 'seller@demo.lootmarket.ru',
    });
    expect(viaCookie.json()).toEqual(viaBearer.json());
  });

  it('gives admins both seller and streamer flags', async () => {
    const { body } = await signIn(t, 'admin@demo.lootmarket.ru');
    expect(body.user).toMatchObject({ isSeller: true, isStreamer: true });
  });

  it('refuses missing, forged and expired tokens with 401 and the error shape', async () => {
    const { body } = await signIn(t, 'expiring@mail.ru');
    expect((await t.app.inject(PROFILE_URL)).json()).toEqual(UNAUTHORIZED);
    const forged = await t.app.inject({ url: PROFILE_URL, headers: { authorization: `Bearer ${body.access_token}x` } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual(UNAUTHORIZED);
    clock += 30 * 60_000 + 1000;
    const expired = await t.app.inject({ url: PROFILE_URL, cookies: { access_token: body.access_token } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(UNAUTHORIZED);
  });

  it('answers unknown private paths 404 to signed-in users and 401 to strangers', async () => {
    const { body } = await signIn(t, 'buyer@demo.lootmarket.ru');
    const known = await t.app.inject({
      url: '/api/gw/private/v1/no-such-route',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(known.statusCode).toBe(404);
    expect(known.json()).toEqual({ code: 'NOT_FOUND', message: 'Не найдено' });
    expect((await t.app.inject('/api/gw/private/v1/no-such-route')).statusCode).toBe(401);
  });

  it('documents the new routes in OpenAPI', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/gw/private/v1/profile/frontend',
        '/api/gw/public/v1/auth/provider/email_code',
        '/api/gw/public/v1/auth/provider/email_code/callback',
        '/api/gw/public/v1/auth/refresh',
        '/api/gw/public/v1/auth/logout',
      ]),
    );
  });
});
