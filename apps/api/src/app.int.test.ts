import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from './db/test-database';
import { createTestApp, type TestApp } from './test-app';

describe(`HTTP platform on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '5' });
  });
  afterAll(() => t.close());

  it('answers liveness and readiness with the database', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('echoes a well-formed request id and makes one otherwise', async () => {
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-1234abcd' } });
    expect(kept.headers['x-request-id']).toBe('edge-1234abcd');
    const made = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id\n' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f]{16}-[0-9a-z]+$/);
    const next = await t.app.inject({ url: '/healthz' });
    expect(next.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
  });

  it('sends the common security headers on every response', async () => {
    for (const url of ['/healthz', '/api/build', '/api/docs/', '/api/gw/public/v1/nothing-here']) {
      const response = await t.app.inject(url);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('forbids JSON answers to run or be framed', async () => {
    const response = await t.app.inject('/api/build');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('gives the API docs page the document headers', async () => {
    const response = await t.app.inject('/api/docs/');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers an unknown API path with the one error shape', async () => {
    const response = await t.app.inject('/api/gw/public/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Не найдено' });
  });

  it('refuses every private call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/gw/private/v1/profile/frontend'],
      ['POST', '/api/gw/private/v1/order'],
      ['GET', '/api/gw/private/v1/wallet/balance'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { authorization: 'Bearer forged' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Требуется вход' });
    }
  });

  it('publishes the OpenAPI document and its UI', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/translations',
        '/api/gw/public/v1/listings/main-top-menu',
        '/api/gw/public/v1/listing',
      ]),
    );
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('exposes request durations by route pattern, never by raw URL', async () => {
    await t.app.inject('/api/gw/public/v1/listing?slug=no-such-listing');
    await t.app.inject('/api/gw/public/v1/no/such/path');
    const response = await t.app.inject('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/gw/public/v1/listing",status="404"} 1',
    );
    expect(response.body).toContain('route="unmatched",status="404"');
    expect(response.body).not.toContain('no-such-listing');
  });

  it('reports the running build', async () => {
    expect((await t.app.inject('/api/build')).json()).toEqual({ id: 'test-build' });
  });

  it('limits the request rate per client with 429 and the error shape', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await t.app.inject({ url: '/api/build', remoteAddress: '203.0.113.7' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({ code: 'RATE_LIMITED', message: 'Слишком много запросов. Попробуйте позже' });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    const other = await t.app.inject({ url: '/api/build', remoteAddress: '203.0.113.8' });
    expect(other.statusCode).toBe(200);
  });
});
