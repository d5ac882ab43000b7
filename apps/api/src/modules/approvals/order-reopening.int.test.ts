import { ORDER_TIMING } from '@lootmarket/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { inTransaction } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../test-app';
import { bearerOf, mailbox } from '../auth/auth.test-support';
import { ORDER_REFUND_JOB } from '../orders/orders.lifecycle';
import { findOffer, paidOrder, PRIVATE, rows, sendOrderNotices } from '../orders/orders.test-support';

type Headers = { authorization: string };
const DAY_MS = 86_400_000;

describe(`re-opening a completed order for a complaint on ${TEST_DATABASE_KIND}`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let clock = Date.parse('2026-05-01T10:00:00Z');
  let keyOffer: Awaited<ReturnType<typeof findOffer>>;
  let buyer: Headers;
  let admin: Headers;
  let finance: Headers;

  const bearer = (email: string): Promise<Headers> => bearerOf(t, email);
  async function signInAll(): Promise<void> {
    buyer = await bearer('buyer@demo.lootmarket.ru');
    admin = await bearer('admin@demo.lootmarket.ru');
    finance = await bearer('finance@demo.lootmarket.ru');
  }
  /** A key order of the demo buyer, handed over at once and completed when the buyer's 72 hours ran out. */
  async function completedOrder(): Promise<string> {
    clock += 2 * 60 * 60_000;
    await signInAll();
    const id = await paidOrder(t, buyer, keyOffer);
    clock += ORDER_TIMING.buyerConfirmMs + 60_000;
    await t.services.orders.fireTimer(id, 'CONFIRMATION_WINDOW_PASSED');
    await signInAll();
    return id;
  }
  const reopen = (id: string, headers: Headers = admin, reason = 'Покупатель пишет, что ключ заблокирован') =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}/admin/orders/${id}/reopen`, headers, payload: { reason } });
  const buyerView = async (id: string) =>
    (await t.app.inject({ url: `${PRIVATE}/order?id=${id}`, headers: buyer })).json();
  /** What the seller is owed in roubles: withdrawable, held and in open escrows. */
  const sellerMoney = async () => {
    const line = (await t.services.ledger.walletBalance(keyOffer.seller)).find((item) => item.currency === 'rub');
    return { owed: (line?.available ?? 0) + (line?.held ?? 0), inEscrow: line?.inEscrow ?? 0 };
  };
  const auditOf = async (id: string) => t.services.audit.list({ targetType: 'order', targetId: id, limit: 20 });

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    await t.demo.offerKeys();
    keyOffer = await findOffer(
      t,
      `p.delivery_kind = 'key' and o.price_minor between 200 and 500000 and (select count(*) from offer_keys k where k.offer_id = o.id and k.status = 'available') >= 6`,
    );
  });
  afterAll(() => t.close());

  it('moves the seller’s money back into escrow, shows both parties 48 hours, and completes again when nobody complains', async () => {
    const id = await completedOrder();
    const before = await sellerMoney();
    const reopened = await reopen(id);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const { amount, until } = reopened.json();
    expect(amount).toEqual({ amount: keyOffer.price, currency: 'rub' });
    expect(until).toBe(new Date(clock + ORDER_TIMING.reopenWindowMs).toISOString());

    const view = await buyerView(id);
    expect(view).toMatchObject({
      status: 'PROCESSING',
      displayStatus: 'DELIVERED',
      canDispute: true,
      deadline: until,
      reopened: { until, reason: 'Покупатель пишет, что ключ заблокирован' },
    });
    const after = await sellerMoney();
    expect(before.owed - after.owed).toBeGreaterThan(0);
    expect(after.inEscrow - before.inEscrow).toBe(keyOffer.price);
    const [row] = await auditOf(id);
    expect(row).toMatchObject({
      action: 'order.reopen',
      actorType: 'staff',
      reason: 'Покупатель пишет, что ключ заблокирован',
    });
    expect(await t.services.ledger.check()).toEqual([]);
    // Once only.
    expect((await reopen(id)).statusCode).toBe(409);

    // The buyer reads that the order is open again, for how long and why — not «Заказ доставлен» again.
    expect(await sendOrderNotices(t, id, 'SUPPORT_REOPENED')).toBeGreaterThan(0);
    const mail = (await mailbox(t)).find(
      (item) => item.to === 'buyer@demo.lootmarket.ru' && item.subject.startsWith('Заказ открыт повторно'),
    );
    expect(mail?.text).toContain('В течение 48 часов вы можете открыть спор');
    expect(mail?.text).toContain('Причина: Покупатель пишет, что ключ заблокирован');

    // Nobody complained in 48 hours: the timer completes it again and the seller is paid again.
    clock += ORDER_TIMING.reopenWindowMs - 60_000;
    await expect(t.services.orders.fireTimer(id, 'CONFIRMATION_WINDOW_PASSED')).rejects.toThrow(/not due/);
    clock += 2 * 60_000;
    await t.services.orders.fireTimer(id, 'CONFIRMATION_WINDOW_PASSED');
    await signInAll();
    expect(await buyerView(id)).toMatchObject({ status: 'COMPLETED', reopened: { until } });
    expect(await sellerMoney()).toEqual(before);
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('lets support refund a re-opened order in full from its new escrow', async () => {
    const id = await completedOrder();
    const before = await sellerMoney();
    expect((await reopen(id, finance)).statusCode).toBe(200);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/admin/orders/${id}/refund`,
      headers: { ...admin, 'idempotency-key': `reopen-refund-${randomUUID()}` },
      payload: { full: true, reason: 'Ключ оказался заблокирован' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await buyerView(id)).toMatchObject({ status: 'CANCELLED' });
    const after = await sellerMoney();
    expect(after.inEscrow).toBe(before.inEscrow);
    expect(before.owed - after.owed).toBeGreaterThan(0);
    const jobs = await rows<{ payload: { amount?: { amount: number }; afterRelease?: boolean } }>(
      t,
      `select payload from jobs where kind = '${ORDER_REFUND_JOB}' and payload->>'orderId' = '${id}'`,
    );
    expect(jobs[0]?.payload).toMatchObject({ amount: { amount: keyOffer.price }, afterRelease: true });
    expect((await auditOf(id)).map((row) => row.action).sort()).toEqual(['order.refund', 'order.reopen']);
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('refuses an order that is not completed, one completed over 30 days ago, and one whose money was withdrawn', async () => {
    clock += 2 * 60 * 60_000;
    await signInAll();
    const open = await paidOrder(t, buyer, keyOffer);
    const notDone = await reopen(open);
    expect(notDone.statusCode).toBe(409);
    expect((await buyerView(open)).status).toBe('PROCESSING');
    expect((await reopen(open, admin, '')).statusCode).toBe(400);

    const old = await completedOrder();
    clock += 31 * DAY_MS;
    await signInAll();
    const late = await reopen(old);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'REOPEN_WINDOW_PASSED' });

    // The seller's income has left the hold for the wallet, and the wallet was paid out.
    const spent = await completedOrder();
    clock += 60 * DAY_MS - 31 * DAY_MS;
    await t.services.ledger.releaseDueHolds({ now: new Date(clock), userId: keyOffer.seller });
    clock -= 60 * DAY_MS - 31 * DAY_MS;
    const line = (await t.services.ledger.walletBalance(keyOffer.seller)).find((item) => item.currency === 'rub')!;
    await inTransaction(t.database.db, (tx) =>
      t.services.ledger.payout(tx, {
        payoutId: randomUUID(),
        userId: keyOffer.seller,
        amount: { amount: line.available, currency: 'rub' },
        provider: 'sandbox',
      }),
    );
    const withdrawn = await reopen(spent);
    expect(withdrawn.statusCode, withdrawn.body).toBe(409);
    expect(withdrawn.json()).toMatchObject({ code: 'SELLER_FUNDS_WITHDRAWN' });
    expect((await buyerView(spent)).status).toBe('COMPLETED');
    expect(await auditOf(spent)).toEqual([]);
    expect(await t.services.ledger.check()).toEqual([]);
  });
});
