import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { inTransaction } from '../../db/transaction';
import { DEMO_STREAMERS } from '../../demo/demo-users';
import { createTestApp, type TestApp } from '../../test-app';
import { nextAddress, signIn } from '../auth/auth.test-support';
import { findOffer, inputsFor, paidOrder, PRIVATE, PUBLIC, rows } from '../orders/orders.test-support';

const REASON = 'Описание вводит в заблуждение';

describe(`moderation on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let buyer: { authorization: string };

  const bearer = async (email: string) => ({ authorization: `Bearer ${(await signIn(t, email)).body.access_token}` });
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}${url}`, headers, ...(payload ? { payload } : {}) });
  const auditRows = (action: string, targetId: string) => t.services.audit.list({ action, targetId, limit: 10 });

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.streamers();
    await t.demo.catalog();
    admin = await bearer('admin@demo.lootmarket.ru');
    buyer = await bearer('buyer@demo.lootmarket.ru');
  });
  afterAll(() => t.close());

  it('hides an offer with a reason: off the product page, not for sale, the seller reads why and cannot resume it', async () => {
    const offer = await findOffer(t, `o.stock is null or o.stock > 5`);
    const [{ email }] = (await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`)) as [
      { email: string },
    ];
    const seller = await bearer(email);
    const [{ slug }] = (await rows<{ slug: string }>(
      t,
      `select p.slug from products p join offers o on o.product_id = p.id where o.id = '${offer.id}'`,
    )) as [{ slug: string }];
    const onPage = async () =>
      (await t.app.inject(`${PUBLIC}/product/${slug}`))
        .json()
        .offers.some((item: { id: string }) => item.id === offer.id);
    expect(await onPage()).toBe(true);

    const refused = await post(`/admin/offers/${offer.id}/hide`, seller, { reason: REASON });
    expect(refused.statusCode).toBe(403);
    const empty = await post(`/admin/offers/${offer.id}/hide`, admin, { reason: ' ' });
    expect(empty.statusCode).toBe(400);

    const hidden = await post(`/admin/offers/${offer.id}/hide`, admin, { reason: REASON });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ isActive: false, hidden: { reason: REASON } });
    expect(await onPage()).toBe(false);
    const order = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order`,
      headers: buyer,
      payload: { offerId: offer.id, quantity: 1, inputs: inputsFor(offer.kinds) },
    });
    expect(order.statusCode).toBe(404);

    const own = (await t.app.inject({ url: `${PRIVATE}/offer/list?status=moderation`, headers: seller })).json();
    expect(own.items).toEqual([expect.objectContaining({ id: offer.id, status: 'moderation', hiddenReason: REASON })]);
    const resume = await post('/offer/toggle-active', seller, { offerIds: [offer.id], active: true });
    expect(resume.statusCode).toBe(409);
    expect(resume.json().message).toBe(`Скрыто модератором: ${REASON}`);
    expect(await onPage()).toBe(false);

    const twice = await post(`/admin/offers/${offer.id}/hide`, admin, { reason: REASON });
    expect(twice.statusCode).toBe(409);
    const [row, ...more] = await auditRows('offer.hide', offer.id);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ actorType: 'staff', targetType: 'offer', reason: REASON });

    const restored = await post(`/admin/offers/${offer.id}/restore`, admin);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ isActive: true, hidden: null });
    expect(await onPage()).toBe(true);
    expect(await auditRows('offer.restore', offer.id)).toHaveLength(1);
    const listed = (
      await t.app.inject({ url: `${PRIVATE}/admin/moderation/offers?q=${offer.id}`, headers: admin })
    ).json();
    expect(listed.items[0]).toMatchObject({ id: offer.id, hidden: null });
  });

  it('hides a review from the seller\u2019s page and rating; its author sees it hidden and why', async () => {
    const [{ id: sellerId }] = (await rows<{ id: number }>(
      t,
      `select id from users where email = 'seller@demo.lootmarket.ru'`,
    )) as [{ id: number }];
    const [{ id: authorId }] = (await rows<{ id: number }>(
      t,
      `select id from users where email = 'buyer@demo.lootmarket.ru'`,
    )) as [{ id: number }];
    await rows(t, `delete from reviews where seller_id = ${sellerId}`);
    const inserted = await rows<{ id: string }>(
      t,
      `insert into reviews (seller_id, author_user_id, author_name, author_avatar_letters, author_avatar_color, product_title, rating, text, created_at)
       values (${sellerId}, ${authorId}, 'Покупатель', 'П', '#5d6580', 'Товар', 1, 'Обман', now()),
              (${sellerId}, null, 'Другой', 'Д', '#5d6580', 'Товар', 5, 'Отлично', now() - interval '1 day')
       returning id`,
    );
    const bad = inserted[0]!.id;
    const shop = async () => (await t.app.inject(`${PUBLIC}/seller/${sellerId}/reviews`)).json();
    expect((await shop()).summary).toMatchObject({ average: 3, count: 2 });

    const hidden = await post(`/admin/reviews/${bad}/hide`, admin, { reason: 'Оскорбления' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const after = await shop();
    expect(after.summary).toMatchObject({ average: 5, count: 1 });
    expect(after.items.map((item: { id: string }) => item.id)).not.toContain(bad);
    const mine = (await t.app.inject({ url: `${PRIVATE}/review/my`, headers: buyer })).json();
    expect(mine.items.find((item: { id: string }) => item.id === bad)).toMatchObject({ hiddenReason: 'Оскорбления' });
    expect(await auditRows('review.hide', bad)).toHaveLength(1);
    const jobs = await rows<{ n: number }>(t, `select count(*)::int as n from jobs where kind = 'reviews.reputation'`);
    expect(jobs[0]!.n).toBeGreaterThan(0);

    expect((await post(`/admin/reviews/${bad}/restore`, admin)).statusCode).toBe(200);
    expect((await shop()).summary).toMatchObject({ average: 3, count: 2 });
    expect(await auditRows('review.restore', bad)).toHaveLength(1);
  });

  it('takes anyone\u2019s report of a donate page; a hidden page says so and takes no donations', async () => {
    const streamer = DEMO_STREAMERS[0]!;
    const streamerId = (await t.services.users.findStreamer({ slug: streamer.slug }))!.id;
    const report = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${PUBLIC}/donations/${streamer.slug}/report`,
        payload,
        remoteAddress: nextAddress(),
      });
    expect((await report({ reason: 'nonsense' })).statusCode).toBe(400);
    expect((await report({ reason: 'fraud', text: 'Собирает на несуществующий сбор' })).statusCode).toBe(200);
    expect((await report({ reason: 'other' })).statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/donations/nobody-here/report`,
      payload: { reason: 'fraud' },
    });
    expect(missing.statusCode).toBe(404);
    expect(await t.services.donations.moderation.queueStats()).toMatchObject({ count: 2 });

    const queue = (await t.app.inject({ url: `${PRIVATE}/admin/moderation/donation-pages`, headers: admin })).json();
    expect(queue.items[0]).toMatchObject({ slug: streamer.slug, openReports: 2, hidden: null });

    const hidden = await post(`/admin/donation-pages/${streamer.slug}/hide`, admin, { reason: 'Сбор не существует' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ openReports: 0, hidden: { reason: 'Сбор не существует' } });
    expect(await t.services.donations.moderation.queueStats()).toEqual({ count: 0, oldestWaitingSince: null });
    const page = (await t.app.inject(`${PUBLIC}/donations/streamer-by-slug-donation?slug=${streamer.slug}`)).json();
    expect(page).toMatchObject({ hidden: true, hiddenReason: null, goal: null });
    const before = (await rows<{ n: number }>(t, 'select count(*)::int as n from donations'))[0]!.n;
    const donation = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/donation`,
      payload: { streamerId, donorName: 'Гость', message: '', amount: '500', currency: 'rub', email: 'g@mail.ru' },
      remoteAddress: nextAddress(),
    });
    expect(donation.statusCode).toBe(409);
    expect(donation.json().message).toBe('Страница скрыта: донаты на неё не принимаются');
    expect((await rows<{ n: number }>(t, 'select count(*)::int as n from donations'))[0]!.n).toBe(before);
    expect(await auditRows('donation_page.hide', String(streamerId))).toHaveLength(1);

    expect((await post(`/admin/donation-pages/${streamer.slug}/restore`, admin)).statusCode).toBe(200);
    const shown = (await t.app.inject(`${PUBLIC}/donations/streamer-by-slug-donation?slug=${streamer.slug}`)).json();
    expect(shown.hidden).toBe(false);
  });

  it('writes every money movement to the audit log in the posting\u2019s transaction', async () => {
    const offer = await findOffer(t, `o.stock is null or o.stock > 5`);
    const orderId = await paidOrder(t, buyer, offer);
    const [payment] = await auditRows('ledger.payment', `order:${orderId}`);
    expect(payment).toMatchObject({ actorType: 'system', targetType: 'ledger_transfer' });
    const { after } = JSON.parse(payment!.diff!) as { after: { entries: { amount: number }[] } };
    expect(after.entries.map((entry) => Math.abs(entry.amount))).toEqual([offer.price, offer.price]);

    // A posting rolled back with its transaction leaves no row.
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await t.services.ledger.post(tx, {
          idempotencyKey: 'adjustment:rolled-back',
          kind: 'adjustment',
          reference: 'adjustment:rolled-back',
          entries: [
            { account: { kind: 'provider_clearing', provider: 'sandbox', currency: 'rub' }, amount: -100 },
            { account: { kind: 'platform_revenue', currency: 'rub' }, amount: 100 },
          ],
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.services.audit.list({ targetId: 'adjustment:rolled-back', limit: 5 })).toHaveLength(0);
  });
});
