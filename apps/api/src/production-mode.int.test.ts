import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from './db/test-database';
import { createTestApp, type TestApp } from './test-app';

describe(`production settings on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      APP_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SMARTCAPTCHA_SERVER_KEY: 'test-server-key',
      SMARTCAPTCHA_CLIENT_KEY: 'test-site-key',
      KEYS_ENCRYPTION_KEY: 'a'.repeat(64),
      PUBLIC_URL: 'https://lootmarket.test',
    });
    await t.demo.catalog();
  });
  afterAll(() => t.close());

  it('sends HSTS', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers with the same contracts through the compiled serializers', async () => {
    const menu = (await t.app.inject('/api/gw/public/v1/listings/main-top-menu')).json();
    expect(menu.items[0]).toEqual({
      id: expect.any(String),
      slug: 'mobile-legends',
      title: 'Mobile Legends',
      subtitle: 'Алмазы, Starlight, промо',
      image: '/covers/listings/mobile-legends.svg',
      accentColor: '#3b82f6',
      popularity: 98_400,
    });
    const missing = await t.app.inject('/api/gw/public/v1/listing?slug=nope');
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Раздел каталога не найден' });
    const invalid = await t.app.inject('/api/gw/public/v1/listing');
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('has no sandbox and asks for a captcha before mailing a code', async () => {
    expect((await t.app.inject('/sandbox/mailbox.json')).statusCode).toBe(404);
    expect((await t.app.inject('/sandbox/payouts')).statusCode).toBe(404);
    const notification = await t.app.inject({
      method: 'POST',
      url: '/api/gw/public/v1/payouts/sandbox/notifications',
      payload: { type: 'notification', event: 'payout.succeeded', object: { id: 'x' } },
    });
    expect(notification.statusCode).toBe(404);
    expect(t.services.payoutProviders.sandbox).toBeNull();
    // Without a bot token there is no fake chat and no webhook to forge updates through.
    expect((await t.app.inject('/sandbox/telegram')).statusCode).toBe(404);
    expect(t.services.telegram.bots.bot).toBeNull();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/gw/public/v1/telegram/webhook', payload: { update_id: 1 } }))
        .statusCode,
    ).toBe(404);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gw/public/v1/auth/provider/email_code?sessionID=session-prod-1',
      payload: { email: 'a@b.ru' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Подтвердите, что вы не робот' });
  });
});
