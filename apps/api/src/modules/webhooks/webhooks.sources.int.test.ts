import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { findOffer, paidOrder, PRIVATE, PUBLIC, rows } from '../orders/orders.test-support';
import {
  adminCall,
  fundedSeller,
  pressSandboxPayout,
  providerPayoutId,
  runJobs,
  sbpRequest,
  signInAdmin,
  withdraw,
} from '../withdrawals/withdrawals.test-support';
import { WEBHOOK_DELIVER_JOB } from './webhooks.outbox';
import { startReceiver } from './webhooks.test-support';

type Headers = { authorization: string };
type Message = { type: string; object: { type: string; id: string }; sequence: number; data: Record<string, unknown> };

describe(`webhook event sources on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const secrets = new Map<string, string>();

  const bearer = async (email: string): Promise<Headers> => ({
    authorization: `Bearer ${(await signIn(t, email)).body.access_token}`,
  });
  /** Every event the receiver got, each verified with its endpoint's secret. */
  const messages = (): Message[] =>
    receiver.received.map(
      (message) =>
        new Webhook(secrets.get(message.path)!).verify(
          message.body,
          message.headers as Record<string, string>,
        ) as Message,
    );
  const deliverAll = async () => {
    const due = await rows<{ id: string; payload: unknown }>(
      t,
      `select id, payload from jobs where kind = '${WEBHOOK_DELIVER_JOB}' and finished_at is null order by id`,
    );
    for (const job of due) {
      await t.services.webhooks.jobHandlers[WEBHOOK_DELIVER_JOB]!(job.payload, {} as never);
      await rows(t, `update jobs set finished_at = now(), outcome = 'done' where id = ${job.id} returning id`);
    }
  };
  const subscribe = async (userId: number, path: string, stockLowThreshold = 5) => {
    const created = await t.services.webhooks.create(
      { userId, apiTokenId: null, request: { ip: '127.0.0.1', userAgent: null, requestId: 'test' } },
      {
        url: `${receiver.url}/${path}`,
        events: [
          'order.paid',
          'order.delivered',
          'order.confirmed',
          'chat.message',
          'review.created',
          'stock.low',
          'payout.sent',
          'payout.failed',
          'order.cancelled',
          'order.refunded',
          'offer.hidden',
        ],
        stockLowThreshold,
      },
    );
    secrets.set(`/hooks/${path}`, created.secret);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.catalog();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('tells an order paid, delivered, talked about, confirmed and reviewed, in order', async () => {
    const offer = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual' and o.price_minor < 500000`);
    const [owner] = await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`);
    const seller = await bearer(owner!.email);
    const buyer = await bearer('buyer@demo.lootmarket.ru');
    await subscribe(offer.seller, 'manual');
    const orderId = await paidOrder(t, buyer, offer);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `${PRIVATE}/order/seller/status`, headers: seller, payload });
    await put({ id: orderId, status: 'IN_PROGRESS' });
    await put({ id: orderId, status: 'DELIVERED', text: 'Пополнено' });
    const sent = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/order/conversation/message`,
      headers: buyer,
      payload: { id: orderId, text: 'Спасибо, всё пришло' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/order`,
      headers: buyer,
      payload: { id: orderId, action: 'confirm' },
    });
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/review`,
      headers: buyer,
      payload: { orderId, rating: 5, text: 'Быстро и честно' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    await deliverAll();
    const got = messages();
    const ofOrder = got.filter((message) => message.object.id === orderId && message.object.type === 'order');
    expect(ofOrder.map((message) => [message.type, message.sequence])).toEqual([
      ['order.paid', 1],
      ['order.delivered', 2],
      ['order.confirmed', 3],
    ]);
    expect(got.find((message) => message.type === 'chat.message')?.data).toMatchObject({
      orderId,
      author: 'buyer',
      text: 'Спасибо, всё пришло',
    });
    expect(got.find((message) => message.type === 'review.created')?.data).toMatchObject({ orderId, rating: 5 });
  });

  it('tells a refused order cancelled and refunded, and an offer hidden by a moderator', async () => {
    const offer = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual' and o.price_minor < 500000`);
    const [owner] = await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`);
    const seller = await bearer(owner!.email);
    const buyer = await bearer('buyer@demo.lootmarket.ru');
    const admin = await bearer('admin@demo.lootmarket.ru');
    await subscribe(offer.seller, 'refusals');
    receiver.received.length = 0;
    const orderId = await paidOrder(t, buyer, offer);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order/seller/refuse`,
      headers: seller,
      payload: { id: orderId, reason: 'Закончились коды на этот регион' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const hidden = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/admin/offers/${offer.id}/hide`,
      headers: admin,
      payload: { reason: 'Описание вводит в заблуждение' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    await deliverAll();
    const fromRefusals = receiver.received
      .filter((message) => message.path === '/hooks/refusals')
      .map(
        (message) =>
          new Webhook(secrets.get(message.path)!).verify(
            message.body,
            message.headers as Record<string, string>,
          ) as Message,
      );
    expect(fromRefusals.filter((message) => message.object.id === orderId).map((message) => message.type)).toEqual([
      'order.paid',
      'order.cancelled',
      'order.refunded',
    ]);
    expect(fromRefusals.find((message) => message.type === 'offer.hidden')?.data).toMatchObject({
      offerId: offer.id,
      reason: 'Описание вводит в заблуждение',
    });
  });

  it('tells stock falling to the seller’s threshold once', async () => {
    const offer = await findOffer(t, `p.delivery_kind = 'key' and o.stock is not null and o.stock > 3`);
    const buyer = await bearer('buyer@demo.lootmarket.ru');
    await subscribe(offer.seller, 'stock', offer.stock! - 1);
    receiver.received.length = 0;
    await paidOrder(t, buyer, offer);
    await paidOrder(t, buyer, offer);
    await deliverAll();
    const low = messages().filter((message) => message.type === 'stock.low');
    expect(low).toHaveLength(1);
    expect(low[0]!.data).toMatchObject({ offerId: offer.id, stock: offer.stock! - 1 });
  });

  it('tells stock the seller takes down to the threshold by removing keys, once per crossing', async () => {
    const offer = await findOffer(t, `p.delivery_kind = 'key' and o.stock is not null and o.stock > 3`);
    const stock = t.services.offerStock;
    const upload = async (prefix: string, count: number) =>
      (
        await stock.update(offer.seller, offer.id, {
          mode: 'keys',
          text: Array.from({ length: count }, (_, index) => `${prefix}-${index}-${Date.now()}`).join('\n'),
        })
      ).stock.stock!;
    const available = async () =>
      (await stock.listKeys(offer.seller, offer.id, { status: 'available', limit: 100, offset: 0 })).items;
    const removeOne = async () => (await stock.removeKeys(offer.seller, offer.id, [(await available())[0]!.id])).stock;
    const uploaded = await upload('LOW', 3);
    await subscribe(offer.seller, 'keys', uploaded - 2);
    receiver.received.length = 0;
    const lows = () =>
      receiver.received
        .map((message, index) => ({ path: message.path, message: messages()[index]! }))
        .filter(({ path, message }) => path === '/hooks/keys' && message.type === 'stock.low')
        .map(({ message }) => message.data.stock);

    await removeOne();
    await removeOne();
    await removeOne();
    await deliverAll();
    expect(lows()).toEqual([uploaded - 2]);

    // Keys uploaded lift the stock above the threshold again; the next fall is a new crossing.
    await upload('MORE', 3);
    await removeOne();
    await removeOne();
    await deliverAll();
    expect(lows()).toEqual([uploaded - 2, uploaded - 2]);
  });

  it('tells a payout sent and a payout failed', async () => {
    const admin = await signInAdmin(t);
    const person = await fundedSeller(t, 300_000);
    await subscribe(person.id, 'payouts');
    receiver.received.length = 0;
    for (const outcome of ['pay', 'fail'] as const) {
      const { id } = (await withdraw(t, person, sbpRequest(100_000))).json();
      await adminCall(t, admin, 'POST', `/${id}/approve`);
      await runJobs(t);
      await pressSandboxPayout(t, await providerPayoutId(t, id), outcome);
      // Before the next run of the withdrawals' worker, which knows no webhook handler.
      await deliverAll();
    }
    expect(messages().map((message) => message.type)).toEqual(expect.arrayContaining(['payout.sent', 'payout.failed']));
  });
});
