import { NUL_BYTE_MESSAGE, REVIEW_TEXT_MAX, type SellerTier } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { inTransaction } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { findOffer, paidOrder, PRIVATE, PUBLIC, rows } from '../orders/orders.test-support';
import { REVIEW_PROMPT_JOB } from './reviews.notify';
import { REPUTATION_JOB } from './seller-reputation.service';

type Headers = { authorization: string };
type AnyHeaders = Record<string, string>;

describe(`reviews and earned reputation on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  // The demo shops are dated back from the real time, so the clock starts there.
  let clock = Date.now();
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let seller: Headers;
  let buyer: Headers;
  let admin: Headers;
  let stranger: Headers;

  const bearer = async (email: string): Promise<Headers> => {
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };
  const post = (url: string, payload: unknown, headers: AnyHeaders = {}) =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}${url}`, headers, payload: payload as object });
  const get = (url: string, headers: AnyHeaders = {}) => t.app.inject({ url, headers });
  const review = (payload: unknown, headers: AnyHeaders = buyer) => post('/review', payload, headers);
  /** The Russian message a person reads: the field's own for bad input, else the error's. */
  const messageOf = (response: { json(): { message: string; details?: { issues?: { message: string }[] } } }) =>
    response.json().details?.issues?.[0]?.message ?? response.json().message;
  const reviewCount = async () => Number((await rows<{ n: string }>(t, 'select count(*) as n from reviews'))[0]!.n);

  async function runJobs(kind: string, handlers: Record<string, (payload: unknown, job: never) => Promise<void>>) {
    const due = await rows<{ id: string; payload: unknown }>(
      t,
      `select id, payload from jobs where kind = '${kind}' and finished_at is null order by id`,
    );
    for (const job of due) {
      await handlers[kind]!(job.payload, { id: Number(job.id), kind, payload: job.payload } as never);
      await rows(t, `update jobs set finished_at = now(), outcome = 'done' where id = ${Number(job.id)} returning id`);
    }
    return due.length;
  }

  /** A manual order the seller delivered and the buyer confirmed. */
  async function completedOrder(): Promise<string> {
    const orderId = await paidOrder(t, buyer, offer);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `${PRIVATE}/order/seller/status`, headers: seller, payload });
    await put({ id: orderId, status: 'IN_PROGRESS' });
    await put({ id: orderId, status: 'DELIVERED', text: 'Пополнено, проверьте баланс' });
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/order`,
      headers: buyer,
      payload: { id: orderId, action: 'confirm' },
    });
    expect(confirmed.json().status, confirmed.body).toBe('COMPLETED');
    return orderId;
  }

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    offer = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual' and o.price_minor < 500000`);
    const [owner] = await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`);
    seller = await bearer(owner!.email);
    buyer = await bearer('buyer@demo.lootmarket.ru');
    admin = await bearer('admin@demo.lootmarket.ru');
    stranger = await bearer('someone.else@mail.ru');
  });
  afterAll(() => t.close());

  it('takes one review of a completed order, one answer of its seller, and shows them everywhere as text', async () => {
    const orderId = await completedOrder();
    expect((await get(`${PRIVATE}/review/order/${orderId}`, buyer)).json()).toEqual({ canReview: true, review: null });

    const text = '<script>alert("x")</script> Всё пришло за 5 минут, спасибо!';
    const created = await review({ orderId, rating: 5, text: `  ${text}  ` });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ orderId, rating: 5, text, answer: null, seller: { id: String(offer.seller) } });
    expect(body.author.name.length).toBeGreaterThan(0);

    const again = await review({ orderId, rating: 1, text: 'Передумал' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Отзыв на этот заказ уже оставлен');
    expect((await get(`${PRIVATE}/review/order/${orderId}`, buyer)).json()).toMatchObject({
      canReview: false,
      review: { id: body.id, rating: 5 },
    });

    const shop = (await get(`${PUBLIC}/seller/${offer.seller}/reviews`)).json();
    expect(shop.items[0]).toMatchObject({ id: body.id, text });
    expect(shop.summary).toMatchObject({ count: shop.total });
    expect(shop.summary.stars[4]).toBeGreaterThan(0);
    expect((await get(`${PRIVATE}/review/my`, buyer)).json().items.map((item: { id: string }) => item.id)).toContain(
      body.id,
    );
    expect((await get(`${PRIVATE}/review/received`, seller)).json().items[0].id).toBe(body.id);

    const answerUrl = `/review/${body.id}/answer`;
    const byBuyer = await post(answerUrl, { text: 'Я тоже продавец' }, buyer);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().message).toBe('Ответить на отзыв может только продавец, о котором он написан');
    const answered = await post(answerUrl, { text: 'Спасибо, <b>заходите</b> ещё!' }, seller);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().answer.text).toBe('Спасибо, <b>заходите</b> ещё!');
    const twice = await post(answerUrl, { text: 'Ещё раз спасибо' }, seller);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('На этот отзыв уже есть ответ');
    expect((await get(`${PUBLIC}/seller/${offer.seller}/reviews`)).json().items[0].answer.text).toBe(
      'Спасибо, <b>заходите</b> ещё!',
    );

    const storefront = (await get(`${PUBLIC}/seller/${offer.seller}`)).json();
    expect(storefront.rating).toEqual({ average: 5, count: 1 });
    const [product] = await rows<{ slug: string }>(
      t,
      `select p.slug from products p join offers o on o.product_id = p.id where o.id = '${offer.id}'`,
    );
    const page = (await get(`${PUBLIC}/product/${product!.slug}`)).json();
    const listed = page.offers.find((item: { id: string }) => item.id === offer.id);
    expect(listed.seller.rating).toEqual({ average: 5, count: 1 });
  });

  it('asks the buyer of a completed order for a review by mail and in the app, and judges the seller again', async () => {
    const orderId = await completedOrder();
    expect(await runJobs(REVIEW_PROMPT_JOB, t.services.reviews.jobHandlers)).toBeGreaterThan(0);
    const mails = await rows<{ to: string; text: string }>(
      t,
      `select "to", text from dev_mails where subject like 'Оцените заказ:%' order by created_at`,
    );
    expect(mails.at(-1)!.to).toBe('buyer@demo.lootmarket.ru');
    expect(mails.at(-1)!.text).toContain(`/order-status/${orderId}`);
    const [notice] = await rows<{ kind: string; link: string }>(
      t,
      `select kind, link from notifications where order_id = '${orderId}' and kind = 'review_request'`,
    );
    expect(notice).toEqual({ kind: 'review_request', link: `/order-status/${orderId}` });

    expect(await runJobs(REPUTATION_JOB, t.services.reputation.jobHandlers)).toBeGreaterThan(0);
    const [judged] = await rows<{ completed_deals: number; review_count: number; tier: string }>(
      t,
      `select completed_deals, review_count, tier from seller_reputation where seller_id = ${offer.seller}`,
    );
    expect(judged!.review_count).toBe(1);
    const tiers = await rows<{ seller_tier: string }>(
      t,
      `select distinct seller_tier from offers where seller_id = ${offer.seller}`,
    );
    expect(tiers).toEqual([{ seller_tier: judged!.tier }]);
  });

  it('refuses bad reviews and answers with a Russian message and changes nothing', async () => {
    const completed = await completedOrder();
    const paidOnly = await paidOrder(t, buyer, offer);
    const before = await reviewCount();
    const cases: [unknown, AnyHeaders, number, string][] = [
      [{ orderId: completed, rating: 0, text: 'Ок' }, buyer, 400, 'Поставьте оценку от 1 до 5 звёзд'],
      [{ orderId: completed, rating: 6, text: 'Ок' }, buyer, 400, 'Поставьте оценку от 1 до 5 звёзд'],
      [{ orderId: completed, rating: 4.5, text: 'Ок' }, buyer, 400, 'Поставьте оценку от 1 до 5 звёзд'],
      [{ orderId: completed, rating: 5, text: '   ' }, buyer, 400, 'Напишите отзыв'],
      [
        { orderId: completed, rating: 5, text: 'а'.repeat(REVIEW_TEXT_MAX + 1) },
        buyer,
        400,
        `Отзыв длиннее ${REVIEW_TEXT_MAX} символов`,
      ],
      [{ orderId: completed, rating: 5, text: 'Хорошо\u0000' }, buyer, 400, NUL_BYTE_MESSAGE],
      [{ orderId: completed, rating: 5, text: 'Чужой заказ' }, stranger, 404, 'Заказ не найден'],
      [{ orderId: completed, rating: 5, text: 'Сам себе' }, seller, 404, 'Заказ не найден'],
      [
        { orderId: paidOnly, rating: 5, text: 'Рано' },
        buyer,
        409,
        'Оставить отзыв можно после того, как заказ завершён',
      ],
      [
        { orderId: '00000000-0000-4000-8000-000000000000', rating: 5, text: 'Нет такого' },
        buyer,
        404,
        'Заказ не найден',
      ],
    ];
    for (const [payload, headers, status, message] of cases) {
      const response = await review(payload, headers);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(messageOf(response)).toBe(message);
    }
    expect((await review({ orderId: completed, rating: 5, text: 'Без входа' }, {})).statusCode).toBe(401);
    for (const url of [
      `/review/order/${completed}`,
      '/review/my',
      '/review/received',
      `/admin/sellers/${offer.seller}/reputation`,
    ])
      expect((await get(`${PRIVATE}${url}`)).statusCode, url).toBe(401);
    for (const url of [
      '/review/00000000-0000-4000-8000-000000000000/answer',
      `/admin/sellers/${offer.seller}/verified`,
    ])
      expect((await post(url, { text: 'Ок', verified: true, reason: 'Проверен' })).statusCode, url).toBe(401);
    expect((await get(`${PRIVATE}/review/order/${completed}`, stranger)).statusCode).toBe(404);
    expect(await reviewCount()).toBe(before);

    const stored = (await review({ orderId: completed, rating: 4, text: 'Нормально' })).json();
    const answerUrl = `/review/${stored.id}/answer`;
    for (const [payload, status, message] of [
      [{ text: '' }, 400, 'Напишите ответ'],
      [{ text: 'б'.repeat(REVIEW_TEXT_MAX + 1) }, 400, `Ответ длиннее ${REVIEW_TEXT_MAX} символов`],
      [{ text: 'Ответ\u0000' }, 400, NUL_BYTE_MESSAGE],
    ] as const) {
      const response = await post(answerUrl, payload, seller);
      expect(response.statusCode).toBe(status);
      expect(messageOf(response)).toBe(message);
    }
    const unknown = await post('/review/00000000-0000-4000-8000-000000000000/answer', { text: 'Ок' }, seller);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Отзыв не найден');
    expect((await post(answerUrl, { text: 'Ок' }, admin)).statusCode).toBe(403);
    const [row] = await rows<{ answer_text: string | null }>(
      t,
      `select answer_text from reviews where id = '${stored.id}'`,
    );
    expect(row!.answer_text).toBeNull();
    expect((await get(`${PUBLIC}/seller/999999999/reviews`)).statusCode).toBe(404);
    expect((await get(`${PUBLIC}/seller/0/reviews`)).statusCode).toBe(400);
  });

  it('takes the review of a refunded order off every page', async () => {
    const orderId = await completedOrder();
    const stored = (await review({ orderId, rating: 2, text: 'Долго ждал' })).json();
    const before = (await get(`${PUBLIC}/seller/${offer.seller}/reviews`)).json();
    await inTransaction(t.database.db, (tx) =>
      t.services.reviews.dealFinished(tx, { orderId, sellerId: offer.seller, outcome: 'refunded' }),
    );
    const after = (await get(`${PUBLIC}/seller/${offer.seller}/reviews`)).json();
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((item: { id: string }) => item.id)).not.toContain(stored.id);
    expect((await get(`${PRIVATE}/review/order/${orderId}`, buyer)).json()).toEqual({
      canReview: false,
      review: null,
    });
    const [kept] = await rows<{ removed_at: Date | null }>(
      t,
      `select removed_at from reviews where id = '${stored.id}'`,
    );
    expect(kept!.removed_at).not.toBeNull();
  });

  it('lets support mark a seller verified with a reason, and keeps everyone else out', async () => {
    const url = `/admin/sellers/${offer.seller}`;
    expect((await get(`${PRIVATE}${url}/reputation`, buyer)).statusCode).toBe(403);
    expect((await post(`${url}/verified`, { verified: true, reason: 'Проверен' }, seller)).statusCode).toBe(403);
    const short = await post(`${url}/verified`, { verified: true, reason: ' я ' }, admin);
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toBe('Укажите причину решения');
    const [buyerRow] = await rows<{ id: string }>(t, `select id from users where email = 'buyer@demo.lootmarket.ru'`);
    const notSeller = await post(
      `/admin/sellers/${buyerRow!.id}/verified`,
      { verified: true, reason: 'Паспорт' },
      admin,
    );
    expect(notSeller.statusCode).toBe(404);
    expect(notSeller.json().message).toBe('Магазин не найден');
    expect((await get(`${PRIVATE}/admin/sellers/${buyerRow!.id}/reputation`, admin)).statusCode).toBe(404);

    for (const verified of [false, true]) {
      const reason = verified ? 'Документы магазина проверены' : 'Жалобы покупателей на подмену ключей';
      const saved = await post(`${url}/verified`, { verified, reason }, admin);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ sellerId: String(offer.seller), verified, verifiedReason: reason });
      const flags = await rows<{ seller_verified: boolean }>(
        t,
        `select distinct seller_verified from offers where seller_id = ${offer.seller}`,
      );
      expect(flags).toEqual([{ seller_verified: verified }]);
    }
    const listed = await get(`${PRIVATE}/admin/sellers?limit=100`, admin);
    expect(listed.statusCode).toBe(200);
    expect(
      listed.json().items.find((item: { sellerId: string }) => item.sellerId === String(offer.seller)),
    ).toMatchObject({
      verified: true,
    });
    expect((await get(`${PRIVATE}/admin/sellers`, buyer)).statusCode).toBe(403);
    expect((await get(`${PRIVATE}/admin/sellers?tier=platinum`, admin)).statusCode).toBe(400);
    const shown = (await get(`${PRIVATE}${url}/reputation`, admin)).json();
    expect(shown).toMatchObject({ verified: true, verifiedReason: 'Документы магазина проверены' });
    expect(shown.figures.reviewCount).toBeGreaterThan(0);
  });

  it("ranks a product page's offers by price, and at the same price the better seller first", async () => {
    const [product] = await rows<{ slug: string }>(
      t,
      `select p.slug from products p join offers o on o.product_id = p.id and o.is_active
        group by p.slug having count(*) >= 3 order by p.slug limit 1`,
    );
    const ids = (
      await rows<{ id: string }>(
        t,
        `select o.id from offers o join products p on p.id = o.product_id
          where p.slug = '${product!.slug}' and o.is_active order by o.id limit 3`,
      )
    ).map((row) => row.id);
    const set = (id: string, price: number, tier: SellerTier, verified: boolean) =>
      rows(
        t,
        `update offers set price_minor = ${price}, seller_tier = '${tier}', seller_verified = ${verified}, stock = null
          where id = '${id}' returning id`,
      );
    // A first-time buyer saw 532 ₽ above 515,20 ₽, and a newcomer beside a verified seller at one price.
    await set(ids[0]!, 51_520, 'bronze', false);
    await set(ids[1]!, 53_200, 'silver', true);
    await set(ids[2]!, 51_520, 'gold', true);
    await rows(
      t,
      `update offers set is_active = false where id not in ('${ids.join("','")}') and product_id =
      (select product_id from offers where id = '${ids[0]}') returning id`,
    );
    const page = (await get(`${PUBLIC}/product/${product!.slug}`)).json();
    // The first is the one the product page picks: the cheapest, and of two at one price the verified gold seller.
    expect(page.offers.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it('gives the demo shops plausible reviews and the tiers they earn from them, their deals and age', async () => {
    await t.demo.reviews();
    const judged = await rows<{ email: string; tier: string; verified: boolean; review_count: number }>(
      t,
      `select u.email, r.tier, r.verified, r.review_count from seller_reputation r join users u on u.id = r.seller_id
        where u.email like 'seller%@demo.lootmarket.ru' and u.email <> 'seller@demo.lootmarket.ru' order by u.id`,
    );
    expect(judged).toHaveLength(10);
    expect(new Set(judged.map((row) => row.tier))).toEqual(new Set(['gold', 'silver', 'bronze']));
    const golds = (await get(`${PRIVATE}/admin/sellers?tier=gold`, admin)).json();
    expect(golds.total).toBeGreaterThan(0);
    expect(golds.items.every((item: { tier: string }) => item.tier === 'gold')).toBe(true);
    for (const row of judged) expect(row.review_count).toBeGreaterThan(0);
    const texts = await rows<{ text: string }>(t, `select text from reviews where order_id is null limit 5`);
    for (const { text } of texts) expect(text).toMatch(/[а-яё]/i);
    // Seeding twice adds nothing.
    const count = await reviewCount();
    await t.demo.reviews();
    expect(await reviewCount()).toBe(count);
  });
});
