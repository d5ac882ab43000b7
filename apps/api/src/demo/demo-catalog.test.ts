import { isGameAddOn, PRODUCT_TYPES } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_LISTINGS } from './demo-listings';
import { DEMO_SELLERS, generateOffers } from './demo-offers';
import { DEMO_PRODUCTS } from './demo-products';

const listingSlugs = new Set(
  DEMO_LISTINGS.flatMap((listing) => [
    listing.slug,
    ...(listing.children ?? []).map((child) => `${listing.slug}/${child.slug}`),
  ]),
);

describe('demo products', () => {
  it('has at least 150 products of all twelve types under known listings with unique slugs', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(DEMO_PRODUCTS.map((product) => product.productType))).toEqual(new Set(PRODUCT_TYPES));
    expect(new Set(DEMO_PRODUCTS.map((product) => product.slug)).size).toBe(DEMO_PRODUCTS.length);
    for (const product of DEMO_PRODUCTS) expect(listingSlugs.has(product.listing), product.listing).toBe(true);
  });

  it('uses the titles Russian shops use', () => {
    const titles = DEMO_PRODUCTS.map((product) => product.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Алмазы Mobile Legends — 86 шт.',
        '2 200 робуксов',
        'Пополнение Steam (Россия)',
        'Xbox Game Pass Ultimate — 1 месяц',
        'Genshin Impact — Благословение полой луны',
      ]),
    );
  });
});

describe('demo add-ons', () => {
  const bySlug = new Map(DEMO_PRODUCTS.map((product) => [product.slug, product]));
  const addOns = DEMO_PRODUCTS.filter((product) => product.baseGame !== undefined);

  it('name a base game that the catalog sells and that is no add-on itself', () => {
    expect(addOns.length).toBeGreaterThanOrEqual(4);
    for (const addOn of addOns) {
      expect(isGameAddOn(addOn), addOn.slug).toBe(true);
      const game = bySlug.get(addOn.baseGame!);
      expect(game, addOn.baseGame).toBeDefined();
      expect(isGameAddOn(game!), game!.slug).toBe(false);
    }
  });

  it('give one game two to four add-ons, so its page lists them and each add-on shows the others', () => {
    const witcher = addOns.filter((addOn) => addOn.baseGame === 'the-witcher-3-wild-hunt-gift');
    expect(witcher.map((addOn) => addOn.title)).toEqual([
      'The Witcher 3: Hearts of Stone — DLC, ключ Steam',
      'The Witcher 3: Blood and Wine — DLC, ключ Steam',
    ]);
  });
});

describe('generateOffers', () => {
  const products = [
    { id: 'a', deliveryKind: 'key' as const, basePriceMinor: 10_000 },
    { id: 'b', deliveryKind: 'manual' as const, basePriceMinor: 50_000 },
  ];
  const sellers = DEMO_SELLERS.map((seller, index) => ({ ...seller, id: index + 1 }));

  it('is deterministic for a seed and differs between seeds', () => {
    const first = generateOffers({ products, sellers, count: 50, seed: 7 });
    expect(generateOffers({ products, sellers, count: 50, seed: 7 })).toEqual(first);
    expect(generateOffers({ products, sellers, count: 50, seed: 8 })).not.toEqual(first);
  });

  it('makes integer prices around the typical one, unlimited stock only for manual delivery', () => {
    const offers = generateOffers({ products, sellers, count: 1_000 });
    expect(offers).toHaveLength(1_000);
    for (const offer of offers) {
      const base = offer.productId === 'a' ? 10_000 : 50_000;
      expect(Number.isInteger(offer.priceMinor)).toBe(true);
      expect(offer.priceMinor).toBeGreaterThanOrEqual(base * 0.85);
      expect(offer.priceMinor).toBeLessThanOrEqual(base * 1.25);
      expect(offer.stock === null).toBe(offer.productId === 'b');
    }
    expect(new Set(offers.map((offer) => offer.sellerId)).size).toBe(10);
  });

  it('makes nothing without products or sellers', () => {
    expect(generateOffers({ products: [], sellers, count: 5 })).toEqual([]);
  });
});

describe('demo sellers', () => {
  it('are ten, across all tiers, verified and not', () => {
    expect(DEMO_SELLERS.map((seller) => seller.email)).toContain('seller10@demo.lootmarket.ru');
    expect(new Set(DEMO_SELLERS.map((seller) => seller.tier))).toEqual(new Set(['gold', 'silver', 'bronze']));
    expect(new Set(DEMO_SELLERS.map((seller) => seller.verified))).toEqual(new Set([true, false]));
  });
});

describe('demo prices', () => {
  const rub = (slug: string) => DEMO_PRODUCTS.find((product) => product.slug === slug)!.basePriceMinor / 100;

  it('are what Russian shops ask: indie keys in hundreds, AAA in thousands', () => {
    expect(rub('hades-ii-key')).toBe(3321);
    for (const indie of [
      'terraria-gift',
      'stardew-valley-gift',
      'hollow-knight-gift',
      'valheim-key',
      'lethal-company-gift',
    ])
      expect(rub(indie), indie).toSatisfy((price: number) => price >= 300 && price <= 900);
    for (const aaa of ['elden-ring-gift', 'baldur-s-gate-3-gift', 'black-myth-wukong-key', 'forza-horizon-5-gift'])
      expect(rub(aaa), aaa).toSatisfy((price: number) => price >= 2000 && price <= 4500);
  });

  it('sell Steam balance per unit credited, a little over face value (decision 027)', () => {
    // Kopecks per rouble, tenge or dollar credited: 2–12 % over a rouble, a tenge's or a dollar's worth.
    expect(rub('steam-popolnenie-rossiya')).toSatisfy((price: number) => price >= 1.02 && price <= 1.12);
    expect(rub('steam-popolnenie-kazahstan')).toSatisfy((price: number) => price >= 0.15 && price <= 0.18);
    for (const dollars of ['steam-popolnenie-sng', 'steam-popolnenie-belarus'])
      expect(rub(dollars), dollars).toSatisfy((price: number) => price >= 80 && price <= 92);
    const offers = generateOffers({
      products: [{ id: 'steam', deliveryKind: 'top_up', basePriceMinor: 107, priceRangeMinor: [102, 112] }],
      sellers: DEMO_SELLERS.map((seller, index) => ({ ...seller, id: index + 1 })),
      count: 200,
    });
    for (const offer of offers) expect(offer.priceMinor).toSatisfy((price: number) => price >= 102 && price <= 112);
    expect(new Set(offers.map((offer) => offer.priceMinor)).size).toBeGreaterThan(5);
  });
});
