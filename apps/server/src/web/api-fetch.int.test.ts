import { createTestApp, type TestApp } from '@lootmarket/api/test-app';
import { TEST_DATABASE_KIND } from '@lootmarket/api/db/test-database';
import { pageCallToken } from '@lootmarket/api/platform/http/page-calls';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessApiFetch } from './api-fetch';

const LIMIT = 4;
const MENU_URL = '/api/gw/public/v1/listings/main-top-menu';
const SECRET = 'a-test-only-secret-that-is-long-enough-0123456789';

/** A visitor's page request from this address, as the page server sees it. */
async function visitorAt(remoteAddress: string): Promise<FastifyRequest> {
  let visitor: FastifyRequest | undefined;
  const pages = Fastify();
  pages.get('/page', async (request) => {
    visitor = request;
    return {};
  });
  await pages.inject({ url: '/page', remoteAddress });
  await pages.close();
  return visitor!;
}

describe(`the page server's own API calls on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: String(LIMIT), AUTH_SECRET: SECRET });
  });
  afterAll(() => t.close());

  it("do not count against the visitor's per-address budget", async () => {
    const fetchFor = createInProcessApiFetch(t.app, await visitorAt('203.0.113.61'), pageCallToken(SECRET));
    const statuses: number[] = [];
    for (let i = 0; i < 3 * LIMIT; i++) statuses.push((await fetchFor(MENU_URL)).status);
    expect(statuses).not.toContain(429);
    // The visitor's own requests still are counted.
    const own: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      own.push((await t.app.inject({ url: MENU_URL, remoteAddress: '203.0.113.61' })).statusCode);
    expect(own.at(-1)).toBe(429);
  });

  it("cannot be claimed by a visitor without the server's mark", async () => {
    const forged = createInProcessApiFetch(
      t.app,
      await visitorAt('203.0.113.62'),
      pageCallToken('another-secret-that-is-long-enough-0123456789'),
    );
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await forged(MENU_URL)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
