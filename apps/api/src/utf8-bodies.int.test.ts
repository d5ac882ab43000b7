import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from './db/test-database';
import { PROFILE_URL, signIn } from './modules/auth/auth.test-support';
import { createTestApp, type TestApp } from './test-app';

const PATCH_PROFILE_URL = '/api/gw/private/v1/profile';
const INVALID = { code: 'INVALID_ENCODING', message: 'Текст запроса должен быть в кодировке UTF-8' };

describe(`bodies that are not valid UTF-8 on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signIn(t, 'utf8@mail.ru')).body.access_token;
  });
  afterAll(() => t.close());

  const patchProfile = (payload: Buffer) =>
    t.app.inject({
      method: 'PATCH',
      url: PATCH_PROFILE_URL,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload,
    });
  const nameNow = async () =>
    (await t.app.inject({ url: PROFILE_URL, headers: { authorization: `Bearer ${token}` } })).json().name;

  it('refuses a name with broken bytes with 400 and keeps the old name', async () => {
    const before = await nameNow();
    const broken = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}')]);
    const response = await patchProfile(broken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    expect(await nameNow()).toBe(before);
  });

  it('still takes valid UTF-8, Cyrillic included', async () => {
    const response = await patchProfile(Buffer.from(JSON.stringify({ name: 'Волшебник' })));
    expect(response.statusCode).toBe(200);
    expect(await nameNow()).toBe('Волшебник');
  });

  it('keeps refusing malformed and empty JSON as before', async () => {
    expect((await patchProfile(Buffer.from('{"name":'))).statusCode).toBe(400);
    expect((await patchProfile(Buffer.from(''))).statusCode).toBe(400);
    expect((await patchProfile(Buffer.from('{"__proto__":{"x":1}}'))).statusCode).toBe(400);
  });
});
