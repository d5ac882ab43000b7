import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { rows } from '../orders/orders.test-support';

const PRIVATE = '/api/gw/private/v1';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe(`the offer wizard's drafts on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let seller: { authorization: string };
  let otherSeller: { authorization: string };
  let buyer: { authorization: string };
  let listingId: string;
  let productId: string;
  const bearer = async (email: string) => ({ authorization: `Bearer ${(await signIn(t, email)).body.access_token}` });
  const save = (payload: object, headers = seller) =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}/wizard`, headers, payload });
  const nextStep = (query = '', headers = seller) =>
    t.app.inject({ url: `${PRIVATE}/wizard/form/next-step${query}`, headers });
  const complete = {
    title: 'Ключ Steam',
    currency: 'rub',
    pricing: 'piece',
    price: 49_900,
    lotSize: 1,
    stockMode: 'unlimited',
    quantity: null,
    rate: null,
    etaMinutes: 30,
    description: 'Выдача в течение получаса',
    images: [],
    buyerInputs: [],
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.catalog();
    seller = await bearer('seller@demo.lootmarket.ru');
    buyer = await bearer('buyer@demo.lootmarket.ru');
    otherSeller = await bearer('seller1@demo.lootmarket.ru');
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

  it('keeps a draft on the server and resumes it where it stopped', async () => {
    expect((await nextStep()).json()).toEqual({ draft: null, step: 'listing', missing: [] });
    const created = await save({ listingId });
    expect(created.statusCode).toBe(200);
    expect(created.json().step).toBe('product');
    const { id } = created.json();
    await save({ id, productId, values: { title: 'Ключ Steam', price: 49_900 } });
    const resumed = (await nextStep()).json();
    expect(resumed.draft.id).toBe(id);
    expect(resumed.draft.values).toMatchObject({ title: 'Ключ Steam', price: 49_900 });
    expect(resumed.step).toBe('form');
    expect(resumed.missing.map((item: { field: string }) => item.field)).toEqual(
      expect.arrayContaining(['currency', 'etaMinutes', 'description']),
    );
    await save({ id, values: complete });
    expect((await nextStep(`?draftId=${id}`)).json()).toMatchObject({ step: 'review', missing: [] });
  });

  it('names prices beyond their bounds and refuses bad values, foreign drafts and non-sellers', async () => {
    const { id } = (await save({ listingId, productId, values: { ...complete, price: 50 } })).json();
    expect((await nextStep(`?draftId=${id}`)).json().missing).toEqual([
      { field: 'price', message: 'Цена слишком мала' },
    ]);
    expect((await save({ id, values: { price: 10.5 } })).statusCode).toBe(400);
    expect((await save({ id, values: { price: -1 } })).statusCode).toBe(400);
    expect((await save({ id, values: { etaMinutes: 0 } })).statusCode).toBe(400);
    expect((await save({ id: UNKNOWN, values: {} })).statusCode).toBe(404);
    expect((await save({ offerId: UNKNOWN })).statusCode).toBe(404);
    expect((await nextStep(`?draftId=${UNKNOWN}`)).statusCode).toBe(404);
    expect((await save({ listingId }, buyer)).statusCode).toBe(403);
    expect((await nextStep('', buyer)).statusCode).toBe(403);
    expect((await nextStep(`?draftId=${id}`, otherSeller)).statusCode).toBe(404);
  });

  it('publishes a complete draft as a live offer and forgets the draft', async () => {
    const { id } = (
      await save({
        listingId,
        productId,
        values: { ...complete, stockMode: 'quantity', quantity: 7, title: 'Быстрая выдача' },
      })
    ).json();
    const publish = (draftId: string, headers = seller) =>
      t.app.inject({ method: 'POST', url: `${PRIVATE}/wizard/offer`, headers, payload: { draftId } });
    expect((await publish(id, otherSeller)).statusCode).toBe(404);
    const published = await publish(id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ created: true, productSlug: expect.any(String) });
    expect(
      (await t.app.inject({ url: `${PRIVATE}/offer/page/${published.json().offerId}`, headers: seller })).statusCode,
    ).toBe(200);
    const [row] = await rows(t, `select title, stock, lot_size from offers where id = '${published.json().offerId}'`);
    expect(row).toMatchObject({ title: 'Быстрая выдача', stock: 7, lot_size: 1 });
    const mine = (await t.app.inject({ url: `${PRIVATE}/offer/list?text=`, headers: seller })).json();
    expect(JSON.stringify(mine)).toContain(published.json().offerId);
    expect((await publish(id)).statusCode).toBe(404);
  });

  it('refuses to publish incomplete drafts, prices beyond the limit and keys for hand-delivered goods', async () => {
    const publish = (draftId: string) =>
      t.app.inject({ method: 'POST', url: `${PRIVATE}/wizard/offer`, headers: seller, payload: { draftId } });
    const incomplete = (await save({ listingId, productId, values: { title: 'Без цены' } })).json();
    const refused = await publish(incomplete.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('VALIDATION_FAILED');
    const tooDear = (await save({ listingId, productId, values: { ...complete, price: 100_000_001 } })).json();
    expect((await publish(tooDear.id)).json().message).toBe('Цена слишком велика');
    const noProduct = (await save({ listingId, values: complete })).json();
    expect((await publish(noProduct.id)).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${PRIVATE}/wizard/offer`,
          headers: buyer,
          payload: { draftId: tooDear.id },
        })
      ).statusCode,
    ).toBe(403);
  });
});
