import { UserRole } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { deriveKey } from './auth.crypto';
import { createAccessTokens } from './auth.jwt';
import { PROFILE_URL, signIn } from './auth.test-support';

const ADMIN_APPLICATIONS_URL = '/api/gw/private/v1/admin/seller-applications';
const SECRET = 'a-test-only-secret-that-is-long-enough-0123456789';

/** The claims of a token the server signed, read without checking (the test already trusts it). */
function claimsOf(token: string): { sub: string; sid: string; fid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

describe(`an access token's session must be its subject's own on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_SECRET: SECRET });
    await t.demo.users();
  });
  afterAll(() => t.close());

  const call = (url: string, token: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

  it("refuses a token naming the admin signed with the key over one's own live session", async () => {
    const admin = await signIn(t, 'admin@demo.lootmarket.ru');
    const mallory = await signIn(t, 'mallory@mail.ru');
    expect((await call(PROFILE_URL, mallory.body.access_token)).statusCode).toBe(200);
    const own = claimsOf(mallory.body.access_token);
    const forged = await createAccessTokens(deriveKey(SECRET, 'access-token')).sign({
      id: Number(admin.body.user.id),
      roles: [UserRole.Admin, UserRole.Customer],
      sessionID: own.sid,
      familyId: own.fid,
      issuedAtSec: Math.floor(Date.now() / 1000),
    });
    const profile = await call(PROFILE_URL, forged);
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Требуется вход' });
    expect((await call(ADMIN_APPLICATIONS_URL, forged)).statusCode).toBe(401);
    // Mallory's own session is not harmed, and the admin's still works.
    expect((await call(PROFILE_URL, mallory.body.access_token)).statusCode).toBe(200);
    expect((await call(ADMIN_APPLICATIONS_URL, admin.body.access_token)).statusCode).toBe(200);
  });

  it("takes the roles from the session's user, not from the token", async () => {
    const mallory = await signIn(t, 'mallory-roles@mail.ru');
    const own = claimsOf(mallory.body.access_token);
    const inflated = await createAccessTokens(deriveKey(SECRET, 'access-token')).sign({
      id: Number(own.sub),
      roles: [UserRole.Admin, UserRole.Customer],
      sessionID: own.sid,
      familyId: own.fid,
      issuedAtSec: Math.floor(Date.now() / 1000),
    });
    expect((await call(PROFILE_URL, inflated)).statusCode).toBe(200);
    expect((await call(ADMIN_APPLICATIONS_URL, inflated)).statusCode).toBe(403);
  });
});
