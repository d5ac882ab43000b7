import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createJobsWorker } from '../../platform/jobs/jobs.worker';
import { createTestApp, type TestApp } from '../../test-app';
import { mailbox, signIn } from '../auth/auth.test-support';
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
import { fundedSeller, sbpRequest, withdraw } from '../withdrawals/withdrawals.test-support';

type Headers = Record<string, string>;
const TICKETS = `${PRIVATE}/support/tickets`;
const STAFF = `${PRIVATE}/support/staff/tickets`;
const GUEST = `${PUBLIC}/order/support`;

function multipartBody(data: Buffer) {
  const boundary = '----lootmarket-support';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const picture = () =>
  sharp({ create: { width: 90, height: 60, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();

describe(`support desk on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let buyer: Headers;
  let admin: Headers;
  let stranger: Headers;
  let buyerId: number;
  let adminId: number;
  const bearer = async (email: string): Promise<Headers> => {
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const upload = async (url: string, headers: Headers = {}) => {
    const body = multipartBody(await picture());
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  async function runJobs(): Promise<number> {
    const worker = createJobsWorker({
      db: t.database.db,
      handlers: t.services.support.jobHandlers,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    });
    let total = 0;
    for (let ran = await worker.runOnce(); ran > 0; ran = await worker.runOnce()) total += ran;
    return total;
  }

  async function openAboutOrder(headers: Headers, text = 'Код не активируется') {
    const orderId = await paidOrder(t, headers as { authorization: string }, offer);
    const opened = await call('POST', TICKETS, headers, {
      topic: 'order',
      subject: { kind: 'order', id: orderId },
      text,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    return { orderId, ticket: opened.json() as { id: string; number: number; status: string } };
  }

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    offer = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual' and o.price_minor < 500000`);
    clock += 2 * 24 * 3_600_000;
    buyer = await bearer('buyer@demo.lootmarket.ru');
    admin = await bearer('admin@demo.lootmarket.ru');
    stranger = await bearer('support.stranger@mail.ru');
    const ids = await rows<{ id: string; email: string }>(
      t,
      `select id, email from users where email in ('buyer@demo.lootmarket.ru', 'admin@demo.lootmarket.ru')`,
    );
    buyerId = Number(ids.find((row) => row.email.startsWith('buyer'))!.id);
    adminId = Number(ids.find((row) => row.email.startsWith('admin'))!.id);
  });
  afterAll(() => t.close());

  it('opens a ticket from an order; staff take and answer it; the buyer is told in the site and by mail', async () => {
    const { ticket } = await openAboutOrder(buyer);
    expect(ticket).toMatchObject({ status: 'open', topic: 'order', unread: 0 });
    expect((await call('GET', TICKETS, buyer)).json().items.map((item: { id: string }) => item.id)).toContain(
      ticket.id,
    );

    const queue = (await call('GET', `${STAFF}?who=unassigned`, admin)).json();
    expect(queue.items.map((item: { id: string }) => item.id)).toContain(ticket.id);
    expect(queue.stats.open).toBeGreaterThanOrEqual(1);
    expect(queue.stats.oldestWaitingSince).not.toBeNull();
    expect((await t.services.support.queueStats()).open).toBe(queue.stats.open);

    const taken = await call('POST', `${STAFF}/${ticket.id}/take`, admin);
    expect(taken.json()).toMatchObject({ assignee: { id: adminId }, status: 'open' });
    expect((await call('GET', `${STAFF}?who=mine`, admin)).json().items[0].id).toBe(ticket.id);
    clock += 10 * 60_000;
    const answered = await call('POST', `${STAFF}/${ticket.id}/messages`, admin, { text: 'Проверили, вот новый ключ' });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().message).toMatchObject({ author: 'staff', text: 'Проверили, вот новый ключ' });

    const seen = (await call('GET', `${TICKETS}/${ticket.id}`, buyer)).json();
    expect(seen).toMatchObject({ status: 'waiting_user', waitingSince: null, unread: 1 });
    expect(seen.messages.map((m: { author: string }) => m.author)).toEqual(['user', 'system', 'staff']);
    expect((await call('GET', `${TICKETS}/${ticket.id}`, buyer)).json().unread).toBe(0);

    await runJobs();
    const notices = (await call('GET', `${PRIVATE}/notifications?limit=20&offset=0`, buyer)).json().items;
    expect(notices).toContainEqual(
      expect.objectContaining({ kind: 'support.answer', link: `/${buyerId}/support/${ticket.id}` }),
    );
    const mail = (await mailbox(t)).find(
      (item) => item.to === 'buyer@demo.lootmarket.ru' && item.subject.includes(`№${ticket.number}`),
    );
    expect(mail?.text).toContain(`/support/${ticket.id}`);
  });

  it('moves the status with each side and refuses what the status does not allow', async () => {
    const { ticket } = await openAboutOrder(buyer, 'Оплатил, но заказ не пришёл');
    await call('POST', `${STAFF}/${ticket.id}/messages`, admin, { text: 'Уточните номер платежа' });
    clock += 60_000;
    expect((await call('POST', `${TICKETS}/${ticket.id}/messages`, buyer, { text: 'Номер 123' })).statusCode).toBe(201);
    const waiting = (await call('GET', `${STAFF}/${ticket.id}`, admin)).json();
    expect(waiting).toMatchObject({ status: 'waiting_staff', unread: 1 });
    expect(waiting.waitingSince).toBe(new Date(clock).toISOString());

    const closed = await call('POST', `${STAFF}/${ticket.id}/close`, admin);
    expect(closed.json()).toMatchObject({ status: 'closed', waitingSince: null });
    expect((await call('POST', `${STAFF}/${ticket.id}/close`, admin)).statusCode).toBe(409);
    expect((await call('POST', `${STAFF}/${ticket.id}/messages`, admin, { text: 'Ещё' })).statusCode).toBe(409);
    expect((await call('POST', `${STAFF}/${ticket.id}/reopen`, admin)).json().status).toBe('waiting_staff');
    // Every staff action is in the audit log, written with the change; the refused ones left nothing.
    const audited = await t.services.audit.list({ targetType: 'support_ticket', targetId: ticket.id, limit: 10 });
    expect(audited.map((row) => row.action).reverse()).toEqual(['support.answer', 'support.close', 'support.reopen']);
    expect(audited.every((row) => row.actorType === 'staff' && row.actorId === String(adminId))).toBe(true);
    expect((await call('POST', `${TICKETS}/${ticket.id}/close`, buyer)).json().status).toBe('closed');
    // Writing to a closed ticket brings it back to staff.
    await call('POST', `${TICKETS}/${ticket.id}/messages`, buyer, { text: 'Всё-таки не пришло' });
    expect((await call('GET', `${TICKETS}/${ticket.id}`, buyer)).json().status).toBe('waiting_staff');
    const closedOnly = (await call('GET', `${STAFF}?status=closed`, admin)).json();
    expect(closedOnly.items.every((item: { status: string }) => item.status === 'closed')).toBe(true);
  });

  it('transfers a ticket to another staff member only', async () => {
    const { ticket } = await openAboutOrder(buyer, 'Вопрос по возврату');
    const [second] = await rows<{ id: string }>(
      t,
      `insert into users (email, name, avatar_color, avatar_letters, roles) values ('second.admin@lootmarket.test', 'Ольга', '#000', 'О', '{1}') returning id`,
    );
    const members = (await call('GET', `${PRIVATE}/support/staff/members`, admin)).json().items;
    expect(members.map((member: { id: number }) => member.id)).toEqual(
      expect.arrayContaining([adminId, Number(second!.id)]),
    );
    expect((await call('POST', `${STAFF}/${ticket.id}/transfer`, admin, { staffId: buyerId })).statusCode).toBe(400);
    const moved = await call('POST', `${STAFF}/${ticket.id}/transfer`, admin, { staffId: Number(second!.id) });
    expect(moved.json().assignee).toEqual({ id: Number(second!.id), name: 'Ольга' });
    await runJobs();
    const [notice] = await rows<{ kind: string }>(t, `select kind from notifications where user_id = ${second!.id}`);
    expect(notice?.kind).toBe('support.assigned');
  });

  it("refuses another user's ticket and subject, and keeps staff routes to staff", async () => {
    const { ticket, orderId } = await openAboutOrder(buyer, 'Личное');
    expect((await call('GET', `${TICKETS}/${ticket.id}`, stranger)).statusCode).toBe(404);
    expect((await call('POST', `${TICKETS}/${ticket.id}/messages`, stranger, { text: 'чужое' })).statusCode).toBe(404);
    expect((await upload(`${TICKETS}/${ticket.id}/images`, stranger)).statusCode).toBe(404);
    const aboutOthers = await call('POST', TICKETS, stranger, {
      topic: 'order',
      subject: { kind: 'order', id: orderId },
      text: 'Хочу',
    });
    expect(aboutOthers.statusCode).toBe(404);
    expect((await call('GET', STAFF, buyer)).statusCode).toBe(403);
    expect((await call('POST', `${STAFF}/${ticket.id}/take`, buyer)).statusCode).toBe(403);
    expect((await call('GET', STAFF, {})).statusCode).toBe(401);
    const [before] = await rows<{ n: number }>(t, `select count(*)::int as n from support_tickets`);
    const bad = await call('POST', TICKETS, buyer, {
      topic: 'nonsense',
      subject: { kind: 'profile', id: null },
      text: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const [after] = await rows<{ n: number }>(t, `select count(*)::int as n from support_tickets`);
    expect(after!.n).toBe(before!.n);
  });

  it('opens tickets from the profile and from a withdrawal of the user only', async () => {
    const profile = await call('POST', TICKETS, stranger, {
      topic: 'account',
      subject: { kind: 'profile', id: null },
      text: 'Не меняется имя',
    });
    expect(profile.statusCode).toBe(201);
    const seller = await fundedSeller(t, 500_000, 'support');
    const sellerHeaders = { authorization: `Bearer ${seller.token}` };
    const outcome = await withdraw(t, seller, sbpRequest(200_000));
    expect(outcome.statusCode, outcome.body).toBe(201);
    const subject = { kind: 'withdrawal', id: outcome.json().id };
    expect(
      (await call('POST', TICKETS, stranger, { topic: 'withdrawal', subject, text: 'Где деньги?' })).statusCode,
    ).toBe(404);
    const mine = await call('POST', TICKETS, sellerHeaders, { topic: 'withdrawal', subject, text: 'Где деньги?' });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().subject).toEqual(subject);
  });

  it('carries pictures both ways, re-encoded, and serves them', async () => {
    const { ticket } = await openAboutOrder(buyer, 'Скриншот ошибки');
    const sent = await upload(`${TICKETS}/${ticket.id}/images`, buyer);
    expect(sent.statusCode, sent.body).toBe(201);
    const { image } = sent.json().message;
    expect(image).toMatchObject({ width: 90, height: 60 });
    const file = await t.app.inject({ url: image.url });
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    expect((await upload(`${STAFF}/${ticket.id}/images`, admin)).statusCode).toBe(201);
    const notPicture = await t.app.inject({
      method: 'POST',
      url: `${TICKETS}/${ticket.id}/images`,
      headers: { ...buyer, 'content-type': multipartBody(Buffer.from('hello')).contentType },
      payload: multipartBody(Buffer.from('hello')).payload,
    });
    expect(notPicture.statusCode).toBeGreaterThanOrEqual(400);
    expect(notPicture.statusCode).toBeLessThan(500);
  });

  it("lets a guest open and follow a ticket with the order's token, and mails the answer there", async () => {
    const placed = await placeGuestOrder(t, {
      offerId: offer.id,
      quantity: 1,
      inputs: inputsFor(offer.kinds),
      email: 'guest.support@mail.ru',
    });
    const { order, guestToken } = placed.json() as { order: { id: string }; guestToken: string };
    const link = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/order/payment-link`,
      payload: { orderId: order.id, token: guestToken },
    });
    await pressSandbox(t, link.json().confirmationUrl, 'pay');
    const access = { id: order.id, token: guestToken };

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: GUEST,
          payload: { ...access, token: 'x'.repeat(43), topic: 'order', text: 'Привет' },
        })
      ).statusCode,
    ).toBe(404);
    const opened = await t.app.inject({
      method: 'POST',
      url: GUEST,
      payload: { ...access, topic: 'order', text: 'Не пришёл код' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const ticketId = opened.json().id as string;
    const query = `id=${order.id}&token=${encodeURIComponent(guestToken)}&ticket=${ticketId}`;
    expect((await upload(`${GUEST}/image?${query}`)).statusCode).toBe(201);
    expect(
      (await t.app.inject({ url: `${GUEST}?id=${order.id}&token=${encodeURIComponent(guestToken)}` })).json().items,
    ).toHaveLength(1);

    await call('POST', `${STAFF}/${ticketId}/messages`, admin, { text: 'Код отправлен повторно' });
    const seen = (await t.app.inject({ url: `${GUEST}/ticket?${query}` })).json();
    expect(seen.messages.map((m: { author: string }) => m.author)).toEqual(['user', 'user', 'staff']);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${GUEST}/message`,
          payload: { ...access, ticket: ticketId, text: 'Спасибо!' },
        })
      ).statusCode,
    ).toBe(201);
    // Another order's token does not open it, nor does a signed-in stranger.
    expect((await call('GET', `${TICKETS}/${ticketId}`, stranger)).statusCode).toBe(404);

    await runJobs();
    const mail = (await mailbox(t)).find(
      (item) => item.to === 'guest.support@mail.ru' && item.subject.startsWith('Ответ поддержки'),
    );
    expect(mail?.text).toContain(`/order-status/${order.id}?token=`);
  });
});
