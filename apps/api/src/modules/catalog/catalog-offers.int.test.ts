import { CATALOG_SORTS, type CatalogCard, type CatalogSort } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';

const OFFERS = '/api/gw/public/v1/catalog/offers';

describe(`catalog/offers on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const browse = async (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: OFFERS, payload: body });
  const cards = async (body: Record<string, unknown>): Promise<CatalogCard[]> => {
    const response = await browse({ limit: 48, ...body });
    expect(response.statusCode).toBe(200);
    expect(response.json().nextCursor).toBeNull();
    return response.json().items;
  };
  /** Every page of a query, following cursors. */
  const allPages = async (body: Record<string, unknown>, limit: number): Promise<CatalogCard[]> => {
    const seen: CatalogCard[] = [];
    let cursor: string | null | undefined;
    do {
      const response = await browse({ ...body, limit, ...(cursor ? { cursor } : {}) });
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.catalog();
  });
  afterAll(() => t.close());

  it('shows products of a game and of its child categories, 24 a page by default, popular first', async () => {
    const response = await browse({ listing: 'steam' });
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json();
    expect(items).toHaveLength(24);
    expect(nextCursor).toEqual(expect.any(String));
    const listings = new Set(items.map((card: CatalogCard) => card.listing.slug));
    expect([...listings].every((slug) => String(slug).startsWith('steam/'))).toBe(true);
    const first = items[0] as CatalogCard;
    expect(first).toMatchObject({
      cover: `/covers/products/${first.slug}.svg`,
      price: { currency: 'rub' },
      inStock: true,
    });
    expect(first.offersCount).toBeGreaterThan(0);
  });

  it('limits a child category to its own products', async () => {
    const games = await cards({ listing: 'steam/igry' });
    expect(games.length).toBe(30);
    expect(games.every((card) => card.listing.slug === 'steam/igry')).toBe(true);
  });

  it('gathers a cross-game category by product type, and what is filed under it', async () => {
    const subscriptions = (await cards({ listing: 'podpiski' })).map((card) => card.slug);
    expect(subscriptions).toEqual(
      expect.arrayContaining([
        'spotify-premium-1',
        'xbox-game-pass-ultimate-1',
        'ps-plus-essential-1',
        'pubg-mobile-royale-pass',
      ]),
    );
    const dlc = await cards({ listing: 'dlc' });
    expect(dlc.length).toBe(6);
    expect(dlc.every((card) => card.badges.includes('dlc'))).toBe(true);
    const games = await cards({ listing: 'igry' });
    expect(games.some((card) => card.slug === 'elden-ring-gift')).toBe(true);
    expect(games.some((card) => card.badges.includes('dlc'))).toBe(false);
  });

  // The demo files every DLC under /dlc itself; the other categories gather products filed under games.
  it.each(['igry', 'igrovaya-valyuta', 'podarochnye-karty', 'podpiski', 'popolnenie-balansa'])(
    'fills the footer category %s from several games',
    async (listing) => {
      const found = await allPages({ listing }, 48);
      expect(found.length).toBeGreaterThan(3);
      expect(new Set(found.map((card) => card.listing.slug)).size).toBeGreaterThan(1);
    },
  );

  it.each(CATALOG_SORTS)('pages through %s with the cursor without skipping or repeating a card', async (sort) => {
    const whole = await cards({ listing: 'steam', sort });
    const paged = await allPages({ listing: 'steam', sort }, 7);
    expect(paged.map((card) => card.productId)).toEqual(whole.map((card) => card.productId));
    expect(new Set(paged.map((card) => card.productId)).size).toBe(paged.length);
    expectOrdered(paged, sort);
  });

  it('keeps every page of the whole catalog distinct under the price order', async () => {
    const paged = await allPages({ sort: 'price_desc' }, 48);
    expect(paged.length).toBeGreaterThan(150);
    expect(new Set(paged.map((card) => card.productId)).size).toBe(paged.length);
  });

  it('filters by product type', async () => {
    const found = await cards({ listing: 'steam', productTypes: ['steam_top_up', 'gift_card_key'] });
    expect(found.length).toBe(8);
    expect(new Set(found.map((card) => card.productType))).toEqual(new Set(['steam_top_up', 'gift_card_key']));
  });

  it('filters by a price range in minor units, showing the cheapest offer inside it', async () => {
    const found = await cards({ listing: 'steam', priceMin: 100_000, priceMax: 150_000 });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((card) => card.price.amount >= 100_000 && card.price.amount <= 150_000)).toBe(true);
    expect(await cards({ listing: 'steam', currency: 'usd' })).toEqual([]);
  });

  it('filters by attribute tags, all of them', async () => {
    const found = await cards({ listing: 'steam', tags: ['auto_delivery', 'country'] });
    expect(found.map((card) => card.slug).sort()).toEqual([
      'steam-karta-10',
      'steam-karta-20',
      'steam-karta-5',
      'steam-karta-50',
    ]);
  });

  it('filters by region group', async () => {
    const found = await cards({ listing: 'steam', regionGroups: ['GL'] });
    expect(found.length).toBe(19);
    expect(found.some((card) => card.productType === 'steam_top_up')).toBe(false);
  });

  it('filters by seller tier and verified sellers, judging each offer', async () => {
    const gold = await cards({ listing: 'steam', sellerTiers: ['gold'] });
    expect(gold.length).toBeGreaterThan(0);
    expect(gold.every((card) => card.seller.tier === 'gold')).toBe(true);
    const verified = await cards({ listing: 'steam', verifiedOnly: true, sellerTiers: ['silver', 'bronze'] });
    expect(verified.every((card) => card.seller.verified && card.seller.tier !== 'gold')).toBe(true);
  });

  it('puts sold-out cards last and hides them when only stock is wanted', async () => {
    const all = await cards({ listing: 'steam', sort: 'price_asc' });
    const firstOut = all.findIndex((card) => !card.inStock);
    if (firstOut >= 0) expect(all.slice(firstOut).every((card) => !card.inStock)).toBe(true);
    const inStock = await cards({ listing: 'steam', inStockOnly: true });
    expect(inStock.every((card) => card.inStock)).toBe(true);
    expect(inStock.length).toBe(all.filter((card) => card.inStock).length);
  });

  it('answers an unknown listing with 404', async () => {
    const response = await browse({ listing: 'no-such-game' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Раздел каталога не найден' });
  });

  it.each([
    ['a page larger than 48', { limit: 49 }],
    ['an unknown sort', { sort: 'cheapest' }],
    ['an unknown tag', { tags: ['free'] }],
    ['a fractional price', { priceMin: 10.5 }],
    ['a slug with spaces', { listing: 'steam games' }],
  ])('refuses %s with VALIDATION_FAILED', async (_name, body) => {
    const response = await browse({ listing: 'steam', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Проверьте введённые данные' });
  });

  it('refuses a forged cursor and a cursor of another sort', async () => {
    const forged = await browse({ listing: 'steam', cursor: 'bm90LWEtY3Vyc29y' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Неверный курсор страницы' });
    const { nextCursor } = (await browse({ listing: 'steam', sort: 'newest' })).json();
    const other = await browse({ listing: 'steam', sort: 'price_asc', cursor: nextCursor });
    expect(other.statusCode).toBe(400);
  });
});

function expectOrdered(cards: CatalogCard[], sort: CatalogSort) {
  const firstOut = cards.findIndex((card) => !card.inStock);
  const groups = firstOut < 0 ? [cards] : [cards.slice(0, firstOut), cards.slice(firstOut)];
  for (const group of groups) {
    const values = group.map((card) => (sort === 'fastest' ? card.deliveryMinutes : card.price.amount));
    if (sort === 'price_asc' || sort === 'fastest') expect(values).toEqual([...values].sort((a, b) => a - b));
    if (sort === 'price_desc') expect(values).toEqual([...values].sort((a, b) => b - a));
  }
}
