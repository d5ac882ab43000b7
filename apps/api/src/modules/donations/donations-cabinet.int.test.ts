import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { nextAddress, signIn } from '../auth/auth.test-support';
import { pressSandbox, PRIVATE, PUBLIC } from '../orders/orders.test-support';
import { DEMO_STREAMERS } from '../../demo/demo-users';

const STREAMER = DEMO_STREAMERS[2]!;
const DAY = 86_400_000;

describe(`streamer dashboard aggregates on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  // 2026-11-24 01:30 in Moscow, still the 23rd in UTC.
  const today = Date.parse('2026-11-23T22:30:00Z');
  let clock = today;
  let streamerId: number;
  let streamerAuth: Record<string, string>;
  let donorAuth: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.streamers();
    streamerId = (await t.services.users.findStreamer({ slug: STREAMER.slug }))!.id;
    streamerAuth = { authorization: `Bearer ${(await signIn(t, STREAMER.email)).body.access_token}` };
    donorAuth = { authorization: `Bearer ${(await signIn(t, 'regular-donor@mail.ru')).body.access_token}` };

    /** A paid donation completed `daysAgo` days before today. */
    const paid = async (daysAgo: number, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      clock = today - daysAgo * DAY;
      const url = `${headers.authorization ? PRIVATE : PUBLIC}/donation`;
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { streamerId, message: '', currency: 'rub', ...body },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, response.body).toBe(200);
      await pressSandbox(t, response.json().confirmationUrl, 'pay');
    };
    await paid(0, { donorName: 'Щедрый', amount: '500' }, donorAuth);
    await paid(0, { donorName: 'Гость', amount: '150', email: 'Guest@Mail.ru' });
    await paid(2, { donorName: 'Гость Старый', amount: '200', email: 'guest@mail.ru' });
    await paid(2, { donorName: 'Щедрый', amount: '1000' }, donorAuth);
    await paid(20, { donorName: 'Давний', amount: '300', email: 'old@mail.ru' });
    await paid(1, { donorName: 'Доллар', amount: '5', currency: 'usd', email: 'usd@mail.ru' });
    // Started but never paid: counts nowhere.
    await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/donation`,
      payload: { streamerId, donorName: 'Передумал', amount: '9000', currency: 'rub', email: 'no@mail.ru' },
      remoteAddress: nextAddress(),
    });
    clock = today;
  });
  afterAll(() => t.close());

  const get = (url: string, headers = streamerAuth) =>
    t.app.inject({ method: 'GET', url: `${PRIVATE}${url}`, headers });

  it('totals per currency for a period, all time by default', async () => {
    const all = (await get('/donations/cabinet/total-amount')).json().totals;
    expect(all).toEqual([
      { currency: 'rub', count: 5, gross: 215_000, net: expect.any(Number) },
      { currency: 'usd', count: 1, gross: 500, net: expect.any(Number) },
    ]);
    expect(all[0].net).toBeLessThan(215_000);
    const week = (await get('/donations/cabinet/total-amount?period=week')).json().totals;
    expect(week.find((line: { currency: string }) => line.currency === 'rub')).toMatchObject({
      count: 4,
      gross: 185_000,
    });
    expect((await get('/donations/cabinet/total-amount?period=decade')).statusCode).toBe(400);
  });

  it('buckets amounts and counts by Moscow day with every day present', async () => {
    const week = (await get('/donations/cabinet/stats?period=week&currency=rub')).json();
    expect(week).toMatchObject({ period: 'week', currency: 'rub', bucket: 'day' });
    expect(week.points).toHaveLength(7);
    expect(week.points.at(-1)).toEqual({ date: '2026-11-24', count: 2, amount: 65_000 });
    expect(week.points.at(-3)).toEqual({ date: '2026-11-22', count: 2, amount: 120_000 });
    expect(week.points.at(-2)).toEqual({ date: '2026-11-23', count: 0, amount: 0 });
    const month = (await get('/donations/cabinet/stats?period=month')).json();
    expect(month.points).toHaveLength(30);
    expect(month.points.reduce((sum: number, point: { amount: number }) => sum + point.amount, 0)).toBe(215_000);
    const year = (await get('/donations/cabinet/stats?period=year&currency=usd')).json();
    expect(year).toMatchObject({ bucket: 'month' });
    expect(year.points).toHaveLength(12);
    expect(year.points.at(-1)).toEqual({ date: '2026-11-01', count: 1, amount: 500 });
  });

  it('ranks donors by amount, joining a guest e-mail across letter case and naming them by their latest donation', async () => {
    const top = (await get('/donations/cabinet/top-donators?currency=rub')).json().items;
    expect(top.map((donor: { donorName: string }) => donor.donorName)).toEqual(['Щедрый', 'Гость', 'Давний']);
    expect(top[0]).toMatchObject({ rank: 1, count: 2, amount: { amount: 150_000, currency: 'rub' } });
    expect(top[1]).toMatchObject({
      rank: 2,
      count: 2,
      amount: { amount: 35_000, currency: 'rub' },
      lastDonatedAt: new Date(today).toISOString(),
    });
    const week = (await get('/donations/cabinet/top-donators?period=week&limit=1')).json().items;
    expect(week).toHaveLength(1);
    expect((await get('/donations/cabinet/top-donators?currency=kzt')).json().items).toEqual([]);
    expect(top.some((donor: Record<string, unknown>) => 'email' in donor || JSON.stringify(donor).includes('@'))).toBe(
      false,
    );
  });

  it('sets and removes the streamer’s own minimum within the platform range, and donations follow it', async () => {
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `${PRIVATE}/donations/cabinet/min-amount`, headers: streamerAuth, payload });
    expect((await put({ currency: 'rub', amount: '99' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Минимум — от 100 до 10\u00A0000\u00A0₽',
    });
    expect((await put({ currency: 'rub', amount: 'много' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Некорректная сумма',
    });
    expect((await get('/donations/cabinet/min-amount')).json()).toEqual({ minAmounts: {} });
    expect((await put({ currency: 'rub', amount: '250' })).json()).toEqual({ minAmounts: { rub: 25_000 } });
    expect((await t.app.inject(`${PUBLIC}/donations/min-amount/${streamerId}`)).json().minAmounts.rub).toBe(25_000);
    expect((await put({ currency: 'rub', amount: null })).json()).toEqual({ minAmounts: {} });
    expect((await t.app.inject(`${PUBLIC}/donations/min-amount/${streamerId}`)).json().minAmounts.rub).toBe(10_000);
  });

  it('shows the streamer their own donate page address', async () => {
    const page = (await get('/donations/cabinet/page')).json();
    expect(page.streamer).toMatchObject({ id: streamerId, slug: STREAMER.slug, name: STREAMER.name });
    expect(page).toHaveProperty('goal');
  });

  it('is for streamers only', async () => {
    for (const url of [
      '/donations/cabinet/page',
      '/donations/cabinet/stats',
      '/donations/cabinet/top-donators',
      '/donations/cabinet/min-amount',
    ]) {
      expect((await get(url, donorAuth)).statusCode).toBe(403);
      expect((await t.app.inject(`${PRIVATE}${url}`)).statusCode).toBe(401);
    }
  });
});
