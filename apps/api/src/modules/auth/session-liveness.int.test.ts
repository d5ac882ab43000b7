import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import type { TestApp } from '../../test-app';
import { createTestInstances, type TestInstances } from '../../test-instances';
import { LOGOUT_URL, PROFILE_URL, REFRESH_URL, signIn } from './auth.test-support';

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
});
