import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from './db/test-database';
import { streamerAuth } from './modules/alerts/alerts.test-support';
import { createTestApp, type TestApp } from './test-app';

const PRODUCTION = {
  APP_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SMARTCAPTCHA_SERVER_KEY: 'test-server-key',
  SMARTCAPTCHA_CLIENT_KEY: 'test-site-key',
  KEYS_ENCRYPTION_KEY: 'a'.repeat(64),
  PUBLIC_URL: 'https://lootmarket.test',
};
const METRICS_TOKEN = 'scraper-token-0123456789abcdef';

describe(`what production exposes on ${TEST_DATABASE_KIND}`, () => {
  describe('without a metrics token', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(PRODUCTION);
    });
    afterAll(() => t.close());

    it('has no /metrics, no API docs and no OpenAPI document', async () => {
      for (const url of ['/metrics', '/api/docs/', '/api/docs', '/api/openapi.json'])
        expect((await t.app.inject(url)).statusCode, url).toBe(404);
    });

    it('answers a bogus overlay address with 404', async () => {
      const response = await t.app.inject('/api/gw/public/v1/widget/check?token=1-bogus');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Виджет не найден' });
    });
  });

  describe('with a metrics token', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ ...PRODUCTION, METRICS_TOKEN });
    });
    afterAll(() => t.close());

    it('serves /metrics only to the bearer of the token', async () => {
      expect((await t.app.inject('/metrics')).statusCode).toBe(404);
      const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(404);
      const scraped = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('process_cpu_user_seconds_total');
    });
  });
});

describe(`development on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps /metrics and the API docs open for the developer', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(200);
    expect((await t.app.inject('/api/openapi.json')).statusCode).toBe(200);
  });

  it('tells a live overlay address from a bogus one', async () => {
    const check = (token: string) => t.app.inject(`/api/gw/public/v1/widget/check?token=${encodeURIComponent(token)}`);
    expect((await check('1-' + 'a'.repeat(43))).statusCode).toBe(404);
    expect((await check('bad\u0000token')).statusCode).toBe(400);
    await t.demo.streamers();
    const streamer = await streamerAuth(t, 0);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gw/private/v1/donations/widgets',
      headers: streamer.headers,
      payload: { type: 'donation' },
    });
    const token = String(created.json().widgetPath).replace('/widget/', '');
    expect((await check(token)).json()).toEqual({ ok: true });
  });
});
