import { UserRole } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_AUTH_SECRET } from './config';
import { TEST_DATABASE_KIND } from './db/test-database';
import { deriveKey } from './modules/auth/auth.crypto';
import { createAccessTokens } from './modules/auth/auth.jwt';
import { createTestApp, type TestApp } from './test-app';

const STAGE_SECRET = 'a-stage-secret-nobody-else-knows-0123456789';

/** What anyone reading the source could sign: an admin's access token under the development secret. */
async function forgedAdminToken(): Promise<string> {
  const tokens = createAccessTokens(deriveKey(DEVELOPMENT_AUTH_SECRET, 'access-token'));
  return tokens.sign({
    id: 1,
    roles: [UserRole.Admin],
    sessionID: 'forged',
    familyId: '0b7c6f4e-2d1a-4c8b-9e3f-5a6b7c8d9e0f',
    issuedAtSec: Math.floor(Date.now() / 1000),
  });
}

describe(`a stage on ${TEST_DATABASE_KIND}`, () => {
  describe('with its sandboxes off (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ APP_ENV: 'stage', AUTH_SECRET: STAGE_SECRET, SMTP_URL: 'smtp://127.0.0.1:9' });
    });
    afterAll(() => t.close());

    it('refuses tokens signed with the published development secret', async () => {
      const response = await t.app.inject({
        url: '/api/gw/private/v1/admin/seller-applications',
        headers: { authorization: `Bearer ${await forgedAdminToken()}` },
      });
      expect(response.statusCode).toBe(401);
    });

    it('has no sandbox mailbox, bank, sign-in pages or Twitch switch', async () => {
      expect((await t.app.inject('/sandbox/mailbox.json')).statusCode).toBe(404);
      expect((await t.app.inject('/sandbox/mailbox')).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'PUT', url: '/sandbox/twitch/streams/demo', payload: { online: true } }))
          .statusCode,
      ).toBe(404);
      expect(t.services.acquirers.sandbox).toBeNull();
      expect(t.services.auth.sandboxIssuer).toBeNull();
    });

    it('has no sandbox payout provider: no pages, no notification endpoint, withdrawals unavailable', async () => {
      expect(t.services.payoutProviders.sandbox).toBeNull();
      expect(t.services.payoutProviders.active).toEqual({ sbp: null, crypto: null });
      expect((await t.app.inject('/sandbox/payouts')).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: '/sandbox/payouts/x', payload: { outcome: 'pay' } })).statusCode,
      ).toBe(404);
      const notification = await t.app.inject({
        method: 'POST',
        url: '/api/gw/public/v1/payouts/sandbox/notifications',
        payload: { type: 'notification', event: 'payout.succeeded', object: { id: 'x' } },
      });
      expect(notification.statusCode).toBe(404);
    });
  });

  describe('with SANDBOXES=true', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ APP_ENV: 'stage', AUTH_SECRET: STAGE_SECRET, SANDBOXES: 'true' });
    });
    afterAll(() => t.close());

    it('serves the sandboxes, still refusing the development secret', async () => {
      expect((await t.app.inject('/sandbox/mailbox.json')).statusCode).toBe(200);
      expect(t.services.acquirers.sandbox).not.toBeNull();
      expect(t.services.payoutProviders.sandbox).not.toBeNull();
      expect((await t.app.inject('/sandbox/payouts')).statusCode).toBe(200);
      const response = await t.app.inject({
        url: '/api/gw/private/v1/admin/seller-applications',
        headers: { authorization: `Bearer ${await forgedAdminToken()}` },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
