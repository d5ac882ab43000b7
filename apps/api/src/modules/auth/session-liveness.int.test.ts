import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import type { TestApp } from '../../test-app';
import { createDemoSeed } from '../../demo/demo-seed';
import { createTestInstances, type TestInstances } from '../../test-instances';
import { LOGOUT_URL, PROFILE_URL, REFRESH_URL, signIn } from './auth.test-support';

const RECEIVED_URL = '/api/gw/private/v1/donations/received';
const BECOME_STREAMER_URL = '/api/gw/private/v1/donations/become-streamer';
const SCHEDULE_URL = '/api/gw/private/v1/seller/schedule';
const APPLY_URL = '/api/gw/private/v1/seller-application';
const ADMIN_APPLICATIONS_URL = '/api/gw/private/v1/admin/seller-applications';

/** Resolves once `check` answers true, asking again briefly; other processes hear of changes asynchronously. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`access tokens end with their session on ${TEST_DATABASE_KIND}, across two instances`, () => {
  let setup: TestInstances;
  let clock = Date.now();
  beforeAll(async () => {
    setup = await createTestInstances(2, {}, { now: () => clock });
  });
  afterAll(() => setup.close());

  const instance = (index: 0 | 1) => setup.instances[index]!;
  const profile = (index: 0 | 1, accessToken: string) =>
    instance(index).app.inject({ url: PROFILE_URL, headers: { authorization: `Bearer ${accessToken}` } });
  const logout = (index: 0 | 1, refreshToken: string) =>
    instance(index).app.inject({
      method: 'POST',
      url: LOGOUT_URL,
      headers: { authorization: `Bearer ${refreshToken}` },
    });
  const refresh = (index: 0 | 1, refreshToken: string) =>
    instance(index).app.inject({ url: REFRESH_URL, headers: { authorization: `Bearer ${refreshToken}` } });
  const signInOn = (index: 0 | 1, email: string) => signIn({ app: instance(index).app } as TestApp, email);

  it('refuses the access token at once after logout, on the instance that logged out', async () => {
    const { body } = await signInOn(0, 'logout-here@mail.ru');
    expect((await profile(0, body.access_token)).statusCode).toBe(200);
    expect((await logout(0, body.refresh_token)).statusCode).toBe(200);
    const after = await profile(0, body.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Требуется вход' });
  });

  it('refuses the access token on the other instance too, though that one had it cached as live', async () => {
    const { body } = await signInOn(0, 'logout-there@mail.ru');
    expect((await profile(1, body.access_token)).statusCode).toBe(200);
    expect((await logout(0, body.refresh_token)).statusCode).toBe(200);
    await eventually(async () => (await profile(1, body.access_token)).statusCode === 401);
  });

  it('refuses every access token of a family revoked for refresh-token reuse', async () => {
    const { body } = await signInOn(0, 'reused@mail.ru');
    const rotated = (await refresh(0, body.refresh_token)).json();
    expect((await profile(1, rotated.access_token)).statusCode).toBe(200);
    // Past the five-second grace a rotated-out token coming back is taken for a stolen one.
    clock += 5_001;
    expect((await refresh(1, body.refresh_token)).statusCode).toBe(401);
    expect((await profile(1, rotated.access_token)).statusCode).toBe(401);
    await eventually(async () => (await profile(0, rotated.access_token)).statusCode === 401);
  });

  it('keeps other sessions of the same user working', async () => {
    const first = await signInOn(0, 'two-devices@mail.ru');
    clock += 46_000;
    const second = await signInOn(1, 'two-devices@mail.ru');
    expect((await profile(1, second.body.access_token)).statusCode).toBe(200);
    expect((await logout(0, first.body.refresh_token)).statusCode).toBe(200);
    expect((await profile(0, first.body.access_token)).statusCode).toBe(401);
    expect((await profile(1, second.body.access_token)).statusCode).toBe(200);
  });

  it('lets a newly approved seller act at once with the same access token, on both instances', async () => {
    const seed = createDemoSeed({ db: instance(0).database.db, services: instance(0).services });
    await seed.users();
    const admin = (await signInOn(0, 'admin@demo.lootmarket.ru')).body.access_token;
    const { body } = await signInOn(0, 'approved-now@mail.ru');
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const schedule = (index: 0 | 1) =>
      instance(index).app.inject({ url: SCHEDULE_URL, headers: bearer(body.access_token) });
    // Both instances have the customer's session cached before the approval.
    expect((await schedule(0)).statusCode).toBe(403);
    expect((await schedule(1)).statusCode).toBe(403);

    const applied = await instance(1).app.inject({
      method: 'POST',
      url: APPLY_URL,
      headers: bearer(body.access_token),
      payload: { telegram_login: 'approved_now', policy_accepted: true },
    });
    expect(applied.statusCode).toBe(201);
    const approved = await instance(0).app.inject({
      method: 'POST',
      url: `${ADMIN_APPLICATIONS_URL}/${applied.json().id}/approve`,
      headers: bearer(admin),
    });
    expect(approved.statusCode).toBe(200);

    // The instance that approved answers the very next request with the role; the other hears of it.
    expect((await schedule(0)).statusCode).toBe(200);
    await eventually(async () => (await schedule(1)).statusCode === 200);
    // A logout still ends the session with its new role.
    expect((await logout(0, body.refresh_token)).statusCode).toBe(200);
    expect((await schedule(0)).statusCode).toBe(401);
  });

  it('lets a new streamer see donations at once with the same access token, on both instances', async () => {
    const { body } = await signInOn(0, 'streamer-now@mail.ru');
    const headers = { authorization: `Bearer ${body.access_token}` };
    const received = (index: 0 | 1) => instance(index).app.inject({ url: RECEIVED_URL, headers });
    expect((await received(0)).statusCode).toBe(403);
    expect((await received(1)).statusCode).toBe(403);
    const became = await instance(0).app.inject({
      method: 'POST',
      url: BECOME_STREAMER_URL,
      headers,
      payload: { slug: `streamer-now-${Date.now().toString(36)}` },
    });
    expect(became.statusCode, became.body).toBe(200);
    expect((await received(0)).statusCode).toBe(200);
    await eventually(async () => (await received(1)).statusCode === 200);
  });
});
