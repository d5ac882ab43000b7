import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { findOffer, paidOrder, PRIVATE, PUBLIC, rows } from '../orders/orders.test-support';
import { runDueJobs } from './telegram.test-support';

type Headers = { authorization: string };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe(`the sandbox Telegram chat on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let seller: Headers;
  let buyer: Headers;
  const bearer = async (email: string): Promise<Headers> => {
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };
  const page = async (query: string) => (await t.app.inject({ url: `/sandbox/telegram${query}` })).body;
  const status = async () => (await t.app.inject({ url: `${PRIVATE}/telegram`, headers: seller })).json();

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    offer = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual' and o.price_minor < 500000`);
    const email = (await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`))[0]!.email;
    clock += 2 * 24 * 3_600_000;
    seller = await bearer(email);
    buyer = await bearer('buyer@demo.lootmarket.ru');
  });
  afterAll(() => t.close());

  it('links through «Старт» in the fake chat and shows what the bot sends there', async () => {
    const link = (await t.app.inject({ method: 'POST', url: `${PRIVATE}/telegram/link`, headers: seller })).json();
    expect(link.url).toMatch(/^\/sandbox\/telegram\?start=[A-Za-z0-9_-]{32}$/);
    expect(await page(link.url.slice('/sandbox/telegram'.length))).toContain('>Старт</button>');
    const token = new URL(link.url, 'http://x').searchParams.get('start')!;
    const pressed = await t.app.inject({
      method: 'POST',
      url: '/sandbox/telegram/start',
      headers: form,
      payload: `start=${token}`,
    });
    expect(pressed.statusCode).toBe(303);
    const chat = new URL(pressed.headers.location!, 'http://x').searchParams.get('chat')!;
    expect(await status()).toMatchObject({ linked: true, blocked: false });

    const orderId = await paidOrder(t, buyer, offer);
    await runDueJobs(t);
    const shown = await page(`?chat=${chat}`);
    expect(shown).toContain('Готово: уведомления Лутмаркета будут приходить сюда');
    expect(shown).toContain('<b>Новый заказ</b>');
    expect(shown).toContain(`/${offer.seller}/shop/orders/${orderId}`);
  });

  it('refuses a forged update: the webhook needs the sandbox secret too', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/telegram/webhook`,
      payload: { update_id: 1, message: { chat: { id: 1 }, text: '/stop' } },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('marks delivery off when the bot is blocked in the chat', async () => {
    const chat = (await rows<{ chat_id: string }>(t, 'select chat_id from telegram_links'))[0]!.chat_id;
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/telegram/chat',
      headers: form,
      payload: `chat=${chat}&action=block`,
    });
    await paidOrder(t, buyer, offer);
    await runDueJobs(t);
    expect(await status()).toMatchObject({ linked: true, blocked: true });
  });
});
