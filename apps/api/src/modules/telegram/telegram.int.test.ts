import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { DEMO_STREAMERS } from '../../demo/demo-users';
import { FAKE_BOT, startFakeBotApi, type FakeBotApi } from '../../platform/telegram/fake-bot-api-server';
import { createTestApp, type TestApp } from '../../test-app';
import { nextAddress, signIn } from '../auth/auth.test-support';
import { findOffer, paidOrder, pressSandbox, PRIVATE, PUBLIC, rows } from '../orders/orders.test-support';
import { createBotApiClient } from '../../platform/telegram/bot-api-client';
import { createTelegramService } from './telegram.service';
import { runDueJobs } from './telegram.test-support';

type Headers = { authorization: string };
const SECRET = 'test-webhook-secret-0001';
const SITE = 'https://lootmarket.test';
const WEBHOOK = `${PUBLIC}/telegram/webhook`;

describe(`Telegram notifications through the Bot API on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let fake: FakeBotApi;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let seller: Headers;
  let buyer: Headers;
  let streamer: Headers;
  let streamerId = 0;
  const SELLER_CHAT = 5550001;
  let updateId = 1;

  const bearer = async (email: string): Promise<Headers> => {
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };
  const status = async (headers: Headers) => (await t.app.inject({ url: `${PRIVATE}/telegram`, headers })).json();
  const linkToken = async (headers: Headers): Promise<string> => {
    const response = await t.app.inject({ method: 'POST', url: `${PRIVATE}/telegram/link`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return new URL(response.json().url).searchParams.get('start')!;
  };
  const say = (chatId: number, text: string, secret: string | null = SECRET) =>
    t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
      payload: {
        update_id: updateId++,
        message: {
          message_id: 1,
          chat: { id: chatId, type: 'private' },
          from: { id: chatId, username: 'shopkeeper' },
          text,
        },
      },
    });
  const sentTo = (chatId: number) => fake.sent().filter((body) => body.chat_id === chatId);
  const savePreferences = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${PRIVATE}/telegram/preferences`, headers, payload });

  beforeAll(async () => {
    fake = await startFakeBotApi();
    t = await createTestApp(
      {
        TELEGRAM_BOT_TOKEN: FAKE_BOT.token,
        TELEGRAM_BOT_NAME: FAKE_BOT.username,
        TELEGRAM_BOT_API_URL: fake.url,
        TELEGRAM_WEBHOOK_SECRET: SECRET,
        TELEGRAM_UPDATES: 'webhook',
        PUBLIC_URL: SITE,
      },
      { now: () => clock },
    );
    await t.demo.users();
    await t.demo.catalog();
    await t.demo.streamers();
    offer = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual' and o.price_minor < 500000`);
    const sellerEmail = (await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`))[0]!
      .email;
    clock += 2 * 24 * 3_600_000;
    seller = await bearer(sellerEmail);
    buyer = await bearer('buyer@demo.lootmarket.ru');
    streamerId = (await t.services.users.findStreamer({ slug: DEMO_STREAMERS[0]!.slug }))!.id;
    streamer = await bearer(DEMO_STREAMERS[0]!.email);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('hands out a one-time t.me deep link', async () => {
    expect(await status(seller)).toMatchObject({ available: true, linked: false, blocked: false });
    const response = await t.app.inject({ method: 'POST', url: `${PRIVATE}/telegram/link`, headers: seller });
    expect(response.json().url).toMatch(new RegExp(`^https://t\\.me/${FAKE_BOT.username}\\?start=[A-Za-z0-9_-]{32}$`));
    expect((await t.app.inject({ method: 'POST', url: `${PRIVATE}/telegram/link` })).statusCode).toBe(401);
  });

  it('refuses updates without the webhook secret and changes nothing', async () => {
    const token = await linkToken(seller);
    expect((await say(SELLER_CHAT, `/start ${token}`, null)).statusCode).toBe(401);
    const wrong = await say(SELLER_CHAT, `/start ${token}`, 'not-the-secret-0000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('UNAUTHORIZED');
    expect((await status(seller)).linked).toBe(false);
  });

  it('links the chat that sends /start with the token, once, and answers in the chat', async () => {
    const token = await linkToken(seller);
    expect((await say(SELLER_CHAT, `/start ${token}`)).json()).toEqual({ ok: true });
    expect(await status(seller)).toMatchObject({ linked: true, blocked: false, username: 'shopkeeper' });
    // The same token again, from another chat: spent, so the other chat stays unlinked.
    await say(777, `/start ${token}`);
    await runDueJobs(t);
    expect(String(sentTo(SELLER_CHAT)[0]!.text)).toContain('Готово');
    expect(String(sentTo(777)[0]!.text)).toContain('устарела или уже использована');
    expect(sentTo(SELLER_CHAT)[0]!.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Открыть на Лутмаркете', url: `${SITE}/${offer.seller}/settings` }]],
    });
  });

  it('refuses an expired link', async () => {
    const other = await bearer('buyer@demo.lootmarket.ru');
    const token = await linkToken(other);
    clock += 16 * 60_000;
    await say(888, `/start ${token}`);
    expect((await status(other)).linked).toBe(false);
  });

  it('tells the seller of a new paid order after the payment commits, with a button to the order', async () => {
    const before = sentTo(SELLER_CHAT).length;
    const orderId = await paidOrder(t, buyer, offer);
    // Nothing is sent inside the payment's transaction: only a queued job.
    expect(sentTo(SELLER_CHAT)).toHaveLength(before);
    await runDueJobs(t);
    const message = sentTo(SELLER_CHAT).at(-1)!;
    expect(message.parse_mode).toBe('HTML');
    expect(String(message.text)).toMatch(/^<b>Новый заказ<\/b>\nОплачен заказ/);
    expect(message.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Открыть на Лутмаркете', url: `${SITE}/${offer.seller}/shop/orders/${orderId}` }]],
    });
    // A retried job or notice sends nothing twice.
    await runDueJobs(t);
    expect(sentTo(SELLER_CHAT)).toHaveLength(before + 1);
  });

  it('keeps quiet about events switched off', async () => {
    const saved = await savePreferences(seller, { events: { order_paid: false }, donationMinMinor: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().preferences.events).toMatchObject({ order_paid: false, order_message: true });
    const before = sentTo(SELLER_CHAT).length;
    await paidOrder(t, buyer, offer);
    await runDueJobs(t);
    expect(sentTo(SELLER_CHAT)).toHaveLength(before);
    expect((await savePreferences(seller, { events: { nonsense: true }, donationMinMinor: 0 })).statusCode).toBe(400);
    expect((await savePreferences(seller, { events: { order_paid: true }, donationMinMinor: -1 })).statusCode).toBe(
      400,
    );
  });

  it('retries a throttled message and stops delivery to a chat that blocked the bot', async () => {
    expect((await savePreferences(seller, { events: { order_paid: true }, donationMinMinor: 0 })).statusCode).toBe(200);
    fake.throttleNext(1);
    await paidOrder(t, buyer, offer);
    await runDueJobs(t);
    const retried = await rows<{ attempts: number; outcome: string | null }>(
      t,
      `select attempts, outcome from jobs where kind = 'telegram.send' order by id desc limit 1`,
    );
    expect(retried[0]).toMatchObject({ attempts: 1, outcome: null });
    await t.database.db.execute(`update jobs set run_at = now() where kind = 'telegram.send' and finished_at is null`);
    await runDueJobs(t);
    expect(String(sentTo(SELLER_CHAT).at(-1)!.text)).toContain('Новый заказ');

    fake.block(SELLER_CHAT);
    await paidOrder(t, buyer, offer);
    await runDueJobs(t);
    expect(await status(seller)).toMatchObject({ linked: true, blocked: true });
    const last = await rows<{ outcome: string }>(
      t,
      `select outcome from jobs where kind = 'telegram.send' order by id desc limit 1`,
    );
    expect(last[0]!.outcome).toBe('done');
  });

  it('tells a streamer of donations from the amount they chose', async () => {
    const chat = 5550002;
    await say(chat, `/start ${await linkToken(streamer)}`);
    expect((await savePreferences(streamer, { events: {}, donationMinMinor: 30_000 })).statusCode).toBe(200);
    const donate = async (amount: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${PUBLIC}/donation`,
        payload: {
          streamerId,
          donorName: 'Гость',
          message: 'Удачи на стриме',
          amount,
          currency: 'rub',
          email: 'g@mail.ru',
        },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, response.body).toBe(200);
      await pressSandbox(t, response.json().confirmationUrl, 'pay');
    };
    await donate('150');
    await donate('300');
    await runDueJobs(t);
    const texts = sentTo(chat).map((body) => String(body.text));
    expect(texts.filter((text) => text.startsWith('<b>Донат'))).toEqual([
      '<b>Донат 300\u00a0₽</b>\nГость: Удачи на стриме',
    ]);
  });

  it('sets its webhook with the secret token at start', async () => {
    const log = { info: () => {}, warn: () => {} };
    const stop = await t.services.telegram.startUpdates(log, `${SITE}${WEBHOOK}`);
    await stop();
    expect(fake.requests.filter((request) => request.method === 'setWebhook').at(-1)!.body).toMatchObject({
      url: `${SITE}${WEBHOOK}`,
      secret_token: SECRET,
    });
  });

  it('hears /start by getUpdates long polling in development', async () => {
    const other = await bearer('buyer@demo.lootmarket.ru');
    const token = await linkToken(other);
    const polling = createTelegramService({
      db: t.database.db,
      bots: {
        bot: createBotApiClient({ token: FAKE_BOT.token, username: FAKE_BOT.username, apiUrl: fake.url }),
        sandbox: null,
        webhookSecret: null,
        updates: 'polling',
      },
      siteUrl: SITE,
      now: () => clock,
    });
    fake.pushUpdate({ update_id: 1000, message: { chat: { id: 5550003 }, text: `/start ${token}` } });
    const stop = await polling.startUpdates({ info: () => {}, warn: () => {} }, null);
    await expect.poll(async () => (await status(other)).linked, { timeout: 10_000 }).toBe(true);
    const polls = () =>
      fake.requests.filter((request) => request.method === 'getUpdates').map((request) => request.body);
    // The next long poll acknowledges the update only after it was handled, so wait for it before stopping.
    await expect.poll(polls, { timeout: 10_000 }).toContainEqual(expect.objectContaining({ offset: 1001 }));
    await stop();
    expect(polls()[0]).toMatchObject({ offset: 0, timeout: 25 });
  });

  it('unlinks by /stop in the chat and from settings', async () => {
    await say(SELLER_CHAT, '/stop');
    expect((await status(seller)).linked).toBe(false);
    await say(SELLER_CHAT, `/start ${await linkToken(seller)}`);
    expect(await status(seller)).toMatchObject({ linked: true, blocked: false });
    const unlinked = await t.app.inject({ method: 'DELETE', url: `${PRIVATE}/telegram/link`, headers: seller });
    expect(unlinked.json()).toMatchObject({ linked: false });
  });
});
