import {
  DISPUTE_NOTE_MESSAGE,
  formatMoney,
  DISPUTE_IMAGES_LIMIT_MESSAGE,
  DISPUTE_REASON_MESSAGE,
  DISPUTE_REFUND_AMOUNT_MESSAGE,
  DISPUTE_TEXT_EMPTY_MESSAGE,
  NUL_BYTE_MESSAGE,
  ORDER_TIMING,
} from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { mailbox, signIn } from '../auth/auth.test-support';
import { DISPUTE_FIELDS, openDispute, screenshot } from './order-disputes.test-support';
import {
  findOffer,
  inputsFor,
  paidOrder,
  placeGuestOrder,
  pressSandbox,
  PRIVATE,
  PUBLIC,
  rows,
  runOrderJobs,
  sendOrderNotices,
} from './orders.test-support';

type Headers = { authorization: string };

describe(`disputes with evidence on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let keyOffer: Awaited<ReturnType<typeof findOffer>>;
  let manualOffer: Awaited<ReturnType<typeof findOffer>>;
  let buyer: Headers;
  let admin: Headers;
  let seller: Headers;
  let stranger: Headers;
  let sellerEmail: string;

  const bearer = async (email: string): Promise<Headers> => {
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };
  /** A paid key order of the demo buyer: the key is handed over at once, so a dispute may open right away. */
  async function deliveredOrder(): Promise<string> {
    // Past the hourly velocity rule, so no order waits for a risk check.
    clock += 2 * 60 * 60_000;
    await signInAll();
    return paidOrder(t, buyer, keyOffer);
  }
  /** Access tokens live half an hour of the test's clock: everyone signs in again after it moves. */
  async function signInAll(): Promise<void> {
    buyer = await bearer('buyer@demo.lootmarket.ru');
    admin = await bearer('admin@demo.lootmarket.ru');
    stranger = await bearer('stranger@mail.ru');
    seller = await bearer(sellerEmail);
  }
  const order = async (id: string, headers: Headers = buyer) =>
    (await t.app.inject({ url: `${PRIVATE}/order?id=${id}`, headers })).json();
  const conversation = async (id: string, headers: Record<string, string>, token = '') =>
    (await t.app.inject({ url: `${PUBLIC}/order/conversation?id=${id}${token}`, headers })).json();
  const decide = (id: string, body: object, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}/admin/orders/${id}/dispute/decision`, headers, payload: body });
  const disputeRows = (id: string) =>
    rows<{ reason: string }>(t, `select reason from order_disputes where order_id = '${id}'`);

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    await t.demo.offerKeys();
    keyOffer = await findOffer(
      t,
      `p.delivery_kind = 'key' and o.price_minor between 200 and 500000 and (select count(*) from offer_keys k where k.offer_id = o.id and k.status = 'available') >= 5`,
    );
    manualOffer = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual' and o.price_minor < 500000`);
    sellerEmail = (await rows<{ email: string }>(t, `select email from users where id = ${keyOffer.seller}`))[0]!.email;
  });
  afterAll(() => t.close());

  it('opens with a reason, a text and a picture that land in the conversation as its opening', async () => {
    const id = await deliveredOrder();
    const opened = await openDispute(t, id, DISPUTE_FIELDS, { headers: buyer, files: [await screenshot()] });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({
      displayStatus: 'DISAGREEMENT',
      canDispute: false,
      dispute: {
        reason: 'not_working',
        reasonLabel: 'Ключ или товар не работает',
        state: 'open',
        decision: null,
        byStaff: false,
      },
    });
    // The seller reads the opening where they answer, and the picture is re-encoded.
    const seen = await conversation(id, seller);
    expect(seen.viewer).toBe('seller');
    expect(seen.messages).toHaveLength(2);
    expect(seen.messages[0]).toMatchObject({ author: 'buyer', notice: 'dispute_opened', image: null });
    expect(seen.messages[0].text).toContain('Причина: Ключ или товар не работает');
    expect(seen.messages[0].text).toContain(DISPUTE_FIELDS.text);
    expect(seen.messages[1]).toMatchObject({ author: 'buyer', notice: 'dispute_opened', text: null });
    const picture = await t.app.inject({ url: seen.messages[1].image.url });
    expect(picture.headers['content-type']).toBe('image/webp');
    // Opening twice is refused: the order is already in dispute.
    const again = await openDispute(t, id, DISPUTE_FIELDS, { headers: buyer });
    expect(again.statusCode).toBe(409);
  });

  it('opens for a guest by the order token', async () => {
    const placed = (
      await placeGuestOrder(t, {
        offerId: keyOffer.id,
        quantity: 1,
        inputs: inputsFor(keyOffer.kinds),
        email: 'dispute-guest@mail.ru',
      })
    ).json();
    const link = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/order/payment-link`,
      payload: { orderId: placed.order.id, token: placed.guestToken },
    });
    await pressSandbox(t, link.json().confirmationUrl, 'pay');
    expect((await openDispute(t, placed.order.id, DISPUTE_FIELDS, { token: 'x'.repeat(43) })).statusCode).toBe(404);
    const opened = await openDispute(
      t,
      placed.order.id,
      { reason: 'not_received', text: 'Ключа нет' },
      {
        token: placed.guestToken,
      },
    );
    expect(opened.statusCode, opened.body).toBe(201);
    const seen = await conversation(placed.order.id, {}, `&token=${placed.guestToken}`);
    expect(seen.messages[0]).toMatchObject({ author: 'buyer', notice: 'dispute_opened' });
  });

  it('refuses a bad reason, no text, a NUL byte, too many pictures, a foreign order and a state without dispute, changing nothing', async () => {
    const id = await deliveredOrder();
    const refusals: [Awaited<ReturnType<typeof openDispute>>, number, string | undefined][] = [
      [
        await openDispute(t, id, { reason: 'bored', text: 'Просто так' }, { headers: buyer }),
        400,
        DISPUTE_REASON_MESSAGE,
      ],
      [
        await openDispute(t, id, { reason: 'not_working', text: '   ' }, { headers: buyer }),
        400,
        DISPUTE_TEXT_EMPTY_MESSAGE,
      ],
      [await openDispute(t, id, { reason: 'not_working' }, { headers: buyer }), 400, DISPUTE_TEXT_EMPTY_MESSAGE],
      [await openDispute(t, id, { reason: 'other', text: 'ключ\u0000' }, { headers: buyer }), 400, NUL_BYTE_MESSAGE],
      [
        await openDispute(t, id, DISPUTE_FIELDS, {
          headers: buyer,
          files: await Promise.all(Array.from({ length: 6 }, () => screenshot())),
        }),
        400,
        DISPUTE_IMAGES_LIMIT_MESSAGE,
      ],
      [
        await openDispute(t, id, DISPUTE_FIELDS, { headers: buyer, files: [Buffer.from('not a picture')] }),
        415,
        undefined,
      ],
      // Somebody else's order, the seller's own sale and no session at all look like no order.
      [await openDispute(t, id, DISPUTE_FIELDS, { headers: stranger }), 404, 'Заказ не найден'],
      [await openDispute(t, id, DISPUTE_FIELDS, { headers: seller }), 404, 'Заказ не найден'],
      [await openDispute(t, id, DISPUTE_FIELDS), 404, 'Заказ не найден'],
      [await openDispute(t, 'not-an-order', DISPUTE_FIELDS, { headers: buyer }), 400, undefined],
    ];
    for (const [answer, status, message] of refusals) {
      expect(answer.statusCode, answer.body).toBe(status);
      if (message) expect(answer.json().message).toBe(message);
    }
    expect(await order(id)).toMatchObject({ displayStatus: 'DELIVERED', dispute: null });
    expect(await disputeRows(id)).toEqual([]);
    expect((await conversation(id, buyer)).messages).toEqual([]);

    // A manual order the seller still has an hour to accept cannot be disputed yet; a confirmed one never.
    clock += 2 * 60 * 60_000;
    await signInAll();
    const manual = await paidOrder(t, buyer, manualOffer);
    const early = await openDispute(t, manual, DISPUTE_FIELDS, { headers: buyer });
    expect(early.statusCode).toBe(409);
    expect(early.json().details).toMatchObject({ reason: 'too_early' });
    await t.app.inject({ method: 'PUT', url: `${PRIVATE}/order`, headers: buyer, payload: { id, action: 'confirm' } });
    expect((await openDispute(t, id, DISPUTE_FIELDS, { headers: buyer })).statusCode).toBe(409);
    expect(await disputeRows(manual)).toEqual([]);
  });

  it('shows support the case with keys masked, and records who revealed them', async () => {
    const id = await deliveredOrder();
    await openDispute(t, id, DISPUTE_FIELDS, { headers: buyer });
    const key = (await order(id)).delivery.keys[0] as string;
    const caseOf = () => t.app.inject({ url: `${PRIVATE}/admin/orders/${id}/dispute`, headers: admin });
    const answer = await caseOf();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).not.toContain(key);
    const body = answer.json();
    expect(body).toMatchObject({
      canDecide: true,
      dispute: { reason: 'not_working', text: DISPUTE_FIELDS.text, state: 'open' },
      delivery: { automatic: true, reveals: [] },
      buyer: { history: { deals: expect.any(Number), disputes: expect.any(Number) } },
      seller: { id: String(keyOffer.seller), history: { deals: expect.any(Number) } },
    });
    expect(body.buyer.history.disputes).toBeGreaterThanOrEqual(2);
    expect(body.delivery.maskedKeys).toHaveLength(1);
    expect(body.delivery.maskedKeys[0]).toContain('•');
    expect(body.timeline.map((entry: { type: string }) => entry.type)).toEqual(
      expect.arrayContaining(['PLACED', 'PAYMENT_SUCCEEDED', 'AUTO_DELIVERED', 'BUYER_DISPUTED']),
    );
    expect(body.conversation[0]).toMatchObject({ notice: 'dispute_opened', originalText: null });

    const reveal = (headers: Headers) =>
      t.app.inject({ method: 'POST', url: `${PRIVATE}/admin/orders/${id}/keys/reveal`, headers });
    expect((await reveal(buyer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${PRIVATE}/admin/orders/${id}/dispute`, headers: seller })).statusCode).toBe(
      403,
    );
    const revealed = await reveal(admin);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json()).toMatchObject({ keys: [key], reveals: [{ adminName: expect.any(String) }] });
    expect((await caseOf()).json().delivery.reveals).toHaveLength(1);
    // The look is in the audit log, written with it; the keys themselves are not.
    const [row] = await t.services.audit.list({ action: 'orders.keys.reveal', targetId: id, limit: 5 });
    expect(row).toMatchObject({ actorType: 'staff', targetType: 'orders' });
    expect(JSON.stringify(row)).not.toContain(key);
  });

  it('splits the escrow on a partial refund in one balanced transaction, once', async () => {
    const id = await deliveredOrder();
    await openDispute(t, id, DISPUTE_FIELDS, { headers: buyer, files: [await screenshot('#16a34a')] });
    const total = keyOffer.price;
    const half = Math.floor(total / 2);
    for (const refundAmount of [0, total, total + 1, 1.5]) {
      const refused = await decide(id, {
        decision: 'partial_refund',
        refundAmount,
        note: 'Ключ сработал не во всех регионах',
      });
      expect(refused.statusCode, `${refundAmount}`).toBe(400);
    }
    const outOfBounds = await decide(id, {
      decision: 'partial_refund',
      refundAmount: total,
      note: 'Ключ сработал не во всех регионах',
    });
    expect(outOfBounds.json().message).toBe(DISPUTE_REFUND_AMOUNT_MESSAGE);
    expect((await decide(id, { decision: 'partial_refund' })).statusCode).toBe(400);
    // A split says why: without a reason it is refused.
    const unexplained = await decide(id, { decision: 'partial_refund', refundAmount: half });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [expect.objectContaining({ message: DISPUTE_NOTE_MESSAGE })] },
    });
    expect(
      (
        await decide(
          id,
          { decision: 'partial_refund', refundAmount: half, note: 'Ключ сработал не во всех регионах' },
          buyer,
        )
      ).statusCode,
    ).toBe(403);
    expect((await order(id)).displayStatus).toBe('DISAGREEMENT');

    const decided = await decide(id, {
      decision: 'partial_refund',
      refundAmount: half,
      note: 'Ключ сработал не во всех регионах',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // The decision wrote its audit row in its own transaction; the refused attempts wrote none.
    const audited = await t.services.audit.list({ action: 'orders.dispute.decision', targetId: id, limit: 5 });
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      targetType: 'orders',
      actorType: 'staff',
      reason: 'Ключ сработал не во всех регионах',
    });
    expect(decided.json()).toMatchObject({
      status: 'COMPLETED',
      dispute: {
        state: 'resolved',
        decision: 'partial_refund',
        refunded: { amount: half, currency: 'rub' },
        note: 'Ключ сработал не во всех регионах',
      },
    });
    // The same decision again answers the same; another one is refused.
    expect(
      (await decide(id, { decision: 'partial_refund', refundAmount: half, note: 'Ключ сработал не во всех регионах' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await decide(id, {
          decision: 'partial_refund',
          refundAmount: half - 1,
          note: 'Ключ сработал не во всех регионах',
        })
      ).statusCode,
    ).toBe(409);
    expect((await decide(id, { decision: 'release' })).statusCode).toBe(409);

    const entries = await rows<{ kind: string; amount: string }>(
      t,
      `select a.kind, e.amount from ledger_entries e join ledger_accounts a on a.id = e.account_id
       join ledger_transactions x on x.id = e.transaction_id
       where x.reference = 'order:${id}' and x.kind = 'escrow_release' order by a.kind`,
    );
    const byKind = Object.fromEntries(entries.map((entry) => [entry.kind, Number(entry.amount)]));
    expect(byKind.escrow).toBe(-total);
    expect(byKind.provider_clearing).toBe(half);
    expect((byKind.wallet ?? 0) + (byKind.wallet_hold ?? 0) + (byKind.platform_revenue ?? 0)).toBe(total - half);
    expect(byKind.platform_revenue).toBeGreaterThan(0);
    expect(await t.services.ledger.escrowResolution(`order:${id}`)).toBe('released');
    // The buyer's part goes back through the bank once.
    expect(await runOrderJobs(t, 'orders.refund')).toBe(1);
    expect(
      await rows<{ amount: string; status: string }>(
        t,
        `select r.amount, r.status from payment_refunds r join payments p on p.id = r.payment_id where p.reference = 'order:${id}'`,
      ),
    ).toEqual([{ amount: expect.anything(), status: 'succeeded' }]);
    expect(await t.services.ledger.check()).toEqual([]);

    // Both sides see the outcome, in the order and in the conversation.
    const told = await conversation(id, seller);
    expect(told.messages.at(-1)).toMatchObject({ author: 'support', notice: 'dispute_resolved' });
    expect(told.messages.at(-1).text).toContain('возвращено');
    expect(told.messages.at(-1).text).toContain('Причина: Ключ сработал не во всех регионах');
    // The buyer's notice and mail say what came back, where and why, not «Спасибо за покупку!».
    await sendOrderNotices(t, id, 'SUPPORT_SPLIT');
    const mail = (await mailbox(t)).find(
      (item) => item.to === 'buyer@demo.lootmarket.ru' && item.subject.startsWith('Спор решён: частичный возврат'),
    );
    expect(mail?.text).toContain(`вам возвращено ${formatMoney(half, 'rub')} из ${formatMoney(total, 'rub')}`);
    expect(mail?.text).toContain('на карту или счёт, с которых вы платили');
    expect(mail?.text).toContain('Причина: Ключ сработал не во всех регионах');
    expect(mail?.text).not.toContain('Спасибо за покупку');
    expect((await order(id, seller)).dispute).toMatchObject({ decision: 'partial_refund' });
  });

  it('takes any amount from one minor unit to the total less one, and refunds in full', async () => {
    const most = await deliveredOrder();
    await openDispute(t, most, DISPUTE_FIELDS, { headers: buyer });
    const least = await deliveredOrder();
    await openDispute(t, least, DISPUTE_FIELDS, { headers: buyer });
    const full = await deliveredOrder();
    await openDispute(t, full, { reason: 'wrong_item', text: 'Пришёл ключ от другой игры' }, { headers: buyer });
    expect(
      (
        await decide(most, {
          decision: 'partial_refund',
          refundAmount: keyOffer.price - 1,
          note: 'Ключ сработал не во всех регионах',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await decide(least, { decision: 'partial_refund', refundAmount: 1, note: 'Ключ сработал не во всех регионах' }))
        .statusCode,
    ).toBe(200);
    expect((await decide(full, { decision: 'refund' })).json()).toMatchObject({
      status: 'CANCELLED',
      dispute: { decision: 'refund', refunded: { amount: keyOffer.price } },
    });
    await runOrderJobs(t, 'orders.refund');
    expect(await t.services.ledger.escrowResolution(`order:${full}`)).toBe('refunded');
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('keeps resolved disputes searchable by order number, buyer and seller', async () => {
    const id = await deliveredOrder();
    await openDispute(t, id, DISPUTE_FIELDS, { headers: buyer });
    const list = async (query: string) =>
      (await t.app.inject({ url: `${PRIVATE}/admin/disputes?${query}`, headers: admin })).json();
    expect((await list('state=open')).items.map((item: { orderId: string }) => item.orderId)).toContain(id);
    await decide(id, { decision: 'release' });
    expect((await list('state=open')).items.map((item: { orderId: string }) => item.orderId)).not.toContain(id);

    const sellerName = (await rows<{ name: string }>(t, `select name from users where id = ${keyOffer.seller}`))[0]!
      .name;
    const buyerName = (
      await rows<{ name: string }>(t, `select name from users where email = 'buyer@demo.lootmarket.ru'`)
    )[0]!.name;
    for (const q of [
      id.slice(0, 8).toUpperCase(),
      `№ ${id.slice(0, 8)}`,
      id,
      buyerName,
      sellerName,
      String(keyOffer.seller),
    ]) {
      const found = await list(`state=resolved&q=${encodeURIComponent(q)}`);
      expect(
        found.items.map((item: { orderId: string }) => item.orderId),
        q,
      ).toContain(id);
    }
    const resolved = await list(`state=resolved&q=${id}`);
    expect(resolved.total).toBe(1);
    expect(resolved.items[0]).toMatchObject({
      dispute: { decision: 'release', refunded: { amount: 0 } },
      seller: { id: String(keyOffer.seller), name: sellerName },
    });
    expect(resolved.counts.resolved).toBeGreaterThanOrEqual(4);
    expect((await list('state=resolved&q=nobody-like-this')).items).toEqual([]);
    expect((await t.app.inject({ url: `${PRIVATE}/admin/disputes?q=%00`, headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${PRIVATE}/admin/disputes`, headers: buyer })).statusCode).toBe(403);
  });

  it('lets a dispute open once the seller let the acceptance hour pass', async () => {
    clock += 2 * 60 * 60_000;
    await signInAll();
    const manual = await paidOrder(t, buyer, manualOffer);
    clock += ORDER_TIMING.sellerAcceptMs;
    await signInAll();
    const opened = await openDispute(
      t,
      manual,
      { reason: 'not_received', text: 'Продавец молчит' },
      { headers: buyer },
    );
    expect(opened.statusCode, opened.body).toBe(201);
    const body = (await t.app.inject({ url: `${PRIVATE}/admin/orders/${manual}/dispute`, headers: admin })).json();
    expect(body.delivery).toMatchObject({ automatic: false, deliveredAt: null, text: null, maskedKeys: [] });
  });
});
