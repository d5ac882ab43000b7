import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../db/test-database';
import { createTestApp, type TestApp } from '../test-app';

describe(`demo wallets on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    // The seller's income is the demo shop's sales.
    await t.demo.catalog();
    await t.demo.sellerShop();
    await t.demo.shopSales();
  }, 180_000);
  afterAll(() => t.close());

  it('gives the demo seller and streamer balances, held income with dates and a payout history, once', async () => {
    await t.demo.wallets();
    await t.demo.wallets();
    const seller = Number((await t.services.users.findOrCreateByEmail('seller@demo.lootmarket.ru')).profile.user_id);
    const streamer = Number(
      (await t.services.users.findOrCreateByEmail('streamer@demo.lootmarket.ru')).profile.user_id,
    );
    const wallet = await t.services.withdrawals.wallet.balance(seller);
    expect(wallet.balances.find((line) => line.currency === 'rub')).toMatchObject({
      available: expect.any(Number),
      withdrawing: 0,
    });
    expect(wallet.balances[0]!.available).toBeGreaterThan(0);
    const sellerHolds = wallet.holds.filter((hold) => hold.reason === 'seller_hold');
    expect(sellerHolds.length).toBeGreaterThanOrEqual(2);
    for (const hold of sellerHolds) expect(hold).toMatchObject({ available_from: expect.any(String), source: 'order' });
    const history = await t.services.withdrawals.list(seller, { limit: 10, offset: 0 });
    expect(history.items.map((item) => item.display_status).sort()).toEqual(['cancelled', 'paid']);
    const streamerHistory = await t.services.withdrawals.list(streamer, { limit: 10, offset: 0 });
    expect(streamerHistory.items).toMatchObject([{ type: 'crypto', display_status: 'paid' }]);
    // A second currency with money available now, which the withdrawal page offers in USDT.
    expect((await t.services.withdrawals.wallet.balance(streamer)).balances).toContainEqual(
      expect.objectContaining({ currency: 'usd', available: expect.any(Number) }),
    );
    expect(
      (await t.services.withdrawals.wallet.balance(streamer)).balances.find((line) => line.currency === 'usd')!
        .available,
    ).toBeGreaterThan(0);
    expect((await t.services.withdrawals.wallet.balance(streamer)).holds.map((hold) => hold.currency).sort()).toEqual([
      'rub',
      'usd',
    ]);
    expect(await t.services.ledger.check()).toEqual([]);
  });
});
