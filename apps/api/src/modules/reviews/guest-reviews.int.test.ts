import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import {
  findOffer,
  inputsFor,
  paidOrder,
  placeGuestOrder,
  pressSandbox,
  PRIVATE,
  PUBLIC,
  rows,
} from '../orders/orders.test-support';
import { REVIEW_RECEIVED_JOB } from './reviews.notify';

describe(`a guest reviews through the order link, and the seller hears of every review, on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const clock = Date.parse('2026-03-01T10:00:00Z');
  let keyOffer: Awaited<ReturnType<typeof findOffer>>;

  /** A guest's key order, paid and confirmed with its token: completed, as a review needs. */
  async function completedGuestOrder(email: string): Promise<{ id: string; token: string }> {
    const placed = (
      await placeGuestOrder(t, { offerId: keyOffer.id, quantity: 1, inputs: inputsFor(keyOffer.kinds), email })
    ).json();
    const order = { id: placed.order.id as string, token: placed.guestToken as string };
    const link = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/order/payment-link`,
      payload: { orderId: order.id, token: order.token },
    });
    await pressSandbox(t, link.json().confirmationUrl, 'pay');
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `${PUBLIC}/order`,
      payload: { id: order.id, action: 'confirm', token: order.token },
    });
    expect(confirmed.json()).toMatchObject({ status: 'COMPLETED' });
    return order;
  }
  const review = (payload: object) => t.app.inject({ method: 'POST', url: `${PUBLIC}/review`, payload });
  const state = (order: { id: string; token: string }) =>
    t.app.inject(`${PUBLIC}/review/order/${order.id}?token=${encodeURIComponent(order.token)}`);

  /** Runs the due «Новый отзыв» jobs as the worker would. */
  async function runReceivedJobs(): Promise<number> {
    const due = await rows<{ id: string; payload: unknown }>(
      t,
      `select id, payload from jobs where kind = '${REVIEW_RECEIVED_JOB}' and finished_at is null order by id`,
    );
    for (const job of due) {
      await t.services.reviews.jobHandlers[REVIEW_RECEIVED_JOB]!(job.payload, { id: Number(job.id) } as never);
      await rows(t, `update jobs set finished_at = now(), outcome = 'done' where id = ${Number(job.id)} returning id`);
    }
    return due.length;
  }
  const notices = (sellerId: number) =>
    rows<{ kind: string; title: string; body: string; link: string }>(
      t,
      `select kind, title, body, link from notifications where user_id = ${sellerId} and kind = 'review_received' order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    await t.demo.offerKeys();
    keyOffer = await findOffer(
      t,
      `p.delivery_kind = 'key' and (select count(*) from offer_keys k where k.offer_id = o.id and k.status = 'available') >= 2`,
    );
  });
  afterAll(() => t.close());

  it('takes one review from the guest holding the order link, and answers a second with 409', async () => {
    const order = await completedGuestOrder('guest-reviewer@mail.ru');
    expect((await state(order)).json()).toMatchObject({ canReview: true, review: null });

    const stranger = await review({ orderId: order.id, token: 'x'.repeat(43), rating: 5, text: 'Чужой заказ' });
    expect(stranger.statusCode).toBe(404);

    const first = await review({ orderId: order.id, token: order.token, rating: 5, text: 'Ключ пришёл сразу' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ rating: 5, text: 'Ключ пришёл сразу', author: { name: 'Покупатель' } });
    expect((await state(order)).json()).toMatchObject({ canReview: false, review: { text: 'Ключ пришёл сразу' } });

    const second = await review({ orderId: order.id, token: order.token, rating: 1, text: 'Ещё раз' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', message: 'Отзыв на этот заказ уже оставлен' });
    const stored = await rows<{ n: number }>(
      t,
      `select count(*)::int as n from reviews where order_id = '${order.id}'`,
    );
    expect(stored[0]!.n).toBe(1);
  });

  it("tells the seller of a guest's review and of a signed-in buyer's, once each, in the app", async () => {
    await runReceivedJobs();
    const order = await completedGuestOrder('guest-notice@mail.ru');
    const before = (await notices(keyOffer.seller)).length;
    await review({ orderId: order.id, token: order.token, rating: 4, text: 'Всё хорошо, спасибо' });
    expect(await runReceivedJobs()).toBe(1);
    const told = await notices(keyOffer.seller);
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)).toMatchObject({
      title: 'Новый отзыв: ★★★★☆',
      link: `/${keyOffer.seller}/reviews?tab=shop`,
    });
    expect(told.at(-1)!.body).toContain('Всё хорошо, спасибо');

    // A signed-in buyer's review goes the same way.
    const manual = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual'`);
    const buyer = { authorization: `Bearer ${(await signIn(t, 'buyer@demo.lootmarket.ru')).body.access_token}` };
    const [owner] = await rows<{ email: string }>(t, `select email from users where id = ${manual.seller}`);
    const seller = { authorization: `Bearer ${(await signIn(t, owner!.email)).body.access_token}` };
    const orderId = await paidOrder(t, buyer, manual);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `${PRIVATE}/order/seller/status`, headers: seller, payload });
    await put({ id: orderId, status: 'IN_PROGRESS' });
    await put({ id: orderId, status: 'DELIVERED', text: 'Готово' });
    await t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/order`,
      headers: buyer,
      payload: { id: orderId, action: 'confirm' },
    });
    const posted = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/review`,
      headers: buyer,
      payload: { orderId, rating: 5, text: 'Быстро и вежливо' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await runReceivedJobs()).toBe(1);
    expect((await notices(manual.seller)).at(-1)).toMatchObject({ title: 'Новый отзыв: ★★★★★' });
    expect(await runReceivedJobs()).toBe(0);
  });
});
