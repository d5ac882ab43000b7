import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';

const PRIVATE = '/api/gw/private/v1';

describe(`the offer wizard's catalog steps on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let seller: { authorization: string };
  let buyer: { authorization: string };
  const bearer = async (email: string) => ({ authorization: `Bearer ${(await signIn(t, email)).body.access_token}` });
  const params = (payload: object, headers = seller) =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}/wizard/dicts/param`, headers, payload });

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.catalog();
    seller = await bearer('seller@demo.lootmarket.ru');
    buyer = await bearer('buyer@demo.lootmarket.ru');
  });
  afterAll(() => t.close());

  it('offers popular games and services, and finds them by name', async () => {
    const popular = await t.app.inject({ url: `${PRIVATE}/wizard/popular?limit=5`, headers: seller });
    expect(popular.statusCode).toBe(200);
    const items = popular.json().items;
    expect(items).toHaveLength(5);
    const found = (
      await t.app.inject({
        url: `${PRIVATE}/wizard/popular?text=${encodeURIComponent(items[1].title.slice(0, 4))}`,
        headers: seller,
      })
    ).json().items;
    expect(found.map((item: { id: string }) => item.id)).toContain(items[1].id);
    expect(
      (await t.app.inject({ url: `${PRIVATE}/wizard/popular?text=%25_%25zzzz`, headers: seller })).json().items,
    ).toEqual([]);
  });

  it('lists the product types of a game and its products of one type', async () => {
    const [listing] = (await t.app.inject({ url: `${PRIVATE}/wizard/popular?limit=1`, headers: seller })).json().items;
    const types = (await params({ listingId: listing.id })).json();
    expect(types.productTypes.length).toBeGreaterThan(0);
    expect(types.products).toEqual([]);
    const products = (await params({ listingId: listing.id, productType: types.productTypes[0].value })).json()
      .products;
    expect(products.length).toBeGreaterThan(0);
    expect(products[0].label.length).toBeGreaterThan(0);
  });

  it('leads every popular tile to a product type and a product, never to an empty step', async () => {
    const tiles = (await t.app.inject({ url: `${PRIVATE}/wizard/popular?limit=18`, headers: seller })).json().items;
    expect(tiles.length).toBeGreaterThan(0);
    const dead: string[] = [];
    for (const tile of tiles as { id: string; title: string }[]) {
      const { productTypes } = (await params({ listingId: tile.id })).json();
      const first = productTypes[0]?.value;
      const products = first ? (await params({ listingId: tile.id, productType: first })).json().products : [];
      if (products.length === 0) dead.push(tile.title);
    }
    expect(dead).toEqual([]);
  });

  it('refuses unknown games, bad types and non-sellers', async () => {
    expect((await params({ listingId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const [listing] = (await t.app.inject({ url: `${PRIVATE}/wizard/popular?limit=1`, headers: seller })).json().items;
    expect((await params({ listingId: listing.id, productType: 'magic' })).statusCode).toBe(400);
    expect((await params({ listingId: listing.id }, buyer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${PRIVATE}/wizard/popular`, headers: buyer })).statusCode).toBe(403);
  });

  it('answers the offer form of a product, and refuses unknown products and non-sellers', async () => {
    const [listing] = (await t.app.inject({ url: `${PRIVATE}/wizard/popular?limit=1`, headers: seller })).json().items;
    const types = (await params({ listingId: listing.id })).json();
    const [product] = (await params({ listingId: listing.id, productType: types.productTypes[0].value })).json()
      .products;
    const form = (payload: object, headers = seller) =>
      t.app.inject({ method: 'POST', url: `${PRIVATE}/wizard/form`, headers, payload });
    const answer = await form({ productId: product.value });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().product.id).toBe(product.value);
    expect(answer.json().fields.map((field: { name: string }) => field.name)).toEqual(
      expect.arrayContaining(['title', 'price', 'etaMinutes', 'description', 'images', 'buyerInputs']),
    );
    expect((await form({ productId: '00000000-0000-4000-8000-000000000000' })).json().code).toBe('NOT_FOUND');
    expect((await form({ productId: 'nope' })).statusCode).toBe(400);
    expect((await form({ productId: product.value }, buyer)).statusCode).toBe(403);
  });
});
