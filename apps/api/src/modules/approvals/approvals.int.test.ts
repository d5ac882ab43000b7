import { FOUR_EYES_REFUND_MINOR, UserRole } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { bearerOf, mailbox } from '../auth/auth.test-support';
import { findOffer, paidOrder, PRIVATE, rows, sendOrderNotices } from '../orders/orders.test-support';

type Headers = { authorization: string };

describe(`console orders, manual refunds and four-eyes on ${TEST_DATABASE_KIND}`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let clock = Date.parse('2026-04-01T10:00:00Z');
  let keyOffer: Awaited<ReturnType<typeof findOffer>>;
  let buyer: Headers;
  let admin: Headers;
  let finance: Headers;
  let support: Headers;
  let keyCounter = 0;

  const bearer = (email: string): Promise<Headers> => bearerOf(t, email);
  async function signInAll(): Promise<void> {
    buyer = await bearer('buyer@demo.lootmarket.ru');
    admin = await bearer('admin@demo.lootmarket.ru');
    finance = await bearer('finance@demo.lootmarket.ru');
    support = await bearer('support-desk@example.com');
  }
  /** A paid key order of the demo buyer, its key handed over at once. */
  async function deliveredOrder(): Promise<string> {
    clock += 2 * 60 * 60_000;
    await signInAll();
    return paidOrder(t, buyer, keyOffer);
  }
  const search = async (query: string, headers: Headers = support) =>
    (await t.app.inject({ url: `${PRIVATE}/admin/orders?${query}`, headers })).json();
  const refund = (id: string, body: object, headers: Headers = admin, key = `refund-key-${++keyCounter}`) =>
    t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/admin/orders/${id}/refund`,
      headers: { ...headers, 'idempotency-key': key },
      payload: body,
    });
  const decide = (id: string, verb: 'approve' | 'reject', headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}/admin/approvals/${id}/${verb}`, headers, payload });
  const buyerView = async (id: string) =>
    (await t.app.inject({ url: `${PRIVATE}/order?id=${id}`, headers: buyer })).json();
  /** Sends the order's notices of one event, as the job runner would. */
  const sendNotices = (orderId: string, event: string) => sendOrderNotices(t, orderId, event);
  const mailTo = async (text: string) =>
    (await mailbox(t)).find((item) => item.to === 'buyer@demo.lootmarket.ru' && item.text.includes(text));
  const auditActions = async (orderId: string) =>
    (await t.services.audit.list({ targetType: 'order', targetId: orderId, limit: 20 }))
      .map((row) => row.action)
      .sort();

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    await t.demo.offerKeys();
    keyOffer = await findOffer(
      t,
      `p.delivery_kind = 'key' and o.price_minor between 200 and 500000 and (select count(*) from offer_keys k where k.offer_id = o.id and k.status = 'available') >= 8`,
    );
    admin = await bearer('admin@demo.lootmarket.ru');
    const supportUser = await bearer('support-desk@example.com');
    const id = (await t.app.inject({ url: `${PRIVATE}/profile/frontend`, headers: supportUser })).json().user_id;
    const granted = await t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/admin/users/${id}/staff-roles`,
      headers: admin,
      payload: { roles: [UserRole.Support], reason: 'Принят в поддержку' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
  });
  afterAll(() => t.close());

  it('finds an order by id, seller number, buyer e-mail, seller, status and a key fragment, keys masked', async () => {
    const id = await deliveredOrder();
    const key = (await buyerView(id)).delivery.keys[0] as string;
    const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);
    expect(ids(await search(`q=${id}`))).toEqual([id]);
    expect(ids(await search(`q=${encodeURIComponent(`№ ${id.slice(0, 8).toUpperCase()}`)}`))).toContain(id);
    expect(ids(await search(`q=buyer@demo.lootmarket.ru`))).toContain(id);
    expect(ids(await search(`q=${keyOffer.seller}&status=PROCESSING`))).toContain(id);
    expect(ids(await search(`sellerId=${keyOffer.seller}&from=2026-04-01&to=2026-04-30`))).toContain(id);
    expect(ids(await search(`sellerId=${keyOffer.seller}&from=2026-05-01`))).not.toContain(id);
    // The whole key, written in lower case, and one of its segments find the order by their keyed hashes.
    expect(ids(await search(`q=${encodeURIComponent(key.toLowerCase())}`))).toEqual([id]);
    const segment = key.split(/[\s-]+/).find((part) => part.length >= 4)!;
    expect(ids(await search(`q=${encodeURIComponent(segment)}`))).toContain(id);
    expect(ids(await search(`q=ZZZZ-QQQQ-XXXX-9999`))).toEqual([]);
    const found = (await search(`q=${id}`)).items[0];
    expect(found.buyer.email).toBe('buyer@demo.lootmarket.ru');
    expect(found.delivery.keys[0]).not.toBe(key);
    // No key text is stored beside the hashes.
    const stored = await rows<{ hash: string }>(t, `select hash from offer_key_fingerprints where order_id = '${id}'`);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.hash.includes(segment))).toBe(false);
    // The order page: its history from payment to delivery.
    const detail = (await t.app.inject({ url: `${PRIVATE}/admin/orders/${id}`, headers: support })).json();
    expect(detail.events.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(['PAYMENT_SUCCEEDED', 'AUTO_DELIVERED']),
    );
    expect(detail.order.delivery.keys[0]).not.toBe(key);
  });

  it('refunds part of a delivered order once per key, and the buyer sees the amount and the reason', async () => {
    const id = await deliveredOrder();
    const body = { amount: 100, reason: 'Ключ активировался не на всё' };
    const first = await refund(id, body, admin, 'same-key-partial');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'done', kind: 'order.refund', amount: { amount: 100 } });
    const again = await refund(id, body, admin, 'same-key-partial');
    expect(again.json().id).toBe(first.json().id);
    const seen = await buyerView(id);
    expect(seen.status).toBe('COMPLETED');
    // No dispute was opened: the parties read a support decision, not a dispute of «Другая причина» (decision 050).
    expect(seen.dispute).toMatchObject({
      decision: 'partial_refund',
      note: body.reason,
      refunded: { amount: 100 },
      byStaff: true,
    });
    await sendNotices(id, 'SUPPORT_SPLIT');
    expect((await mailTo(body.reason))?.subject).toContain('частичный возврат');
    expect(await auditActions(id)).toEqual(['order.refund']);
    // Refunded already: nothing is left to refund, and nothing changes.
    const late = await refund(id, { full: true, reason: 'Ещё раз' });
    expect(late.statusCode).toBe(409);
  });

  it('refunds a small order in full at once, and refuses what a refund cannot be', async () => {
    const id = await deliveredOrder();
    const refused = await refund(id, { amount: keyOffer.price, reason: 'Всё' });
    expect(refused.statusCode).toBe(400);
    expect((await refund(id, { reason: 'Без суммы' })).statusCode).toBe(400);
    expect((await refund(id, { full: true, reason: '' })).statusCode).toBe(400);
    expect((await refund(id, { full: true, reason: 'Без ключа' }, support)).statusCode).toBe(403);
    const done = await refund(id, { full: true, reason: 'Продавец выдал чужой ключ' });
    expect(done.json()).toMatchObject({ status: 'done', amount: { amount: keyOffer.price } });
    const seen = await buyerView(id);
    expect(seen.status).toBe('CANCELLED');
    expect(seen.dispute).toMatchObject({ decision: 'refund', note: 'Продавец выдал чужой ключ' });
    await sendNotices(id, 'SUPPORT_REFUNDED');
    expect((await mailTo('Причина: Продавец выдал чужой ключ'))?.text).toBeDefined();
  });

  it('holds a refund of 10 000 ₽ or more for a second staff member, never its requester', async () => {
    await rows(t, `update offers set price_minor = ${FOUR_EYES_REFUND_MINOR + 5000} where id = '${keyOffer.id}'`);
    const id = await deliveredOrder();
    const asked = await refund(id, { full: true, reason: 'Мошенническая продажа' }, admin, 'big-refund-key');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'pending', amount: { amount: FOUR_EYES_REFUND_MINOR + 5000 } });
    expect((await buyerView(id)).status).toBe('PROCESSING');
    const queue = (await t.app.inject({ url: `${PRIVATE}/admin/approvals`, headers: support })).json();
    expect(queue.items.map((item: { id: string }) => item.id)).toContain(asked.json().id);
    expect(await t.services.approvals.queueStats()).toMatchObject({ count: 1 });
    // A second request for the same order waits behind the first: refused.
    expect((await refund(id, { amount: 100, reason: 'Ещё один' }, finance)).statusCode).toBe(409);

    const self = await decide(asked.json().id, 'approve', admin);
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('SELF_APPROVAL');
    expect((await decide(asked.json().id, 'approve', support)).statusCode).toBe(403);
    expect((await buyerView(id)).status).toBe('PROCESSING');

    const approved = await decide(asked.json().id, 'approve', finance);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'done', decidedBy: { name: expect.any(String) } });
    const seen = await buyerView(id);
    expect(seen.status).toBe('CANCELLED');
    expect(seen.dispute).toMatchObject({ note: 'Мошенническая продажа' });
    expect((await decide(asked.json().id, 'approve', finance)).statusCode).toBe(200);
    expect(await auditActions(id)).toEqual(['approval.approve', 'order.refund', 'order.refund.request']);
    expect(await t.services.approvals.queueStats()).toMatchObject({ count: 0, oldestWaitingSince: null });
  });

  it('rejects a waiting refund with a reason, and nothing is refunded', async () => {
    const id = await deliveredOrder();
    const asked = await refund(id, { full: true, reason: 'Похоже на мошенничество' }, finance);
    expect(asked.json().status).toBe('pending');
    expect((await decide(asked.json().id, 'reject', admin, { reason: '' })).statusCode).toBe(400);
    const rejected = await decide(asked.json().id, 'reject', admin, { reason: 'Ключ рабочий, проверено' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'Ключ рабочий, проверено' });
    expect((await decide(asked.json().id, 'approve', admin)).statusCode).toBe(409);
    expect((await buyerView(id)).status).toBe('PROCESSING');
    expect(await auditActions(id)).toEqual(['approval.reject', 'order.refund.request']);
  });
});
