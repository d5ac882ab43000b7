import {
  keyControlCharactersMessage,
  KEY_UPLOAD_LIMITS,
  SELLER_MESSAGES,
  STEAM_TOP_UP_MESSAGES,
} from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { findOffer, rows } from '../orders/orders.test-support';

const PRIVATE = '/api/gw/private/v1';
const PUBLIC = '/api/gw/public/v1';

/** A multipart body with one file part named `file`. */
function filePayload(filename: string, content: Buffer | string) {
  const boundary = '----lootmarket-keys';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe(`seller stock on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let seller: { authorization: string };
  let other: { authorization: string };
  let buyer: { authorization: string };
  let offerId = '';
  let productSlug = '';
  let foreignOfferId = '';

  const bearer = async (email: string) => ({ authorization: `Bearer ${(await signIn(t, email)).body.access_token}` });
  const put = (id: string, payload: object, headers = seller) =>
    t.app.inject({ method: 'PUT', url: `${PRIVATE}/seller/stock/${id}`, headers, payload });
  const upload = (id: string, filename: string, content: Buffer | string) => {
    const { payload, headers } = filePayload(filename, content);
    return t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/seller/stock/${id}/file`,
      headers: { ...seller, ...headers },
      payload,
    });
  };
  const stockOf = async (id: string) =>
    (await rows<{ stock: number | null }>(t, `select stock from offers where id = '${id}'`))[0]!.stock;
  const keyCount = async (id: string) =>
    (await rows<{ n: number }>(t, `select count(*)::int as n from offer_keys where offer_id = '${id}'`))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.catalog();
    const sellerId = (
      await rows<{ id: number }>(t, `select id from users where email = 'seller@demo.lootmarket.ru'`)
    )[0]!.id;
    const otherOffer = await findOffer(t, `p.delivery_kind = 'key' and o.stock is not null`);
    // A fresh key offer of the demo seller: no keys yet, so everything counted below comes from the uploads.
    const [created] = await rows<{ id: string; slug: string }>(
      t,
      `insert into offers (product_id, seller_id, price_minor, currency, stock, delivery_minutes, seller_tier)
       select o.product_id, ${sellerId}, 49900, 'rub', 0, 1, 'silver' from offers o where o.id = '${otherOffer.id}'
       returning id, (select slug from products where id = product_id) as slug`,
    );
    offerId = created!.id;
    productSlug = created!.slug;
    foreignOfferId = otherOffer.id;
    seller = await bearer('seller@demo.lootmarket.ru');
    other = await bearer('streamer@demo.lootmarket.ru');
    buyer = await bearer('buyer@demo.lootmarket.ru');
  });
  afterAll(() => t.close());

  it('adds pasted keys trimmed and deduplicated, stores them sealed and counts them back', async () => {
    const response = await put(offerId, { mode: 'keys', text: ' AAAA-1111 \nBBBB-2222\r\n\nAAAA-1111\nCCCC-3333' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      stock: { offerId, mode: 'keys', stock: 3, keys: { available: 3, reserved: 0, sold: 0 } },
      upload: { added: 3, duplicates: 1, rejected: 0, rejections: [{ line: 4, reason: 'duplicate_in_upload' }] },
    });
    const secrets = await rows<{ secret: string }>(t, `select secret from offer_keys where offer_id = '${offerId}'`);
    expect(secrets.every(({ secret }) => !secret.includes('AAAA'))).toBe(true);
    expect(await stockOf(offerId)).toBe(3);
  });

  it('deduplicates an uploaded file against the unsold keys of the offer', async () => {
    const response = await upload(offerId, 'keys.csv', 'BBBB-2222;DDDD-4444\n"EEEE-5555",AAAA-1111');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stock: { stock: 5 }, upload: { added: 2, duplicates: 2 } });
    expect(response.json().upload.rejections.map((rejection: { reason: string }) => rejection.reason)).toEqual([
      'duplicate_in_stock',
      'duplicate_in_stock',
    ]);
  });

  it('shows the new stock on the product page at once', async () => {
    const product = (await t.app.inject(`${PUBLIC}/product/${productSlug}`)).json();
    expect(product.offers.find((offer: { id: string }) => offer.id === offerId)).toMatchObject({
      stock: 5,
      inStock: true,
    });
    await put(offerId, { mode: 'keys', text: 'FFFF-6666' });
    const again = (await t.app.inject(`${PUBLIC}/product/${productSlug}`)).json();
    expect(again.offers.find((offer: { id: string }) => offer.id === offerId)).toMatchObject({ stock: 6 });
  });

  it('lists keys masked to their tail and removes unsold ones', async () => {
    const list = (
      await t.app.inject({ url: `${PRIVATE}/seller/stock/${offerId}/keys?limit=10`, headers: seller })
    ).json();
    expect(list.total).toBe(6);
    expect(list.items.map((key: { masked: string }) => key.masked).sort()).toEqual([
      '••••1111',
      '••••2222',
      '••••3333',
      '••••4444',
      '••••5555',
      '••••6666',
    ]);
    expect(JSON.stringify(list)).not.toContain('AAAA');
    const victim = list.items.find((key: { masked: string }) => key.masked === '••••6666').id;
    const removed = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/seller/stock/${offerId}/keys/remove`,
      headers: seller,
      payload: { keyIds: [victim] },
    });
    expect(removed.json()).toMatchObject({ removed: 1, stock: { stock: 5, keys: { available: 5 } } });
    expect(await stockOf(offerId)).toBe(5);
  });

  it('refuses to remove a reserved or sold key and changes nothing', async () => {
    const [key] = await rows<{ id: string }>(t, `select id from offer_keys where offer_id = '${offerId}' limit 1`);
    await rows(t, `update offer_keys set status = 'sold', order_id = gen_random_uuid() where id = '${key!.id}'`);
    const response = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/seller/stock/${offerId}/keys/remove`,
      headers: seller,
      payload: { keyIds: [key!.id] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expect(await keyCount(offerId)).toBe(5);
  });

  it('refuses files that are not text, NUL bytes, files over 10 MB and uploads over 10 000 keys with the limit named', async () => {
    const before = await keyCount(offerId);
    const refusals = [
      [await upload(offerId, 'keys.exe', 'MZ'), 415, SELLER_MESSAGES.notTextFile],
      [await upload(offerId, 'keys.txt', Buffer.from([0xff, 0xd8, 0xff, 0xe0])), 415, SELLER_MESSAGES.notTextFile],
      [await upload(offerId, 'keys.txt', Buffer.from('KEY-1\u0000KEY-2')), 400, SELLER_MESSAGES.nulBytes],
      [
        await upload(offerId, 'keys.txt', Buffer.alloc(KEY_UPLOAD_LIMITS.maxBytes + 1, 0x41)),
        413,
        SELLER_MESSAGES.fileTooLarge,
      ],
      [
        await upload(offerId, 'keys.txt', Array.from({ length: 100_000 }, (_, index) => `K${index}`).join('\n')),
        400,
        SELLER_MESSAGES.tooManyKeys,
      ],
      [await put(offerId, { mode: 'keys', text: '  \n ' }), 400, SELLER_MESSAGES.noKeys],
    ] as const;
    for (const [response, status, message] of refusals) {
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await keyCount(offerId)).toBe(before);
  });

  it('refuses keys with control or text-direction characters, naming their lines, and stores none of the upload', async () => {
    const before = await keyCount(offerId);
    const pasted = await put(offerId, {
      mode: 'keys',
      text: 'GOOD-0001\nBELL-\u0007-0002\nGOOD-0003\nFLIP-\u202e-0004',
    });
    expect(pasted.statusCode).toBe(400);
    expect(pasted.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: keyControlCharactersMessage([2, 4]),
      details: { lines: [2, 4] },
    });
    expect(pasted.json().message).toContain('строки 2, 4');
    const file = await upload(offerId, 'keys.csv', 'GOOD-0005;ESC-\u001b[31m-0006\nGOOD-0007');
    expect(file.statusCode).toBe(400);
    expect(file.json().message).toBe(keyControlCharactersMessage([1]));
    expect(await keyCount(offerId)).toBe(before);
  });

  it('sets a quantity or unlimited stock on offers without keys, and refuses it on key offers', async () => {
    await rows(
      t,
      `update offers set seller_id = (select id from users where email = 'seller@demo.lootmarket.ru') where id = '${foreignOfferId}'`,
    );
    await rows(t, `delete from offer_keys where offer_id = '${foreignOfferId}'`);
    expect((await put(foreignOfferId, { mode: 'quantity', quantity: 7 })).json().stock).toMatchObject({
      mode: 'quantity',
      stock: 7,
    });
    expect((await put(foreignOfferId, { mode: 'unlimited' })).json().stock).toMatchObject({
      mode: 'unlimited',
      stock: null,
    });
    expect(await stockOf(foreignOfferId)).toBeNull();
    const refused = await put(offerId, { mode: 'quantity', quantity: 7 });
    expect(refused.statusCode).toBe(409);
    expect(await stockOf(offerId)).toBe(5);
    expect((await put(foreignOfferId, { mode: 'quantity', quantity: -1 })).statusCode).toBe(400);
  });

  it('counts a top-up in its wallet: nothing or at least Steam\u2019s smallest payment, else 400 and no change', async () => {
    const tenge = await findOffer(t, `p.slug = 'steam-popolnenie-kazahstan'`);
    await rows(
      t,
      `update offers set seller_id = (select id from users where email = 'seller@demo.lootmarket.ru') where id = '${tenge.id}'`,
    );
    const refused = await put(tenge.id, { mode: 'quantity', quantity: 7 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: STEAM_TOP_UP_MESSAGES.stock('kzt'),
      details: { issues: [{ path: '/quantity' }] },
    });
    expect(await stockOf(tenge.id)).toBe(tenge.stock);
    expect((await put(tenge.id, { mode: 'quantity', quantity: 500 })).json().stock).toMatchObject({ stock: 500 });
    expect((await put(tenge.id, { mode: 'quantity', quantity: 0 })).json().stock).toMatchObject({ stock: 0 });
  });

  it('answers 404 for another seller\u2019s offer and 403 to users who are not sellers', async () => {
    const admin = await bearer('admin@demo.lootmarket.ru');
    const [foreign] = await rows<{ id: string }>(
      t,
      `select id from offers where seller_id <> (select id from users where email = 'seller@demo.lootmarket.ru') limit 1`,
    );
    const response = await put(foreign!.id, { mode: 'keys', text: 'X-1' }, seller);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Предложение не найдено' });
    expect(
      (await t.app.inject({ url: `${PRIVATE}/seller/stock/${foreign!.id}/keys`, headers: seller })).statusCode,
    ).toBe(404);
    expect((await put(offerId, { mode: 'keys', text: 'X-1' }, buyer)).statusCode).toBe(403);
    expect((await put(offerId, { mode: 'keys', text: 'X-1' }, other)).statusCode).toBe(403);
    // Admins count as sellers (spec §3) but still only reach their own offers.
    expect((await put(offerId, { mode: 'keys', text: 'X-1' }, admin)).statusCode).toBe(404);
  });

  it('shows new stock in search at once: an offer that runs out stops being the best price, keys bring it back', async () => {
    const [cheap] = await rows<{ id: string; title: string }>(
      t,
      `insert into offers (product_id, seller_id, price_minor, currency, stock, delivery_minutes, seller_tier)
       select product_id, seller_id, 100, 'rub', 0, 1, 'silver' from offers where id = '${offerId}'
       returning id, (select title from products where id = product_id) as title`,
    );
    await t.services.search.reindex();
    const bestPrice = async () => {
      const answer = await t.app.inject(
        `${PUBLIC}/search/results?text=${encodeURIComponent(cheap!.title.split(' — ')[0]!)}`,
      );
      expect(answer.statusCode).toBe(200);
      const card = answer.json().products.find((product: { slug: string }) => product.slug === productSlug);
      return card?.price?.amount as number | undefined;
    };
    await put(cheap!.id, { mode: 'keys', text: 'SRCH-0001' });
    expect(await bestPrice()).toBe(100);
    const { items } = (
      await t.app.inject({ url: `${PRIVATE}/seller/stock/${cheap!.id}/keys`, headers: seller })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/seller/stock/${cheap!.id}/keys/remove`,
      headers: seller,
      payload: { keyIds: items.map((key: { id: string }) => key.id) },
    });
    // Search prefers offers in stock, so the 1 ₽ offer without keys is not the card's price.
    expect(await bestPrice()).not.toBe(100);
    await put(cheap!.id, { mode: 'keys', text: 'SRCH-0002' });
    expect(await bestPrice()).toBe(100);
  });
});
