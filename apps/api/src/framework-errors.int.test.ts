import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from './db/test-database';
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
const MENU_URL = '/api/gw/public/v1/listings/main-top-menu';

/** A raw request over a socket, as a client the framework refuses before any route would send it. */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe(`requests the framework refuses answer in Russian with a stable code, in production, on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('answers a malformed Host header with 400, not a failure of the server', async () => {
    for (const host of ['a.b"><x>', 'exa mple.ru', 'lootmarket.ru:port', '[::1']) {
      const response = await t.app.inject({ url: MENU_URL, headers: { host } });
      expect(response.statusCode, host).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_HOST', message: 'Некорректный заголовок Host' });
    }
    for (const host of ['lootmarket.ru', 'lootmarket.ru:8443', '127.0.0.1:3000', '[::1]:3000']) {
      expect((await t.app.inject({ url: MENU_URL, headers: { host } })).statusCode, host).toBe(200);
    }
  });

  it('answers a bad percent-encoding with 400 and a Russian message', async () => {
    const response = await t.app.inject({ url: '/api/gw/public/v1/product/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_URL', message: 'Некорректный адрес запроса' });
  });

  it('answers too long headers with 431 and a Russian message', async () => {
    const response = await rawGet(port, MENU_URL, { 'x-padding': 'a'.repeat(20_000) });
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({
      code: 'HEADERS_TOO_LARGE',
      message: 'Слишком длинные заголовки или адрес запроса',
    });
  });

  it('answers a too long address with 431 and a Russian message', async () => {
    const response = await rawGet(port, `${MENU_URL}?q=${'a'.repeat(20_000)}`, {});
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body).code).toBe('HEADERS_TOO_LARGE');
  });
});
