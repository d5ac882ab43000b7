import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

const MENU = '/api/gw/public/v1/listings/main-top-menu';

describe(`compressed answers on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.catalog();
  });
  afterAll(() => t.close());

  it('sends JSON above the threshold in brotli or gzip as the client accepts, the same answer once decoded', async () => {
    const plain = await t.app.inject(MENU);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const brotli = await t.app.inject({ url: MENU, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await t.app.inject({ url: MENU, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves answers below the threshold as they are', async () => {
    const build = await t.app.inject({ url: '/api/build', headers: { 'accept-encoding': 'br, gzip' } });
    expect(build.headers['content-encoding']).toBeUndefined();
    expect(build.json()).toEqual({ id: 'test-build' });
  });
});
