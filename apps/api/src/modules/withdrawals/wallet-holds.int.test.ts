import {
  DONATION_FEE_BASIS_POINTS,
  feeBasisPointsFor,
  HOLD_REASON_LABELS,
  HOUR_MS,
  ORDER_TIMING,
  splitPlatformFee,
  walletBalanceResponseSchema,
  type ProductType,
  type SellerTier,
  type WalletBalanceResponse,
} from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { DEMO_STREAMERS } from '../../demo/demo-users';
import { createTestApp, type TestApp } from '../../test-app';
import { nextAddress, signIn } from '../auth/auth.test-support';
import { DISPUTE_FIELDS, openDispute } from '../orders/order-disputes.test-support';
import { findOffer, paidOrder, pressSandbox, PRIVATE, PUBLIC, rows } from '../orders/orders.test-support';

/** Hours unlike the defaults, so the dates can only come from the configuration. */
const HOLD_HOURS: Readonly<Record<SellerTier | 'donation', number>> = { gold: 5, silver: 7, bronze: 11, donation: 13 };
const STREAMER = DEMO_STREAMERS[0]!;

describe(`held income in the wallet balance over HTTP on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let base = '';
  let clock = Date.parse('2026-05-04T09:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let sellerEmail = '';
  let tierHours = 0;
  let payee = 0;
  let feeBasisPoints = 0;

  /** A fresh session: the clock jumps days ahead and access tokens do not live that long. */
  const session = async (email: string) => {
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };

  /** GET wallet/balance through a real socket, as the browser asks it. */
  async function balanceOf(email: string): Promise<WalletBalanceResponse> {
    const headers = await session(email);
    const response = await fetch(`${base}${PRIVATE}/wallet/balance`, { headers });
    expect(response.status).toBe(200);
    return walletBalanceResponseSchema.parse(await response.json());
  }
  const holdOf = (wallet: WalletBalanceResponse, reference: string) =>
    wallet.holds.find((hold) => hold.reference === reference);
  const rubOf = (wallet: WalletBalanceResponse) =>
    wallet.balances.find((line) => line.currency === 'rub') ?? { available: 0, held: 0, withdrawing: 0 };

  const orderAt = async (orderId: string, column: 'seller_clock_at' | 'delivered_at') =>
    Date.parse(
      String((await rows<{ at: string }>(t, `select ${column} as at from orders where id = '${orderId}'`))[0]!.at),
    );
  const sellerPut = async (id: string, status: 'IN_PROGRESS' | 'DELIVERED') =>
    t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/order/seller/status`,
      headers: await session(sellerEmail),
      payload: status === 'DELIVERED' ? { id, status, text: 'Готово, проверьте' } : { id, status },
    });
  const confirm = async (id: string) =>
    t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/order`,
      headers: await session('buyer@demo.lootmarket.ru'),
      payload: { id, action: 'confirm' },
    });
  const dispute = async (id: string) =>
    openDispute(t, id, DISPUTE_FIELDS, { headers: await session('buyer@demo.lootmarket.ru') });
  const decide = async (
    id: string,
    body: { decision: 'release' | 'partial_refund'; refundAmount?: number; note?: string },
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/admin/orders/${id}/dispute/decision`,
      headers: await session('admin@demo.lootmarket.ru'),
      payload: body,
    });
  const delivered = async () => {
    const id = await paidOrder(t, await session('buyer@demo.lootmarket.ru'), offer);
    expect((await sellerPut(id, 'IN_PROGRESS')).statusCode).toBe(200);
    expect((await sellerPut(id, 'DELIVERED')).statusCode).toBe(200);
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(
      {
        WALLET_HOLD_HOURS_GOLD: String(HOLD_HOURS.gold),
        WALLET_HOLD_HOURS_SILVER: String(HOLD_HOURS.silver),
        WALLET_HOLD_HOURS_BRONZE: String(HOLD_HOURS.bronze),
        WALLET_HOLD_HOURS_DONATION: String(HOLD_HOURS.donation),
      },
      { now: () => clock },
    );
    await t.demo.users();
    await t.demo.catalog();
    await t.demo.streamers();
    offer = await findOffer(
      t,
      `o.stock is null and p.delivery_kind = 'manual' and p.product_type not in ('exchange_rate', 'exchange_rate_manual') and o.price_minor < 500000`,
    );
    const [row] = await rows<{ email: string; tier: SellerTier; product_type: ProductType }>(
      t,
      `select u.email, o.seller_tier as tier, p.product_type from offers o join users u on u.id = o.seller_id
       join products p on p.id = o.product_id where o.id = '${offer.id}'`,
    );
    sellerEmail = row!.email;
    tierHours = HOLD_HOURS[row!.tier];
    feeBasisPoints = feeBasisPointsFor({ source: 'order', productType: row!.product_type });
    payee = splitPlatformFee(offer.price, feeBasisPoints).payee;
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  }, 180_000);
  afterAll(() => t.close());

  it('shows a paid order awaiting confirmation as held until the latest it completes plus the seller hold', async () => {
    const id = await paidOrder(t, await session('buyer@demo.lootmarket.ru'), offer);
    const reference = `order:${id}`;
    const clockAt = await orderAt(id, 'seller_clock_at');
    expect(holdOf(await balanceOf(sellerEmail), reference)).toEqual({
      currency: 'rub',
      amount: payee,
      reason: 'order_awaiting_confirmation',
      reason_label: HOLD_REASON_LABELS.order_awaiting_confirmation,
      available_from: new Date(
        clockAt + ORDER_TIMING.sellerFulfilMs + ORDER_TIMING.buyerConfirmMs + tierHours * HOUR_MS,
      ).toISOString(),
      source: 'order',
      reference,
      title: expect.any(String),
    });
    expect((await sellerPut(id, 'IN_PROGRESS')).statusCode).toBe(200);
    expect((await sellerPut(id, 'DELIVERED')).statusCode).toBe(200);
    const deliveredAt = await orderAt(id, 'delivered_at');
    expect(holdOf(await balanceOf(sellerEmail), reference)).toMatchObject({
      reason: 'order_awaiting_confirmation',
      available_from: new Date(deliveredAt + ORDER_TIMING.buyerConfirmMs + tierHours * HOUR_MS).toISOString(),
    });
  });

  it('holds a completed order for the tier hours of the configuration, then makes it available on that date', async () => {
    const id = await delivered();
    const reference = `order:${id}`;
    const before = rubOf(await balanceOf(sellerEmail));
    const completedAt = clock + 60_000;
    expect((await confirm(id)).json()).toMatchObject({ status: 'COMPLETED' });
    const availableFrom = completedAt + tierHours * HOUR_MS;
    const held = await balanceOf(sellerEmail);
    expect(holdOf(held, reference)).toMatchObject({
      amount: payee,
      reason: 'seller_hold',
      reason_label: HOLD_REASON_LABELS.seller_hold,
      available_from: new Date(availableFrom).toISOString(),
      source: 'order',
    });
    expect(rubOf(held)).toMatchObject({ available: before.available, held: before.held });

    // The session costs a minute of clock: stop just short of the date.
    clock = availableFrom - 2 * 60_000;
    expect(holdOf(await balanceOf(sellerEmail), reference)).toBeDefined();
    clock = availableFrom - 60_000;
    const released = await balanceOf(sellerEmail);
    expect(holdOf(released, reference)).toBeUndefined();
    expect(rubOf(released)).toMatchObject({ available: before.available + payee, held: before.held - payee });
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('keeps a disputed order held for the dispute, with no date, then follows the seller hold once support releases it', async () => {
    const id = await delivered();
    const reference = `order:${id}`;
    expect((await dispute(id)).statusCode).toBe(201);
    const disputed = {
      amount: payee,
      reason: 'dispute',
      reason_label: HOLD_REASON_LABELS.dispute,
      available_from: null,
    };
    expect(holdOf(await balanceOf(sellerEmail), reference)).toMatchObject(disputed);
    // Long past every window the order had: a dispute is decided by support, not by the clock.
    clock += 30 * 24 * HOUR_MS;
    const waiting = await balanceOf(sellerEmail);
    expect(holdOf(waiting, reference)).toMatchObject(disputed);
    expect(waiting.holds.at(-1)!.reference).toBe(reference);

    const before = rubOf(waiting);
    const settledAt = clock + 60_000;
    expect((await decide(id, { decision: 'release' })).json()).toMatchObject({ status: 'COMPLETED' });
    const availableFrom = settledAt + tierHours * HOUR_MS;
    const held = await balanceOf(sellerEmail);
    expect(holdOf(held, reference)).toMatchObject({
      amount: payee,
      reason: 'seller_hold',
      available_from: new Date(availableFrom).toISOString(),
    });
    expect(rubOf(held)).toMatchObject({ held: before.held, available: before.available });

    clock = availableFrom - 60_000;
    const released = await balanceOf(sellerEmail);
    expect(holdOf(released, reference)).toBeUndefined();
    expect(rubOf(released).available).toBe(before.available + payee);
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('holds the seller share of a dispute split by support from the settlement, for the tier hours', async () => {
    const id = await delivered();
    const reference = `order:${id}`;
    expect((await dispute(id)).statusCode).toBe(201);
    const refundAmount = Math.floor(offer.price / 2);
    const share = splitPlatformFee(offer.price - refundAmount, feeBasisPoints).payee;
    const settledAt = clock + 60_000;
    expect(
      (await decide(id, { decision: 'partial_refund', refundAmount, note: 'Ключ сработал не во всех регионах' }))
        .statusCode,
    ).toBe(200);
    const availableFrom = settledAt + tierHours * HOUR_MS;
    expect(holdOf(await balanceOf(sellerEmail), reference)).toMatchObject({
      amount: share,
      reason: 'seller_hold',
      available_from: new Date(availableFrom).toISOString(),
    });
    clock = availableFrom - 60_000;
    expect(holdOf(await balanceOf(sellerEmail), reference)).toBeUndefined();
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('holds a paid donation for the chargeback window of the configuration, then makes it available', async () => {
    const streamerId = (await t.services.users.findStreamer({ slug: STREAMER.slug }))!.id;
    const before = rubOf(await balanceOf(STREAMER.email));
    const created = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/donation`,
      payload: { streamerId, donorName: 'Гость', message: '', amount: '500', currency: 'rub', email: 'fan@mail.ru' },
      remoteAddress: nextAddress(),
    });
    const { donation, confirmationUrl } = created.json();
    const paidAt = clock;
    await pressSandbox(t, confirmationUrl, 'pay');
    const reference = `donation:${donation.id}`;
    const share = splitPlatformFee(50_000, DONATION_FEE_BASIS_POINTS).payee;
    const availableFrom = paidAt + HOLD_HOURS.donation * HOUR_MS;
    const held = await balanceOf(STREAMER.email);
    expect(holdOf(held, reference)).toEqual({
      currency: 'rub',
      amount: share,
      reason: 'donation_chargeback',
      reason_label: HOLD_REASON_LABELS.donation_chargeback,
      available_from: new Date(availableFrom).toISOString(),
      source: 'donation',
      reference,
      title: null,
    });
    expect(rubOf(held)).toMatchObject({ available: before.available, held: before.held + share });

    clock = availableFrom - 2 * 60_000;
    expect(holdOf(await balanceOf(STREAMER.email), reference)).toBeDefined();
    clock = availableFrom - 60_000;
    const released = await balanceOf(STREAMER.email);
    expect(holdOf(released, reference)).toBeUndefined();
    expect(rubOf(released)).toMatchObject({ available: before.available + share, held: before.held });
    expect(await t.services.ledger.check()).toEqual([]);
  });
});
