import { ORDER_IMAGES_MAX } from '@lootmarket/domain';
import sharp from 'sharp';
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
} from './orders.test-support';

type Headers = { authorization: string };

function multipartBody(data: Buffer, filename = 'shot.png', type = 'image/png') {
  const boundary = '----lootmarket-order-image';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
  const image = sharp({ create: { width, height, channels: 3, background: '#7c3aed' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

describe(`delivery pictures of manual orders on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let seller: Headers;
  let buyer: Headers;
  let admin: Headers;
  let stranger: Headers;
  const bearer = async (email: string): Promise<Headers> => {
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };
  const upload = async (orderId: string, headers: Headers, data: Buffer, filename?: string, type?: string) => {
    const body = multipartBody(data, filename, type);
    return t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order/image?id=${orderId}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const list = (orderId: string, headers: Headers) =>
    t.app.inject({ url: `${PRIVATE}/order/image/list?id=${orderId}`, headers });
  const setStatus = (payload: object) =>
    t.app.inject({ method: 'PUT', url: `${PRIVATE}/order/seller/status`, headers: seller, payload });

  const paidOrder = () => paidOrderOf(t, buyer, offer);

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    offer = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual' and o.price_minor < 500000`);
    const [owner] = await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`);
    // The demo buyer's account must be older than the risk rules' new-account limit.
    clock += 2 * 24 * 3_600_000;
    seller = await bearer(owner!.email);
    buyer = await bearer('buyer@demo.lootmarket.ru');
    admin = await bearer('admin@demo.lootmarket.ru');
    stranger = await bearer('someone.else@mail.ru');
  });
  afterAll(() => t.close());

  it('takes pictures from the seller once the order is accepted, re-encoded to WebP, and shows them to buyer and support', async () => {
    const orderId = await paidOrder();
    const early = await upload(orderId, seller, await picture(64, 48));
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().code).toBe('CONFLICT');

    expect((await setStatus({ id: orderId, status: 'IN_PROGRESS' })).statusCode).toBe(200);
    const first = await upload(orderId, seller, await picture(3000, 1500, 'jpeg'), 'receipt.jpg', 'image/jpeg');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ width: 2048, height: 1024 });
    clock += 1_000;
    const second = await upload(orderId, seller, await picture(64, 48));
    expect(second.json()).toMatchObject({ width: 64, height: 48 });

    for (const headers of [seller, buyer, admin]) {
      const shown = await list(orderId, headers);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().items.map((item: { id: string }) => item.id)).toEqual([first.json().id, second.json().id]);
    }
    const file = await t.app.inject({ url: first.json().url, headers: buyer });
    expect(file.statusCode).toBe(200);
    for (const headers of [seller, admin])
      expect((await t.app.inject({ url: first.json().url, headers })).statusCode).toBe(200);
    // The address alone opens nothing: strangers and anonymous visitors get the same 404 as for no picture.
    expect((await t.app.inject({ url: first.json().url, headers: stranger })).statusCode).toBe(404);
    expect((await t.app.inject(first.json().url)).statusCode).toBe(404);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');

    expect((await setStatus({ id: orderId, status: 'DELIVERED', text: 'Готово, скриншот приложен' })).statusCode).toBe(
      200,
    );
    expect((await upload(orderId, seller, await picture(20, 20))).statusCode).toBe(200);
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
    const late = await upload(orderId, seller, await picture(20, 20));
    expect(late.statusCode).toBe(409);
    expect((await list(orderId, buyer)).json().items).toHaveLength(3);
  });

  it('refuses files that are not pictures whatever they claim to be, and changes nothing', async () => {
    const orderId = await paidOrder();
    await setStatus({ id: orderId, status: 'IN_PROGRESS' });
    const script = await upload(orderId, seller, Buffer.from('<svg onload="alert(1)"></svg>'), 'shot.png', 'image/png');
    expect(script.statusCode).toBe(415);
    expect(script.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Загрузите изображение PNG, JPEG или WebP до 10 МБ',
    });
    const png = await picture(10, 10);
    const truncated = await upload(orderId, seller, png.subarray(0, 40));
    expect(truncated.statusCode).toBe(415);
    const json = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order/image?id=${orderId}`,
      headers: seller,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const huge = await upload(orderId, seller, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect((await list(orderId, seller)).json().items).toEqual([]);
  });

  it('keeps to the limit of pictures per order', async () => {
    const orderId = await paidOrder();
    await setStatus({ id: orderId, status: 'IN_PROGRESS' });
    const png = await picture(8, 8);
    const results = await Promise.all(Array.from({ length: ORDER_IMAGES_MAX + 2 }, () => upload(orderId, seller, png)));
    expect(results.filter((result) => result.statusCode === 200)).toHaveLength(ORDER_IMAGES_MAX);
    expect(results.filter((result) => result.statusCode === 409)[0]!.json().message).toBe(
      `К заказу можно приложить не больше ${ORDER_IMAGES_MAX} изображений`,
    );
    expect((await list(orderId, buyer)).json().items).toHaveLength(ORDER_IMAGES_MAX);
  });

  it('keeps buyers, strangers and other sellers away', async () => {
    const orderId = await paidOrder();
    await setStatus({ id: orderId, status: 'IN_PROGRESS' });
    const png = await picture(8, 8);
    expect((await upload(orderId, buyer, png)).statusCode).toBe(403);
    expect((await upload(orderId, admin, png)).statusCode).toBe(404);
    expect((await list(orderId, stranger)).statusCode).toBe(404);
    expect((await t.app.inject(`${PRIVATE}/order/image/list?id=${orderId}`)).statusCode).toBe(401);
    expect((await t.app.inject(`${PUBLIC}/order/image/list?id=${orderId}`)).statusCode).toBe(404);
    expect((await list('not-an-order', buyer)).statusCode).toBe(400);
    // The seller's page asks for its one order through the shop's list: only the shop that sold it gets it.
    expect(
      (await t.app.inject({ url: `${PRIVATE}/order/seller?id=${orderId}`, headers: seller })).json(),
    ).toMatchObject({ total: 1, items: [{ id: orderId }] });
    expect((await t.app.inject({ url: `${PRIVATE}/order/seller?id=${orderId}`, headers: admin })).json()).toEqual({
      items: [],
      total: 0,
    });
  });

  it('shows a guest the pictures of their order with its token', async () => {
    const placed = (
      await placeGuestOrder(t, {
        offerId: offer.id,
        quantity: 1,
        inputs: inputsFor(offer.kinds),
        email: 'guest.pictures@mail.ru',
      })
    ).json();
    const link = (
      await t.app.inject({
        method: 'POST',
        url: `${PUBLIC}/order/payment-link`,
        payload: { orderId: placed.order.id, token: placed.guestToken },
      })
    ).json();
    await pressSandbox(t, link.confirmationUrl, 'pay');
    await setStatus({ id: placed.order.id, status: 'IN_PROGRESS' });
    expect((await upload(placed.order.id, seller, await picture(8, 8))).statusCode).toBe(200);
    const shown = await t.app.inject(`${PUBLIC}/order/image/list?id=${placed.order.id}&token=${placed.guestToken}`);
    expect(shown.json().items).toHaveLength(1);
    const { url } = shown.json().items[0];
    expect((await t.app.inject(url)).statusCode).toBe(200);
    expect((await t.app.inject(url.replace(/\?token=.*$/, ''))).statusCode).toBe(404);
    expect((await t.app.inject(url.replace(/\?token=.*$/, `?token=${'x'.repeat(43)}`))).statusCode).toBe(404);
    expect(
      (await t.app.inject(`${PUBLIC}/order/image/list?id=${placed.order.id}&token=${'x'.repeat(43)}`)).statusCode,
    ).toBe(404);
  });
});
