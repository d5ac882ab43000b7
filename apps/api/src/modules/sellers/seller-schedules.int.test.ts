import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';

const URL = '/api/gw/private/v1/seller/schedule';
const office = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: day <= 5, from: '10:00', to: '19:00' }));

describe(`seller schedule on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  // Monday 2 March 2026, 20:00 in Moscow.
  const clock = Date.parse('2026-03-02T17:00:00Z');
  let seller: { authorization: string };
  let buyer: { authorization: string };
  const bearer = async (email: string) => ({ authorization: `Bearer ${(await signIn(t, email)).body.access_token}` });
  const put = (payload: object, headers = seller) => t.app.inject({ method: 'PUT', url: URL, headers, payload });

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    seller = await bearer('seller@demo.lootmarket.ru');
    buyer = await bearer('buyer@demo.lootmarket.ru');
  });
  afterAll(() => t.close());

  it('answers the round-the-clock default to a seller who never set hours', async () => {
    const response = await t.app.inject({ url: URL, headers: seller });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      timeZone: 'Europe/Moscow',
      vacation: { on: false, until: null },
      now: { open: true, backAt: null },
    });
  });

  it('keeps weekly hours in the seller\u2019s time zone and says when the seller is back', async () => {
    const saved = await put({ timeZone: 'Europe/Moscow', days: office, vacation: { on: false, until: null } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().now).toEqual({ open: false, backAt: '2026-03-03T07:00:00.000Z' });
    const read = (await t.app.inject({ url: URL, headers: seller })).json();
    expect(read.days).toEqual(office);
    expect(read.now.backAt).toBe('2026-03-03T07:00:00.000Z');
  });

  it('brings a seller on vacation back at the first open hour after it ends', async () => {
    const saved = await put({
      timeZone: 'Asia/Yekaterinburg',
      days: office,
      vacation: { on: true, until: '2026-03-07T00:00:00.000Z' },
    });
    // Back on Monday 9 March at 10:00 in Yekaterinburg (UTC+5).
    expect(saved.json().now).toEqual({ open: false, backAt: '2026-03-09T05:00:00.000Z' });
  });

  it('refuses a bad week, an unknown time zone and a vacation ending in the past, changing nothing', async () => {
    const before = (await t.app.inject({ url: URL, headers: seller })).json();
    const refusals = [
      await put({ timeZone: 'Mars/Olympus', days: office, vacation: { on: false, until: null } }),
      await put({ timeZone: 'Europe/Moscow', days: office.slice(0, 6), vacation: { on: false, until: null } }),
      await put({
        timeZone: 'Europe/Moscow',
        days: office.map((day) => ({ ...day, day: 1 })),
        vacation: { on: false, until: null },
      }),
      await put({
        timeZone: 'Europe/Moscow',
        days: office.map((day) => ({ ...day, from: '25:00' })),
        vacation: { on: false, until: null },
      }),
      await put({ timeZone: 'Europe/Moscow', days: office, vacation: { on: true, until: '2026-03-01T00:00:00.000Z' } }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().message).toMatch(/[а-яА-Я]/);
    }
    expect((await t.app.inject({ url: URL, headers: seller })).json()).toEqual(before);
  });

  it('is for sellers only', async () => {
    expect((await t.app.inject({ url: URL, headers: buyer })).statusCode).toBe(403);
    expect(
      (await put({ timeZone: 'Europe/Moscow', days: office, vacation: { on: false, until: null } }, buyer)).statusCode,
    ).toBe(403);
  });
});
