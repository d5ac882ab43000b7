import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';

interface PageOffer {
  id: string;
  price: { amount: number };
  inStock: boolean;
  seller: {
    id: string;
    name: string;
    avatar: string | null;
    avatarLetters: string;
    tier: string;
    verified: boolean;
    trust: { completedDeals: number; refundShareBp: number; medianDeliveryMinutes: number | null };
  };
}

describe(`product page answers on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const get = (path: string) => t.app.inject(`/api/gw/public/v1/${path}`);
  const rows = async <T>(query: string): Promise<T[]> => selectRows<T>(t.database.db, sql.raw(query));

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.catalog();
  });
  afterAll(() => t.close());

  it('names each offer’s seller with a shop name, avatar letters and seeded trust figures', async () => {
    const product = (await get('product/cyberpunk-2077-gift')).json();
    expect(product.offers.length).toBeGreaterThan(1);
    for (const offer of product.offers as PageOffer[]) {
      expect(offer.seller.name).not.toMatch(/^seller\d+$/);
      expect(offer.seller.avatarLetters).toMatch(/^\S{2}$/u);
      expect(offer.seller.trust.completedDeals).toBeGreaterThan(100);
      expect(offer.seller.trust.refundShareBp).toBeGreaterThan(0);
      expect(offer.seller.trust.refundShareBp).toBeLessThan(500);
      expect(offer.seller.trust.medianDeliveryMinutes).toBeGreaterThan(0);
    }
  });

  it('lists offers in stock cheapest first and sold-out offers last', async () => {
    const [sample] = await rows<{ slug: string }>(
      `select p.slug from products p join offers o on o.product_id = p.id and o.is_active
       group by p.slug having bool_or(o.stock = 0) and bool_or(o.stock > 0) order by p.slug limit 1`,
    );
    expect(sample).toBeDefined();
    const offers = (await get(`product/${sample!.slug}`)).json().offers as PageOffer[];
    const firstSoldOut = offers.findIndex((offer) => !offer.inStock);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(offers.slice(firstSoldOut).every((offer) => !offer.inStock)).toBe(true);
    const inStockPrices = offers.slice(0, firstSoldOut).map((offer) => offer.price.amount);
    expect(inStockPrices).toEqual([...inStockPrices].sort((a, b) => a - b));
  });

  it('derives badges and region availability from the attribute tags', async () => {
    const gift = (await get('product/cyberpunk-2077-gift')).json();
    expect(gift.badges.map((item: { badge: string }) => item.badge)).toEqual([
      'delivery_2_min',
      'available_in_russia',
      'steam_gift',
    ]);
    expect(gift.regionAvailability.availableInRussia).toBe(true);
    const card = (await get('product/steam-karta-20')).json();
    expect(card.badges).toEqual([
      { badge: 'auto_delivery_24_7', label: 'Автовыдача 24/7' },
      { badge: 'country', label: 'Страна: Весь мир' },
      { badge: 'key_activation', label: 'Активация ключом' },
    ]);
    expect(card.regionAvailability).toEqual({ groups: [{ group: 'GL', label: 'Весь мир' }], availableInRussia: true });
  });

  it('offers the other packs of the listing as a grid, cheapest first', async () => {
    const product = (await get('product/mobile-legends-almazy-172')).json();
    const slugs = product.variants.map((variant: { slug: string }) => variant.slug);
    expect(slugs).toContain('mobile-legends-almazy-172');
    expect(slugs).toContain('mobile-legends-almazy-86');
    expect(slugs).not.toContain('mobile-legends-almazy-po-kursu');
    const prices = product.variants.flatMap((variant: { minPrice: { amount: number } | null }) =>
      variant.minPrice ? [variant.minPrice.amount] : [],
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(product.variants.length).toBeLessThanOrEqual(12);
  });

  it('serves the inputs a product needs with labels, hints and choices', async () => {
    const topUp = await get('product/inputs/genshin-kristally-60');
    expect(topUp.statusCode).toBe(200);
    const body = topUp.json();
    expect(body.inputs.map((input: { kind: string }) => input.kind)).toEqual(['uid', 'server']);
    expect(body.inputs[0]).toMatchObject({
      kind: 'uid',
      label: 'UID игрока',
      required: true,
      control: 'digits',
      options: null,
    });
    expect(body.inputs[1].control).toBe('select');
    expect(body.inputs[1].options).toContainEqual({ value: 'europe', label: 'Европа' });
    const byId = (await get(`product/inputs/${body.productId}`)).json();
    expect(byId).toEqual(body);
    const gift = (await get('product/inputs/cyberpunk-2077-gift')).json();
    expect(gift.inputs.map((input: { label: string }) => input.label)).toEqual([
      'Ссылка на обмен Steam',
      'Логин Steam',
    ]);
  });

  it('records finished deals once per order and keeps the figures current', async () => {
    // node-postgres answers bigint as a string; the services take numbers.
    const [row] = await rows<{ id: number | string }>(
      "select id from users where email like 'seller1@%' order by id limit 1",
    );
    const sellerId = Number(row!.id);
    expect((await t.services.catalog.getSellerTrust([sellerId])).get(sellerId)!.completedDeals).toBeGreaterThan(0);
    const catalog = t.services.catalog;
    const before = (await catalog.getSellerTrust([sellerId])).get(sellerId)!;
    expect(
      await catalog.recordSellerDeal({ orderId: 'order-a', sellerId, outcome: 'completed', deliveryMinutes: 1 }),
    ).toBe(true);
    expect(
      await catalog.recordSellerDeal({ orderId: 'order-a', sellerId, outcome: 'completed', deliveryMinutes: 1 }),
    ).toBe(false);
    await catalog.recordSellerDeal({ orderId: 'order-b', sellerId, outcome: 'completed', deliveryMinutes: 3 });
    await catalog.recordSellerDeal({ orderId: 'order-c', sellerId, outcome: 'completed', deliveryMinutes: 9 });
    await catalog.recordSellerDeal({ orderId: 'order-d', sellerId, outcome: 'refunded', deliveryMinutes: null });
    const after = (await catalog.getSellerTrust([sellerId])).get(sellerId)!;
    expect(after.completedDeals).toBe(before.completedDeals + 3);
    expect(after.medianDeliveryMinutes).toBe(3);
    expect(after.refundShareBp).toBeGreaterThanOrEqual(before.refundShareBp);
    await expect(
      catalog.recordSellerDeal({ orderId: 'order-e', sellerId, outcome: 'completed', deliveryMinutes: -1 }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('starts a seller without deals at zero and counts refunds in basis points', async () => {
    const sellerId = 987_654;
    expect((await t.services.catalog.getSellerTrust([sellerId])).get(sellerId)).toEqual({
      completedDeals: 0,
      refundShareBp: 0,
      medianDeliveryMinutes: null,
    });
    await t.services.catalog.recordSellerDeal({
      orderId: 'new-1',
      sellerId,
      outcome: 'completed',
      deliveryMinutes: 10,
    });
    await t.services.catalog.recordSellerDeal({
      orderId: 'new-2',
      sellerId,
      outcome: 'completed',
      deliveryMinutes: 20,
    });
    await t.services.catalog.recordSellerDeal({
      orderId: 'new-3',
      sellerId,
      outcome: 'completed',
      deliveryMinutes: 30,
    });
    await t.services.catalog.recordSellerDeal({
      orderId: 'new-4',
      sellerId,
      outcome: 'refunded',
      deliveryMinutes: null,
    });
    expect((await t.services.catalog.getSellerTrust([sellerId])).get(sellerId)).toEqual({
      completedDeals: 3,
      refundShareBp: 2500,
      medianDeliveryMinutes: 20,
    });
  });

  it('documents both product answers with their 404 shape', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json();
    const inputs = document.paths['/api/gw/public/v1/product/inputs/{uuidSlug}'].get;
    expect(Object.keys(inputs.responses)).toEqual(expect.arrayContaining(['200', '404']));
    expect(Object.keys(document.paths['/api/gw/public/v1/product/{uuidSlug}'].get.responses)).toEqual(
      expect.arrayContaining(['200', '404']),
    );
  });
});
