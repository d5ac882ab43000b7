import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from './db/test-database';
import { SANDBOX_NOTIFICATIONS_PATH } from './modules/payments/payments.routes';
import { CRYPTOMUS_NOTIFICATIONS_PATH, SANDBOX_PAYOUT_NOTIFICATIONS_PATH } from './platform/payouts/payout-providers';
import { createTestApp, type TestApp } from './test-app';

const PUBLIC = '/api/gw/public/v1';
const LIMIT = 5;
const BURST = 3 * LIMIT;

describe(`notification routes of acquirers and payout providers on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_MAX: String(LIMIT),
      CRYPTOMUS_MERCHANT_ID: 'merchant',
      CRYPTOMUS_PAYOUT_API_KEY: 'payout-key',
    });
  });
  afterAll(() => t.close());

  const burst = async (url: string, remoteAddress: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < BURST; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress,
        payload: { uuid: `u${i}`, sign: 'x' },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it.each([
    ['the sandbox bank', SANDBOX_NOTIFICATIONS_PATH, '203.0.113.21'],
    ['the sandbox payouts', SANDBOX_PAYOUT_NOTIFICATIONS_PATH, '203.0.113.22'],
    ['Cryptomus', CRYPTOMUS_NOTIFICATIONS_PATH, '203.0.113.23'],
  ])('are not limited per address: %s verifies each one of a burst itself', async (_name, path, address) => {
    const statuses = await burst(`${PUBLIC}${path}`, address);
    expect(statuses).not.toContain(429);
    // Each is checked on its own: these carry no valid signature.
    expect(new Set(statuses)).toEqual(new Set([statuses[0]]));
    expect([400, 401]).toContain(statuses[0]);
  });

  it('while the same address is limited on the rest of the API', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      statuses.push(
        (await t.app.inject({ url: `${PUBLIC}/listings/main-top-menu`, remoteAddress: '203.0.113.24' })).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
