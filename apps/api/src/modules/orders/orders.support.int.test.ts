import { ORDER_TIMING } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { DISPUTE_FIELDS, openDispute } from './order-disputes.test-support';
import { RISK_RULES } from './orders.risk';
import {
  findOffer,
  inputsFor,
  placeGuestOrder,
  pressSandbox,
  PRIVATE,
  PUBLIC,
  rows,
  runOrderJobs,
} from './orders.test-support';

describe(`support decisions and risk holds on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  const bearer = async (email: string) => {
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };
  const stageOf = async (id: string) =>
    (
      await rows<{ status: string; stage: string | null }>(t, `select status, stage from orders where id = '${id}'`)
    )[0]!;

  async function paidOrder(headers: { authorization: string }, quantity = 1): Promise<string> {
    const placed = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order`,
      headers,
      payload: { offerId: offer.id, quantity, inputs: inputsFor(offer.kinds) },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().order.id as string;
    const link = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order/payment-link`,
      headers,
      payload: { orderId },
    });
    await pressSandbox(t, link.json().confirmationUrl, 'pay');
    return orderId;
  }
  const resolve = (headers: { authorization: string }, id: string, action: string) =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}/admin/orders/${id}/resolve`, headers, payload: { action } });

  beforeAll(async () => {
    // Risky first orders are large: the offer allows more per order than the default (decision 020).
    t = await createTestApp({ ORDER_MAX_PER_ORDER: '1000' }, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    offer = await findOffer(
      t,
      `o.stock is null and p.delivery_kind = 'manual' and p.product_type not in ('exchange_rate', 'exchange_rate_manual') and o.price_minor < 500000`,
    );
  });
  afterAll(() => t.close());

  it('resolves disputes by releasing the money to the seller or refunding the buyer', async () => {
    // The demo buyer's account is older than a day by now.
    clock += RISK_RULES.newAccountMs;
    const buyer = await bearer('buyer@demo.lootmarket.ru');
    const released = await paidOrder(buyer);
    const refunded = await paidOrder(buyer);
    clock += ORDER_TIMING.sellerAcceptMs;
    const again = await bearer('buyer@demo.lootmarket.ru');
    for (const id of [released, refunded]) {
      expect((await openDispute(t, id, DISPUTE_FIELDS, { headers: again })).statusCode).toBe(201);
    }
    const admin = await bearer('admin@demo.lootmarket.ru');
    const waiting = (await t.app.inject({ url: `${PRIVATE}/admin/orders?stage=disputed`, headers: admin })).json();
    expect(waiting.items.map((item: { id: string }) => item.id).sort()).toEqual([released, refunded].sort());
    // The case names the seller, so support can open the storefront.
    for (const item of waiting.items as { seller: { id: string; name: string } }[])
      expect(item.seller).toEqual({ id: expect.stringMatching(/^\d+$/), name: expect.any(String) });
    expect((await resolve(again, released, 'release')).statusCode).toBe(403);

    expect((await resolve(admin, released, 'release')).json()).toMatchObject({
      status: 'COMPLETED',
      displayStatus: 'COMPLETED',
    });
    expect(await t.services.ledger.escrowResolution(`order:${released}`)).toBe('released');
    expect((await resolve(admin, released, 'refund')).statusCode).toBe(409);

    expect((await resolve(admin, refunded, 'refund')).json()).toMatchObject({
      status: 'CANCELLED',
      displayStatus: 'CANCELLED',
    });
    expect(await runOrderJobs(t, 'orders.refund')).toBe(1);
    expect(await t.services.ledger.escrowResolution(`order:${refunded}`)).toBe('refunded');
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('holds the first large order of a new account until support clears it', async () => {
    const newcomer = await bearer('newcomer@mail.ru');
    const quantity = Math.ceil((RISK_RULES.newAccountFirstOrderMax.rub + 1) / offer.price);
    const orderId = await paidOrder(newcomer, quantity);
    const status = (await t.app.inject({ url: `${PRIVATE}/order?id=${orderId}`, headers: newcomer })).json();
    expect(status).toMatchObject({ displayStatus: 'MANUAL_APPROVE', sellerStatus: null, deadline: null });
    const sellerEmail = (await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`))[0]!
      .email;
    const seller = await bearer(sellerEmail);
    const shop = (await t.app.inject({ url: `${PRIVATE}/order/seller`, headers: seller })).json();
    expect(shop.items.map((item: { id: string }) => item.id)).not.toContain(orderId);

    const admin = await bearer('admin@demo.lootmarket.ru');
    expect(
      (await t.app.inject({ url: `${PRIVATE}/admin/orders?stage=manual_approve`, headers: admin })).json().total,
    ).toBe(1);
    const approved = (await resolve(admin, orderId, 'approve')).json();
    expect(approved).toMatchObject({
      displayStatus: 'PROCESSING',
      deadline: new Date(clock + ORDER_TIMING.sellerAcceptMs).toISOString(),
    });
    expect(await stageOf(orderId)).toEqual({ status: 'PROCESSING', stage: 'awaiting_seller' });
  });

  it('holds a buyer paying for too many orders within an hour', async () => {
    const email = 'fast@mail.ru';
    const ids: string[] = [];
    for (let index = 0; index <= RISK_RULES.paidPerBuyer; index += 1) {
      const { order, guestToken } = (
        await placeGuestOrder(t, { offerId: offer.id, quantity: 1, inputs: inputsFor(offer.kinds), email })
      ).json();
      const link = (
        await t.app.inject({
          method: 'POST',
          url: `${PUBLIC}/order/payment-link`,
          payload: { orderId: order.id, token: guestToken },
        })
      ).json();
      await pressSandbox(t, link.confirmationUrl, 'pay');
      ids.push(order.id);
    }
    const stages = await Promise.all(ids.map(stageOf));
    expect(stages.slice(0, RISK_RULES.paidPerBuyer).every((row) => row.stage === 'awaiting_seller')).toBe(true);
    expect(stages.at(-1)).toEqual({ status: 'PROCESSING', stage: 'manual_approve' });
  });
});

describe(`risk limits from the configuration on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RISK_PAID_PER_ADDRESS: '2', RISK_PAID_PER_BUYER: '100' });
    await t.demo.users();
    await t.demo.catalog();
  });
  afterAll(() => t.close());

  it('holds the third paid order from one address when the operator allows two an hour', async () => {
    const offer = await findOffer(
      t,
      `o.stock is null and p.delivery_kind = 'manual' and p.product_type not in ('exchange_rate', 'exchange_rate_manual') and o.price_minor < 500000`,
    );
    const ids: string[] = [];
    for (const email of ['one@mail.ru', 'two@mail.ru', 'three@mail.ru']) {
      const payload = { offerId: offer.id, quantity: 1, inputs: inputsFor(offer.kinds), email };
      const { order, guestToken } = (
        await t.app.inject({ method: 'POST', url: `${PUBLIC}/order`, payload, remoteAddress: '203.0.113.7' })
      ).json();
      const link = (
        await t.app.inject({
          method: 'POST',
          url: `${PUBLIC}/order/payment-link`,
          payload: { orderId: order.id, token: guestToken },
        })
      ).json();
      await pressSandbox(t, link.confirmationUrl, 'pay');
      ids.push(order.id);
    }
    const stages = await rows<{ stage: string | null }>(
      t,
      `select stage from orders where id in ('${ids.join("', '")}') order by seller_clock_at`,
    );
    expect(stages.map((row) => row.stage)).toEqual(['awaiting_seller', 'awaiting_seller', 'manual_approve']);
  });
});
