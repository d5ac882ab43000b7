import {
  CONTACT_MASK,
  CONTACT_WARNING,
  conversationServerMessageSchema,
  type ConversationServerMessage,
} from '@lootmarket/domain';
import sharp from 'sharp';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import {
  findOffer,
  inputsFor,
  paidOrder as paidOrderOf,
  placeGuestOrder,
  pressSandbox,
  PRIVATE,
  PUBLIC,
  rows,
} from '../orders/orders.test-support';
import { UNSEEN_JOB } from './conversations.notify';

type Headers = { authorization: string };
type AnyHeaders = Record<string, string>;
const CONVERSATION = `${PUBLIC}/order/conversation`;

function multipartBody(data: Buffer) {
  const boundary = '----lootmarket-conversation';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const picture = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();

describe(`order conversations on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let seller: Headers;
  let buyer: Headers;
  let admin: Headers;
  let stranger: Headers;
  let buyerId: number;
  const bearer = async (email: string): Promise<Headers> => {
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };
  const view = (orderId: string, headers: AnyHeaders = {}, extra = '') =>
    t.app.inject({ url: `${CONVERSATION}?id=${orderId}${extra}`, headers });
  const send = (body: Record<string, unknown>, headers: AnyHeaders = {}) =>
    t.app.inject({ method: 'POST', url: `${CONVERSATION}/message`, headers, payload: body });
  const sendImage = async (query: string, headers: AnyHeaders = {}) => {
    const body = multipartBody(await picture());
    return t.app.inject({
      method: 'POST',
      url: `${CONVERSATION}/image?${query}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const read = (body: Record<string, unknown>, headers: AnyHeaders = {}) =>
    t.app.inject({ method: 'POST', url: `${CONVERSATION}/read`, headers, payload: body });
  const unread = (headers: AnyHeaders) => t.app.inject({ url: `${PRIVATE}/conversations/unread`, headers });

  async function runUnseenJobs(): Promise<number> {
    const due = await rows<{ id: string; payload: unknown }>(
      t,
      `select id, payload from jobs where kind = '${UNSEEN_JOB}' and finished_at is null order by id`,
    );
    for (const job of due) {
      await t.services.conversations.jobHandlers[UNSEEN_JOB]!(job.payload, {
        id: Number(job.id),
        kind: UNSEEN_JOB,
        payload: job.payload,
        attempts: 1,
        maxAttempts: 10,
      });
      await rows(t, `update jobs set finished_at = now(), outcome = 'done' where id = ${Number(job.id)} returning id`);
    }
    return due.length;
  }

  async function guestPaidOrder(): Promise<{ orderId: string; token: string }> {
    const placed = await placeGuestOrder(t, {
      offerId: offer.id,
      quantity: 1,
      inputs: inputsFor(offer.kinds),
      email: 'guest.chat@mail.ru',
    });
    const { order, guestToken } = placed.json() as { order: { id: string }; guestToken: string };
    const link = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/order/payment-link`,
      payload: { orderId: order.id, token: guestToken },
    });
    await pressSandbox(t, link.json().confirmationUrl, 'pay');
    return { orderId: order.id, token: guestToken };
  }

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    offer = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual' and o.price_minor < 500000`);
    const [owner] = await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`);
    clock += 2 * 24 * 3_600_000;
    seller = await bearer(owner!.email);
    buyer = await bearer('buyer@demo.lootmarket.ru');
    admin = await bearer('admin@demo.lootmarket.ru');
    stranger = await bearer('someone.else@mail.ru');
    const [me] = await rows<{ id: string }>(t, `select id from users where email = 'buyer@demo.lootmarket.ru'`);
    buyerId = Number(me!.id);
  });
  afterAll(() => t.close());

  it('carries messages between buyer, seller and support, in order, never changing them', async () => {
    const orderId = await paidOrderOf(t, buyer, offer);
    const first = await send({ id: orderId, text: 'Здравствуйте! Когда будет пополнение?' }, buyer);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ message: { seq: 1, author: 'buyer', masked: false }, warning: null });
    clock += 1_000;
    expect((await send({ id: orderId, text: 'Через 10 минут' }, seller)).statusCode).toBe(201);
    clock += 1_000;
    expect((await send({ id: orderId, text: 'Поддержка на связи' }, admin)).statusCode).toBe(201);

    const asSeller = (await view(orderId, seller)).json();
    expect(asSeller.viewer).toBe('seller');
    expect(asSeller.messages.map((m: { author: string; text: string }) => [m.author, m.text])).toEqual([
      ['buyer', 'Здравствуйте! Когда будет пополнение?'],
      ['seller', 'Через 10 минут'],
      ['support', 'Поддержка на связи'],
    ]);
    expect(asSeller.unread).toBe(2);
    expect((await view(orderId, admin)).json().viewer).toBe('support');
    // A reconnect asks only for what came after the last message it has.
    const after = (await view(orderId, buyer, '&after=2')).json();
    expect(after.messages.map((m: { seq: number }) => m.seq)).toEqual([3]);
    expect(after.unread).toBe(2);

    // No route edits or deletes a message.
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `${CONVERSATION}/message`, headers: buyer, payload: {} });
      expect(response.statusCode).toBe(404);
    }
  });

  it('counts unread messages per order for the header and the lists, until read', async () => {
    const orderId = await paidOrderOf(t, buyer, offer);
    await send({ id: orderId, text: 'Заказ принят' }, seller);
    await send({ id: orderId, text: 'Скоро отправлю' }, seller);
    const counters = (await unread(buyer)).json();
    expect(counters.orders).toContainEqual({ orderId, unread: 2, side: 'buyer' });
    expect(counters.total).toBeGreaterThanOrEqual(2);
    expect((await read({ id: orderId }, buyer)).json()).toEqual({ unread: 0 });
    expect((await unread(buyer)).json().orders.find((o: { orderId: string }) => o.orderId === orderId)).toBeUndefined();
    expect((await unread({})).statusCode).toBe(401);
  });

  it('masks contacts outside the platform, warns the writer and keeps the original for support only', async () => {
    const orderId = await paidOrderOf(t, buyer, offer);
    const answer = await send({ id: orderId, text: 'пиши в тeлeгрaм @ivan_seller или 8 912 345 67 89' }, seller);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().warning).toBe(CONTACT_WARNING);
    expect(answer.json().message).toMatchObject({ masked: true, text: `пиши в ${CONTACT_MASK} или ${CONTACT_MASK}` });
    const seen = (await view(orderId, buyer)).json().messages[0];
    expect(seen.text).not.toContain('ivan_seller');
    const [stored] = await rows<{ original_text: string }>(
      t,
      `select original_text from conversation_messages where order_id = '${orderId}'`,
    );
    expect(stored!.original_text).toContain('@ivan_seller');
  });

  it('keeps markup as plain text and refuses empty and overlong messages with Russian messages', async () => {
    const orderId = await paidOrderOf(t, buyer, offer);
    const xss = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    expect((await send({ id: orderId, text: xss }, buyer)).json().message.text).toBe(xss);
    const empty = await send({ id: orderId, text: '   ' }, buyer);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.issues[0].message).toBe('Напишите сообщение');
    const long = await send({ id: orderId, text: 'я'.repeat(2001) }, buyer);
    expect(long.statusCode).toBe(400);
    expect(long.json().details.issues[0].message).toBe('Сообщение длиннее 2000 символов');
    expect((await view(orderId, buyer)).json().messages).toHaveLength(1);
  });

  it('takes pictures re-encoded to WebP and serves them to the parties', async () => {
    const orderId = await paidOrderOf(t, buyer, offer);
    const sent = await sendImage(`id=${orderId}`, buyer);
    expect(sent.statusCode, sent.body).toBe(201);
    const { image } = sent.json().message;
    expect(image).toMatchObject({ width: 80, height: 60 });
    const file = await t.app.inject({ url: image.url });
    expect(file.headers['content-type']).toBe('image/webp');
    const bad = await t.app.inject({
      method: 'POST',
      url: `${CONVERSATION}/image?id=${orderId}`,
      headers: { ...buyer, ...multipartHeaders() },
      payload: multipartBody(Buffer.from('not a picture')).payload,
    });
    expect(bad.statusCode).toBe(415);
  });

  it('lets a guest buyer talk with the order token and tells them by mail when a message stays unread', async () => {
    const { orderId, token } = await guestPaidOrder();
    expect((await send({ id: orderId, token, text: 'Я гость, жду код' })).statusCode).toBe(201);
    expect((await view(orderId, {}, `&token=${token}`)).json().viewer).toBe('buyer');
    await send({ id: orderId, text: 'Код будет через час' }, seller);
    clock += 6 * 60_000;
    expect(await runUnseenJobs()).toBeGreaterThan(0);
    const mails = await rows<{ to: string; text: string }>(
      t,
      `select "to", text from dev_mails where subject like 'Новое сообщение от продавца%' order by created_at`,
    );
    expect(mails.at(-1)!.to).toBe('guest.chat@mail.ru');
    expect(mails.at(-1)!.text).toContain(`/order-status/${orderId}?token=`);
    // The seller read the guest's message? No: they get an in-app notice too.
    const [sellerRow] = await rows<{ id: string }>(t, `select id from users where id = ${offer.seller}`);
    const notices = await rows<{ kind: string; link: string }>(
      t,
      `select kind, link from notifications where user_id = ${sellerRow!.id} and order_id = '${orderId}'`,
    );
    expect(notices).toContainEqual({ kind: 'order_message', link: `/${offer.seller}/shop/orders/${orderId}` });
  });

  it('tells a signed-in buyer in the app, and nobody once the message was read', async () => {
    const orderId = await paidOrderOf(t, buyer, offer);
    await send({ id: orderId, text: 'Готово, проверьте' }, seller);
    await send({ id: orderId, text: 'Спасибо' }, buyer);
    await read({ id: orderId }, seller);
    clock += 6 * 60_000;
    await runUnseenJobs();
    const notices = await rows<{ user_id: string }>(
      t,
      `select user_id from notifications where kind = 'order_message' and order_id = '${orderId}'`,
    );
    expect(notices.map((notice) => Number(notice.user_id))).toEqual([buyerId]);
  });

  it('answers 404 to strangers and wrong tokens on every route, and 409 before payment', async () => {
    const orderId = await paidOrderOf(t, buyer, offer);
    const { orderId: guestOrder } = await guestPaidOrder();
    const wrongToken = 'x'.repeat(43);
    const attempts = [
      () => view(orderId, stranger),
      () => view(orderId),
      () => view(guestOrder, {}, `&token=${wrongToken}`),
      () => view(guestOrder, buyer),
      () => send({ id: orderId, text: 'привет' }, stranger),
      () => send({ id: guestOrder, token: wrongToken, text: 'привет' }),
      () => sendImage(`id=${orderId}`, stranger),
      () => sendImage(`id=${guestOrder}&token=${wrongToken}`),
      () => read({ id: orderId }, stranger),
      () => read({ id: guestOrder, token: wrongToken }),
      () => view('00000000-0000-4000-8000-000000000000', admin),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await view(orderId, stranger)).json().message).toBe('Заказ не найден');

    const placed = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order`,
      headers: buyer,
      payload: { offerId: offer.id, quantity: 1, inputs: inputsFor(offer.kinds) },
    });
    const unpaid = placed.json().order.id as string;
    // The seller does not have an unpaid order yet: not even its conversation exists for them.
    expect((await view(unpaid, seller)).statusCode).toBe(404);
    const early = await send({ id: unpaid, text: 'Привет' }, buyer);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Переписка с продавцом откроется после оплаты заказа');
  });

  it('refuses a cookie-authenticated write from another site (403)', async () => {
    const orderId = await paidOrderOf(t, buyer, offer);
    const token = buyer.authorization.replace('Bearer ', '');
    const response = await t.app.inject({
      method: 'POST',
      url: `${CONVERSATION}/message`,
      cookies: { access_token: token },
      headers: { origin: 'https://evil.example' },
      payload: { id: orderId, text: 'привет' },
    });
    expect(response.statusCode).toBe(403);
    expect((await view(orderId, buyer)).json().messages).toEqual([]);
  });

  it('delivers a new message over the socket to the open page of the other party', async () => {
    const orderId = await paidOrderOf(t, buyer, offer);
    const token = seller.authorization.replace('Bearer ', '');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address.replace('http', 'ws')}/api/ws/conversations`;
    const socket = new WebSocket(url, { headers: { cookie: `access_token=${token}`, origin: address } });
    const received: ConversationServerMessage[] = [];
    // Read with the order page's own schema: a message the page would ignore fails here.
    socket.on('message', (data) => received.push(conversationServerMessageSchema.parse(JSON.parse(String(data)))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'hello', orderId }));
    await until(() => received.some((message) => message.type === 'ready'));
    await send({ id: orderId, text: 'Вы тут?' }, buyer);
    await until(() => received.some((message) => message.type === 'message'));
    expect(received.at(-1)).toMatchObject({ type: 'message', message: { author: 'buyer', text: 'Вы тут?' } });
    socket.terminate();

    const intruder = new WebSocket(url, { headers: { origin: address } });
    const closed = new Promise<number>((resolve) => intruder.on('close', (code) => resolve(code)));
    await new Promise((resolve) => intruder.once('open', resolve));
    intruder.send(JSON.stringify({ type: 'hello', orderId }));
    expect(await closed).toBe(4403);
  });
});

function multipartHeaders() {
  return { 'content-type': multipartBody(Buffer.alloc(0)).contentType };
}

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
