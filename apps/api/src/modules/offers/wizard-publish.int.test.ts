import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { pngClaiming } from '../../platform/images/image.fixtures';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';

const PRIVATE = '/api/gw/private/v1';
const PUBLIC = '/api/gw/public/v1';
type Headers = { authorization: string };

function multipartBody(data: Buffer) {
  const boundary = '----lootmarket-offer-image';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const picture = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();

describe(`offer pictures, publishing, editing and product proposals on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let seller: Headers;
  let otherSeller: Headers;
  let admin: Headers;
  let listingId: string;
  let productId: string;
  const bearer = async (email: string) => ({ authorization: `Bearer ${(await signIn(t, email)).body.access_token}` });
  const save = (payload: object, headers = seller) =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}/wizard`, headers, payload });
  const upload = (query: string, data: Buffer, headers = seller) => {
    const body = multipartBody(data);
    return t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/offer/image?${query}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const publish = (draftId: string, headers = seller) =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}/wizard/offer`, headers, payload: { draftId } });
  const complete = {
    title: 'Ключ с картинкой',
    currency: 'rub',
    pricing: 'piece',
    price: 59_900,
    lotSize: 1,
    stockMode: 'quantity',
    quantity: 5,
    rate: null,
    etaMinutes: 15,
    description: 'Выдача за 15 минут',
    images: [] as string[],
    buyerInputs: ['email'],
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.catalog();
    seller = await bearer('seller@demo.lootmarket.ru');
    otherSeller = await bearer('seller1@demo.lootmarket.ru');
    admin = await bearer('admin@demo.lootmarket.ru');
    [{ id: listingId }] = (
      await t.app.inject({ url: `${PRIVATE}/wizard/popular?limit=1`, headers: seller })
    ).json().items;
    const types = (
      await t.app.inject({
        method: 'POST',
        url: `${PRIVATE}/wizard/dicts/param`,
        headers: seller,
        payload: { listingId },
      })
    ).json();
    [{ value: productId }] = (
      await t.app.inject({
        method: 'POST',
        url: `${PRIVATE}/wizard/dicts/param`,
        headers: seller,
        payload: { listingId, productType: types.productTypes[0].value },
      })
    ).json().products;
  });
  afterAll(() => t.close());

  it('uploads a picture to a draft, publishes it with the offer and shows it in the list, the page and publicly', async () => {
    const draft = (await save({ listingId, productId })).json();
    const uploaded = await upload(`draftId=${draft.id}`, await picture());
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json();
    expect(image).toMatchObject({ width: 320, height: 200, url: `${PUBLIC}/offer/image/file/${image.id}` });
    const file = await t.app.inject({ url: image.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    await save({ id: draft.id, values: { ...complete, images: [image.id] } });
    const published = await publish(draft.id);
    expect(published.statusCode).toBe(200);
    const { offerId, created } = published.json();
    expect(created).toBe(true);

    const list = (await t.app.inject({ url: `${PRIVATE}/offer/list?text=`, headers: seller })).json();
    const listed = list.items.find((item: { id: string }) => item.id === offerId);
    expect(listed).toMatchObject({
      title: 'Ключ с картинкой',
      description: 'Выдача за 15 минут',
      images: [{ id: image.id, url: image.url }],
      stock: 5,
    });
    const page = (await t.app.inject({ url: `${PRIVATE}/offer/page/${offerId}`, headers: seller })).json();
    expect(page).toMatchObject({ title: 'Ключ с картинкой', description: 'Выдача за 15 минут' });
    expect(page.images).toHaveLength(1);
    expect(page.buyerInputs).toContain('email');

    const product = (await t.app.inject({ url: `${PUBLIC}/product/${listed.product.slug}` })).json();
    expect(product.offers.find((offer: { id: string }) => offer.id === offerId)).toMatchObject({
      title: 'Ключ с картинкой',
      description: 'Выдача за 15 минут',
      imageUrls: [image.url],
    });
  });

  it('refuses pictures that are not images, too many pixels, or for a draft that is not yours, and stores none', async () => {
    const draft = (await save({ listingId, productId })).json();
    const notImage = await upload(`draftId=${draft.id}`, Buffer.from('not a picture at all'));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringMatching(/PNG/) });
    const bomb = await upload(`draftId=${draft.id}`, pngClaiming(20_000, 20_000));
    expect(bomb.statusCode).toBe(413);
    const foreign = await upload(`draftId=${draft.id}`, await picture(), otherSeller);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Черновик не найден');
  });

  it("refuses to publish another seller's picture", async () => {
    const own = (await save({ listingId, productId }, otherSeller)).json();
    const theirs = (await upload(`draftId=${own.id}`, await picture(), otherSeller)).json();
    const draft = (await save({ listingId, productId, values: { ...complete, images: [theirs.id] } })).json();
    const refused = await publish(draft.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('VALIDATION_FAILED');
  });

  it('edits a published offer through the same form: the draft starts from the offer and publishing saves over it', async () => {
    const draft = (await save({ listingId, productId, values: complete })).json();
    const { offerId } = (await publish(draft.id)).json();
    const edit = await save({ offerId, values: {} });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      offerId,
      productId,
      step: 'review',
      values: { title: 'Ключ с картинкой', price: 59_900, quantity: 5, buyerInputs: ['email'] },
    });
    await save({ id: edit.json().id, values: { title: 'Новое название', price: 64_900 } });
    const saved = await publish(edit.json().id);
    expect(saved.json()).toMatchObject({ offerId, created: false });
    const page = (await t.app.inject({ url: `${PRIVATE}/offer/page/${offerId}`, headers: seller })).json();
    expect(page).toMatchObject({ title: 'Новое название', price: { amount: 64_900, currency: 'rub' } });

    const foreign = await save({ offerId }, otherSeller);
    expect(foreign.statusCode).toBe(404);
  });

  it('takes a product proposal from a seller; an admin approves it into the catalog or rejects it once', async () => {
    const proposed = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/wizard/proposal`,
      headers: seller,
      payload: { listingId, title: 'Редкий набор скинов', productType: 'game_dlc_key', description: 'Набор 2026' },
    });
    expect(proposed.statusCode).toBe(201);
    expect(proposed.json()).toMatchObject({ status: 'pending', product: null, sellerId: expect.any(String) });
    const short = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/wizard/proposal`,
      headers: seller,
      payload: { listingId, title: 'А', productType: 'game_dlc_key' },
    });
    expect(short.statusCode).toBe(400);

    const mine = (await t.app.inject({ url: `${PRIVATE}/wizard/proposal/list`, headers: seller })).json();
    expect(mine.items.map((item: { id: string }) => item.id)).toContain(proposed.json().id);
    expect((await t.app.inject({ url: `${PRIVATE}/admin/product-proposals`, headers: seller })).statusCode).toBe(403);
    const pending = (
      await t.app.inject({ url: `${PRIVATE}/admin/product-proposals?status=pending`, headers: admin })
    ).json();
    expect(pending.items.some((item: { id: string }) => item.id === proposed.json().id)).toBe(true);

    const approve = `${PRIVATE}/admin/product-proposals/${proposed.json().id}/approve`;
    const approved = await t.app.inject({ method: 'POST', url: approve, headers: admin });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      product: { slug: expect.stringMatching(/^redkiy-nabor/) },
    });
    const form = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/wizard/form`,
      headers: seller,
      payload: { productId: approved.json().product.id },
    });
    expect(form.json()).toMatchObject({ product: { title: 'Редкий набор скинов' }, autoDelivery: true });
    const again = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/admin/product-proposals/${proposed.json().id}/reject`,
      headers: admin,
      payload: { reason: 'Уже одобрен' },
    });
    expect(again.statusCode).toBe(409);

    const other = (
      await t.app.inject({
        method: 'POST',
        url: `${PRIVATE}/wizard/proposal`,
        headers: seller,
        payload: { listingId, title: 'Дубликат товара', productType: 'game_dlc_key' },
      })
    ).json();
    const rejected = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/admin/product-proposals/${other.id}/reject`,
      headers: admin,
      payload: { reason: 'Такой товар уже есть' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Такой товар уже есть', product: null });
    const decisions = async (id: string) =>
      (await t.services.audit.list({ targetType: 'product-proposals', targetId: id, limit: 5 })).map(
        (row) => row.action,
      );
    expect(await decisions(proposed.json().id)).toEqual(['product-proposals.approve']);
    expect(await decisions(other.id)).toEqual(['product-proposals.reject']);
  });
});
