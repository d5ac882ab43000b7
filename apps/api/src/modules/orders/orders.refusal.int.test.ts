import { SELLER_MESSAGES, sellerRefusalNote } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { mailbox, signIn } from '../auth/auth.test-support';
import { findOffer, paidOrder, PRIVATE, rows, runOrderJobs } from './orders.test-support';

describe(`a seller refusing an order on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let seller: { authorization: string };
  let buyer: { authorization: string };
  const bearer = async (email: string) => {
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };
  const refuse = (payload: object, headers = seller) =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}/order/seller/refuse`, headers, payload });
  const REASON = 'Закончились коды на этот регион, извините';

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    offer = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual'`);
    const [owner] = await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`);
    seller = await bearer(owner!.email);
    buyer = await bearer('buyer@demo.lootmarket.ru');
  });
  afterAll(() => t.close());

  it('cancels the order, refunds the buyer through the escrow path and tells them why', async () => {
    const orderId = await paidOrder(t, buyer, offer);
    const response = await refuse({ id: orderId, reason: REASON });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'CANCELLED', displayStatus: 'CANCELLED' });
    const [event] = await rows<{ actor: string; details: { reason: string } }>(
      t,
      `select actor, details from order_events where order_id = '${orderId}' and type = 'SELLER_REFUSED'`,
    );
    expect(event).toMatchObject({ actor: 'seller', details: { reason: REASON } });

    expect(await runOrderJobs(t, 'orders.refund')).toBe(1);
    expect(await t.services.ledger.escrowResolution(`order:${orderId}`)).toBe('refunded');
    expect(await t.services.ledger.check()).toEqual([]);

    const notices = await rows<{ id: string; payload: unknown }>(
      t,
      `select id, payload from jobs where kind = 'orders.notify' and finished_at is null order by id`,
    );
    for (const job of notices) {
      await t.services.orderNotifier.jobHandlers['orders.notify']!(job.payload, {
        id: Number(job.id),
        kind: 'orders.notify',
        payload: job.payload,
        attempts: 1,
        maxAttempts: 10,
      });
    }
    const mails = (await mailbox(t)).filter(
      (mail) => mail.to === 'buyer@demo.lootmarket.ru' && mail.text.includes(sellerRefusalNote(REASON)),
    );
    expect(mails).toHaveLength(1);
    const stats = (await t.app.inject({ url: `${PRIVATE}/order/seller/stats`, headers: seller })).json();
    expect(stats.totals.refunded).toBe(1);
  });

  it('refuses after delivery, for other sellers\u2019 orders and without a reason, changing nothing', async () => {
    const orderId = await paidOrder(t, buyer, offer);
    expect((await refuse({ id: orderId, reason: 'ой' })).statusCode).toBe(400);
    const stranger = await bearer('admin@demo.lootmarket.ru');
    expect((await refuse({ id: orderId, reason: REASON }, stranger)).statusCode).toBe(404);
    expect((await refuse({ id: orderId, reason: REASON }, buyer)).statusCode).toBe(403);
    const delivered = await t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/order/seller/status`,
      headers: seller,
      payload: { id: orderId, status: 'DELIVERED', text: 'Код: 1234' },
    });
    expect(delivered.statusCode).toBe(200);
    const late = await refuse({ id: orderId, reason: REASON });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SELLER_MESSAGES.refuseTooLate);
    expect((await rows<{ status: string }>(t, `select status from orders where id = '${orderId}'`))[0]!.status).toBe(
      'PROCESSING',
    );
  });
});
