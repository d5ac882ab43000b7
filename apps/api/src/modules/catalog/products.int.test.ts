import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';

interface Offer {
  id: string;
  price: { amount: number; currency: string };
  inStock: boolean;
  stock: number | null;
  seller: { id: string; tier: string; verified: boolean };
}

describe(`products and offers on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const get = (path: string) => t.app.inject(`/api/gw/public/v1/${path}`);
  const count = async (query: string): Promise<number> =>
    ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.catalog();
  });
  afterAll(() => t.close());

  it('seeds 150+ products of all types and 400 offers of ten demo sellers across tiers', async () => {
    expect(await count('select count(*)::int as n from products')).toBeGreaterThanOrEqual(150);
    expect(await count('select count(distinct product_type)::int as n from products')).toBe(12);
    expect(await count('select count(*)::int as n from offers')).toBe(400);
    expect(await count('select count(distinct seller_id)::int as n from offers')).toBe(10);
    expect(await count('select count(distinct seller_tier)::int as n from offers')).toBe(3);
    expect(
      await count(
        "select count(*)::int as n from users where email like 'seller%@demo.lootmarket.ru' and 2 = any(roles)",
      ),
    ).toBe(10);
  });

  it('serves a product by slug with its listing and active offers, cheapest first', async () => {
    const response = await get('product/mobile-legends-almazy-86');
    expect(response.statusCode).toBe(200);
    const product = response.json();
    expect(product).toMatchObject({
      title: 'Алмазы Mobile Legends — 86 шт.',
      productType: 'mobile_top_up',
      layout: 'mobile-top-up',
      deliveryKind: 'top_up',
      buyerInputKinds: ['id', 'zone_id'],
      regionGroups: ['RU', 'CIS'],
      listing: { slug: 'mobile-legends/almazy', parent: { slug: 'mobile-legends', title: 'Mobile Legends' } },
    });
    const prices = product.offers.map((offer: Offer) => offer.price.amount);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    expect(product.cover).toBe('/covers/products/mobile-legends-almazy-86.svg');
    expect(product.description).toContain('по ID игрока');
    expect(product.badges).toEqual([
      { badge: 'available_in_russia', label: 'Доступно в России' },
      { badge: 'instant_delivery', label: 'Моментальная доставка' },
    ]);
    expect(product.regionAvailability).toEqual({
      groups: [
        { group: 'RU', label: 'Россия' },
        { group: 'CIS', label: 'СНГ' },
      ],
      availableInRussia: true,
    });
    for (const offer of product.offers as Offer[]) {
      expect(offer.price.currency).toBe('rub');
      expect(['gold', 'silver', 'bronze']).toContain(offer.seller.tier);
      expect(offer.inStock).toBe(offer.stock === null || offer.stock > 0);
    }
  });

  it('serves the same product by id', async () => {
    const bySlug = (await get('product/robux-2200')).json();
    const byId = await get(`product/${bySlug.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(bySlug);
  });

  it('serves one offer with its product', async () => {
    const product = (await get('product/xbox-game-pass-ultimate-1')).json();
    const offer = product.offers[0] as Offer;
    const response = await get(`offer/short-info/${offer.id}`);
    expect(response.statusCode).toBe(200);
    const {
      seller: { id, tier, verified },
      ...plain
    } = offer as Offer & { seller: Record<string, unknown> };
    expect(response.json()).toEqual({
      ...plain,
      seller: { id, tier, verified },
      isActive: true,
      product: { id: product.id, slug: product.slug, title: product.title, productType: 'subscription_key' },
    });
  });

  it('answers unknown products and offers with 404 and a Russian message', async () => {
    expect((await get('product/no-such-product')).json()).toEqual({ code: 'NOT_FOUND', message: 'Товар не найден' });
    const inputs = await get('product/inputs/no-such-product');
    expect(inputs.statusCode).toBe(404);
    expect(inputs.json()).toEqual({ code: 'NOT_FOUND', message: 'Товар не найден' });
    expect((await get('product/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const unknownOffer = await get('offer/short-info/00000000-0000-4000-8000-000000000000');
    expect(unknownOffer.statusCode).toBe(404);
    expect(unknownOffer.json()).toEqual({ code: 'NOT_FOUND', message: 'Предложение не найдено' });
    expect((await get('offer/short-info/not-a-uuid')).statusCode).toBe(404);
  });

  it('puts the product and offer answers in the OpenAPI document', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/gw/public/v1/product/{uuidSlug}',
        '/api/gw/public/v1/product/inputs/{uuidSlug}',
        '/api/gw/public/v1/offer/short-info/{offer_id}',
        '/api/gw/public/v1/search',
      ]),
    );
  });
});
