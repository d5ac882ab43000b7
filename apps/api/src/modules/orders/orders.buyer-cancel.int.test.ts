import { BUYER_CANCEL_REFUSED_MESSAGE } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { findOffer, paidOrder, PRIVATE, rows, runOrderJobs } from './orders.test-support';

describe(`a buyer cancelling a paid order before the seller accepts, on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let seller: { authorization: string };
  let buyer: { authorization: string };
  const bearer = async (email: string) => {
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };
  const act = (id: string, action: string, headers = buyer) =>
    t.app.inject({ method: 'PUT', url: `${PRIVATE}/order`, headers, payload: { id, action } });

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

  it('cancels the order and refunds the buyer at once', async () => {
    const orderId = await paidOrder(t, buyer, offer);
    // Only the buyer may cancel: the seller gets the order's 404.
    expect((await act(orderId, 'cancel', seller)).statusCode).toBe(404);
    const cancelled = await act(orderId, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', displayStatus: 'CANCELLED' });
    const [event] = await rows<{ actor: string }>(
      t,
      `select actor from order_events where order_id = '${orderId}' and type = 'BUYER_CANCELLED'`,
    );
    expect(event).toEqual({ actor: 'buyer' });
    expect(await runOrderJobs(t, 'orders.refund')).toBe(1);
    expect(await t.services.ledger.escrowResolution(`order:${orderId}`)).toBe('refunded');
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('refuses once the seller has accepted, changing nothing', async () => {
    const orderId = await paidOrder(t, buyer, offer);
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/order/seller/status`,
      headers: seller,
      payload: { id: orderId, status: 'IN_PROGRESS' },
    });
    expect(accepted.statusCode).toBe(200);
    const refused = await act(orderId, 'cancel');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BUYER_CANCEL_REFUSED_MESSAGE);
    const [row] = await rows<{ stage: string }>(t, `select stage from orders where id = '${orderId}'`);
    expect(row!.stage).toBe('in_progress');
  });
});
