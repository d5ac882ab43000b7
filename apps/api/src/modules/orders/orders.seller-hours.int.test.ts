import { DEFAULT_SELLER_SCHEDULE, ORDER_TIMING, type SellerScheduleRequest } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { findOffer, paidOrder, PRIVATE, PUBLIC, rows } from './orders.test-support';

/** Monday to Friday, 10:00–19:00 in Moscow. */
const office = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: day <= 5, from: '10:00', to: '19:00' }));
const hours = (vacation: SellerScheduleRequest['vacation'] = { on: false, until: null }): SellerScheduleRequest => ({
  timeZone: 'Europe/Moscow',
  days: office,
  vacation,
});

describe(`a seller's hours and the acceptance clock on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  // Monday 2 March 2026, 20:00 in Moscow: the office closed an hour ago.
  let clock = Date.parse('2026-03-02T17:00:00Z');
  let manual: Awaited<ReturnType<typeof findOffer>>;
  let key: Awaited<ReturnType<typeof findOffer>>;
  let buyer: { authorization: string };

  const order = async (orderId: string) =>
    (await t.app.inject({ url: `${PRIVATE}/order?id=${orderId}`, headers: buyer })).json();
  const acceptanceTimer = async (orderId: string) =>
    (
      await rows<{ run_at: Date | string }>(
        t,
        `select run_at from jobs where kind = 'orders.timer' and finished_at is null
         and payload->>'orderId' = '${orderId}' and payload->>'event' = 'ACCEPTANCE_TIMEOUT'`,
      )
    ).map((row) => new Date(row.run_at).toISOString());

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    manual = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual'`);
    key = await findOffer(t, `p.delivery_kind = 'key' and o.stock is not null`);
    await rows(t, `update offers set stock = 5 where id = '${key.id}'`);
    await t.services.offerKeys.addKeys(key.id, ['HOURS-KEY-1', 'HOURS-KEY-2']);
    buyer = { authorization: `Bearer ${(await signIn(t, 'buyer@demo.lootmarket.ru')).body.access_token}` };
  }, 120_000);
  afterAll(() => t.close());

  it('starts the acceptance hour of a manual order paid after hours at the next opening', async () => {
    await t.services.sellerSchedules.save(manual.seller, hours());
    const orderId = await paidOrder(t, buyer, manual);
    // Back on Tuesday at 10:00 Moscow time.
    const backAt = Date.parse('2026-03-03T07:00:00Z');
    const view = await order(orderId);
    expect(view.displayStatus).toBe('PROCESSING');
    expect(view.deadline).toBe(new Date(backAt + ORDER_TIMING.sellerAcceptMs).toISOString());
    expect(await acceptanceTimer(orderId)).toEqual([new Date(backAt + ORDER_TIMING.sellerAcceptMs).toISOString()]);
  });

  it('tells buyers on the product page when the seller is back', async () => {
    await t.services.sellerSchedules.save(manual.seller, hours());
    const [product] = await rows<{ id: string }>(t, `select product_id as id from offers where id = '${manual.id}'`);
    const page = (await t.app.inject({ url: `${PUBLIC}/product/${product!.id}` })).json();
    const line = page.offers.find((offer: { id: string }) => offer.id === manual.id);
    expect(line.seller.now).toEqual({ open: false, backAt: '2026-03-03T07:00:00.000Z' });
  });

  it('keeps the hour from payment inside the seller\u2019s hours', async () => {
    await t.services.sellerSchedules.save(manual.seller, DEFAULT_SELLER_SCHEDULE);
    const paidAt = clock;
    const orderId = await paidOrder(t, buyer, manual);
    expect((await order(orderId)).deadline).toBe(new Date(paidAt + ORDER_TIMING.sellerAcceptMs).toISOString());
  });

  it('waits for a seller on vacation until the first open hour after it ends', async () => {
    // Back from vacation on Saturday 7 March: the office opens on Monday 9 March at 10:00.
    await t.services.sellerSchedules.save(manual.seller, hours({ on: true, until: '2026-03-07T00:00:00.000Z' }));
    const orderId = await paidOrder(t, buyer, manual);
    const backAt = Date.parse('2026-03-09T07:00:00Z');
    expect((await order(orderId)).deadline).toBe(new Date(backAt + ORDER_TIMING.sellerAcceptMs).toISOString());
    await t.services.sellerSchedules.save(manual.seller, DEFAULT_SELLER_SCHEDULE);
  });

  it('delivers keys at once whatever the seller\u2019s hours', async () => {
    await t.services.sellerSchedules.save(key.seller, hours({ on: true, until: null }));
    clock += 60_000;
    const orderId = await paidOrder(t, buyer, key);
    const view = await order(orderId);
    expect(view.displayStatus).toBe('DELIVERED');
    expect(view.delivery.keys).toHaveLength(1);
  });
});
