import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { mailbox, signIn } from '../auth/auth.test-support';
import { ORDER_NOTIFY_JOB } from '../orders/orders.notify';
import {
  findOffer,
  inputsFor,
  placeGuestOrder,
  pressSandbox,
  PRIVATE,
  PUBLIC,
  rows,
  runOrderJobs,
} from '../orders/orders.test-support';

type Headers = { authorization: string };

/** Any port but the default 3000. */
const MAIL_PORT = 4321;

describe(`order status notifications on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let sellerEmail = '';
  let seller: Headers;
  let buyer: Headers;
  const bearer = async (email: string): Promise<Headers> => {
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };

  /** Runs the queued notices the way the jobs worker would. */
  async function deliverNotices(): Promise<number> {
    const due = await rows<{ id: string; payload: unknown }>(
      t,
      `select id, payload from jobs where kind = '${ORDER_NOTIFY_JOB}' and finished_at is null order by id`,
    );
    const handler = t.services.orderNotifier.jobHandlers[ORDER_NOTIFY_JOB]!;
    for (const job of due) {
      const claimed = {
        id: Number(job.id),
        kind: ORDER_NOTIFY_JOB,
        payload: job.payload,
        attempts: 1,
        maxAttempts: 10,
      };
      await handler(job.payload, claimed);
      await t.database.db.execute(
        sql`update jobs set finished_at = now(), outcome = 'done' where id = ${Number(job.id)}`,
      );
    }
    return due.length;
  }
  const notices = (headers: Headers) => t.app.inject({ url: `${PRIVATE}/notifications`, headers });
  const mailsTo = async (address: string) =>
    (await mailbox(t)).filter((mail) => mail.to === address && !mail.subject.startsWith('Код входа'));

  beforeAll(async () => {
    // Started on a port of its own and without PUBLIC_URL: mail links must name this server, not localhost:3000.
    t = await createTestApp({ PORT: String(MAIL_PORT) }, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    await t.demo.offerKeys();
    offer = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual' and o.price_minor < 500000`);
    sellerEmail = (await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`))[0]!.email;
    clock += 2 * 24 * 3_600_000;
    seller = await bearer(sellerEmail);
    buyer = await bearer('buyer@demo.lootmarket.ru');
  });
  afterAll(() => t.close());

  it('tells buyer and seller in the app and by e-mail of every status the order reaches', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order`,
      headers: buyer,
      payload: { offerId: offer.id, quantity: 1, inputs: inputsFor(offer.kinds) },
    });
    const orderId = placed.json().order.id as string;
    const link = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order/payment-link`,
      headers: buyer,
      payload: { orderId },
    });
    // Starting a payment is the buyer's own doing: nothing to tell.
    expect(await deliverNotices()).toBe(0);
    await pressSandbox(t, link.json().confirmationUrl, 'pay');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `${PRIVATE}/order/seller/status`, headers: seller, payload });
    expect((await put({ id: orderId, status: 'IN_PROGRESS' })).statusCode).toBe(200);
    expect((await put({ id: orderId, status: 'DELIVERED', text: 'Готово' })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${PRIVATE}/order`,
          headers: buyer,
          payload: { id: orderId, action: 'confirm' },
        })
      ).statusCode,
    ).toBe(200);
    // Paid, accepted, delivered, completed: four statuses, each told to both sides.
    expect(await deliverNotices()).toBe(8);

    const buyerList = (await notices(buyer)).json();
    expect(buyerList.items.map((item: { title: string }) => item.title)).toEqual([
      'Заказ завершён',
      'Заказ доставлен',
      'Продавец принял заказ',
      'Заказ оплачен',
    ]);
    expect(buyerList).toMatchObject({ total: 4, unread: 4 });
    expect(buyerList.items[0]).toMatchObject({ kind: 'order_status', link: `/order-status/${orderId}`, read: false });
    const sellerList = (await notices(seller)).json();
    expect(sellerList.items.map((item: { title: string }) => item.title)).toEqual([
      'Заказ завершён',
      'Заказ передан покупателю',
      'Заказ принят в работу',
      'Новый заказ',
    ]);
    expect(sellerList.items[0].link).toBe(`/${offer.seller}/shop/orders/${orderId}`);

    const buyerMails = await mailsTo('buyer@demo.lootmarket.ru');
    expect(buyerMails.map((mail) => mail.subject.split(':')[0])).toEqual([
      'Заказ завершён',
      'Заказ доставлен',
      'Продавец принял заказ',
      'Заказ оплачен',
    ]);
    expect(buyerMails[0]!.text).toMatch(new RegExp(`http://localhost:${MAIL_PORT}/order-status/${orderId}\\?token=`));
    // What the seller handed over reaches the signed-in buyer's mailbox too, not only the order page.
    expect(buyerMails[1]!.text).toContain('Продавец передал:\nГотово');
    expect((await mailsTo(sellerEmail)).map((mail) => mail.subject.split(':')[0])).toContain('Новый заказ');
  });

  it('marks notices read, one or all, and only the owner’s', async () => {
    const list = (await notices(buyer)).json();
    const [newest] = list.items as { id: number }[];
    const sellerNotice = (await notices(seller)).json().items[0].id as number;
    const read = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/notifications/read`,
      headers: buyer,
      payload: { ids: [newest!.id, sellerNotice] },
    });
    expect(read.json()).toEqual({ unread: list.unread - 1 });
    expect((await t.app.inject({ url: `${PRIVATE}/notifications/unread`, headers: seller })).json().unread).toBe(4);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${PRIVATE}/notifications/read`,
          headers: buyer,
          payload: { ids: ['x'] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({ method: 'POST', url: `${PRIVATE}/notifications/read`, headers: buyer, payload: {} })
      ).json(),
    ).toEqual({ unread: 0 });
    expect((await notices(buyer)).json().items.every((item: { read: boolean }) => item.read)).toBe(true);
    expect((await t.app.inject({ url: `${PRIVATE}/notifications` })).statusCode).toBe(401);
  });

  it('lets the key mail alone tell a buyer of keys handed over automatically, and still lists every status in the app', async () => {
    const keyOffer = await findOffer(
      t,
      `p.delivery_kind = 'key' and exists (select 1 from offer_keys k where k.offer_id = o.id and k.status = 'available')`,
    );
    const keyBuyer = await bearer('key.notice@mail.ru');
    const placed = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order`,
      headers: keyBuyer,
      payload: { offerId: keyOffer.id, quantity: 1, inputs: inputsFor(keyOffer.kinds) },
    });
    const orderId = placed.json().order.id as string;
    const link = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order/payment-link`,
      headers: keyBuyer,
      payload: { orderId },
    });
    await pressSandbox(t, link.json().confirmationUrl, 'pay');
    expect(await deliverNotices()).toBe(4);
    const keyNotices = (await notices(keyBuyer)).json().items as { title: string; body: string }[];
    expect(keyNotices.map((item) => item.title)).toEqual(['Заказ доставлен', 'Заказ оплачен']);
    // Nobody has to accept a key handed over automatically.
    expect(keyNotices[1]!.body).not.toContain('Продавец должен принять');
    expect(keyNotices[1]!.body).toContain('Товар выдаётся автоматически');
    expect(await mailsTo('key.notice@mail.ru')).toEqual([]);
    // The keys' own mail goes to the signed-in buyer's account address, as it does to a guest's.
    await runOrderJobs(t, 'orders.delivery-mail');
    const keyMails = await mailsTo('key.notice@mail.ru');
    expect(keyMails).toHaveLength(1);
    expect(keyMails[0]!.text).toMatch(/Ваш ключ:\n\S+/);
    const sellerNotice = (
      await notices(
        await bearer(
          (await rows<{ email: string }>(t, `select email from users where id = ${keyOffer.seller}`))[0]!.email,
        ),
      )
    ).json().items;
    expect(sellerNotice.find((item: { title: string }) => item.title === 'Новый заказ').body).toContain(
      'Товар выдаётся автоматически',
    );
  });

  it('tells a buyer who pressed «Отказаться» on the bank page of their own cancellation, not of a bank error', async () => {
    const { order, guestToken } = (
      await placeGuestOrder(t, {
        offerId: offer.id,
        quantity: 1,
        inputs: inputsFor(offer.kinds),
        email: 'guest.abandon@mail.ru',
      })
    ).json();
    const link = (
      await t.app.inject({
        method: 'POST',
        url: `${PUBLIC}/order/payment-link`,
        payload: { orderId: order.id, token: guestToken },
      })
    ).json();
    await pressSandbox(t, link.confirmationUrl, 'abandon');
    expect(await deliverNotices()).toBe(1);
    const [mail] = await mailsTo('guest.abandon@mail.ru');
    expect(mail!.subject).toMatch(/^Оплата отменена: /);
    expect(mail!.text).toContain('Вы отказались от оплаты');
    expect(mail!.text).not.toContain('Банк не провёл платёж');
  });

  it('mails a guest buyer, who has no in-app list, and tells nobody of an unpaid order but the buyer', async () => {
    const { order, guestToken } = (
      await placeGuestOrder(t, {
        offerId: offer.id,
        quantity: 1,
        inputs: inputsFor(offer.kinds),
        email: 'guest.notice@mail.ru',
      })
    ).json();
    const link = (
      await t.app.inject({
        method: 'POST',
        url: `${PUBLIC}/order/payment-link`,
        payload: { orderId: order.id, token: guestToken },
      })
    ).json();
    await pressSandbox(t, link.confirmationUrl, 'bank_error');
    expect(await deliverNotices()).toBe(1);
    const [mail] = await mailsTo('guest.notice@mail.ru');
    expect(mail).toMatchObject({ subject: expect.stringMatching(/^Ошибка оплаты: /) });
    expect(mail!.text).toContain(`http://localhost:${MAIL_PORT}/order-status/${order.id}?token=${guestToken}`);
    const [stored] = await rows<{ n: string }>(
      t,
      `select count(*) as n from notifications where order_id = '${order.id}'`,
    );
    expect(Number(stored!.n)).toBe(0);
  });
});
