import { describe, expect, it } from 'vitest';
import { rankOffers, type RankedOffer } from './offer-ranking';

const offer = (
  id: string,
  amount: number,
  seller: Partial<RankedOffer['seller']> = {},
  extra: Partial<Omit<RankedOffer, 'seller'>> = {},
): RankedOffer => ({
  id,
  inStock: true,
  price: { amount },
  deliveryMinutes: 60,
  seller: { tier: 'bronze', verified: false, trust: { completedDeals: 0 }, rating: { average: null }, ...seller },
  ...extra,
});

const ids = (offers: RankedOffer[]) => offers.map((item) => item.id);

describe('rankOffers', () => {
  it('puts the cheapest first whatever the sellers, sold-out offers last', () => {
    const offers = [
      offer('gold-349', 34_900, { tier: 'gold', verified: true }),
      offer('gold-476', 47_600, { tier: 'gold', verified: true }),
      offer('silver-532', 53_200, { tier: 'silver', verified: true }),
      offer('new-515', 51_520),
      offer('gone-100', 10_000, {}, { inStock: false }),
    ];
    expect(ids(rankOffers(offers))).toEqual(['gold-349', 'gold-476', 'new-515', 'silver-532', 'gone-100']);
  });

  it('at the same price puts the verified seller with deals before a newcomer with none', () => {
    const offers = [
      offer('newcomer', 50_000),
      offer('regular', 50_000, { trust: { completedDeals: 40 }, rating: { average: 4.8 } }),
      offer('verified', 50_000, { verified: true, tier: 'silver', trust: { completedDeals: 12 } }),
    ];
    expect(ids(rankOffers(offers))).toEqual(['verified', 'regular', 'newcomer']);
  });

  it('at the same price and standing delivers faster first', () => {
    const offers = [
      offer('slow', 50_000, {}, { deliveryMinutes: 1440 }),
      offer('fast', 50_000, {}, { deliveryMinutes: 5 }),
    ];
    expect(ids(rankOffers(offers))).toEqual(['fast', 'slow']);
  });

  it('by rating puts the most trusted sellers first, then the cheaper', () => {
    const offers = [
      offer('cheap-new', 30_000),
      offer('gold', 60_000, { tier: 'gold', verified: true }),
      offer('silver', 40_000, { tier: 'silver', verified: true }),
    ];
    expect(ids(rankOffers(offers, 'rating'))).toEqual(['gold', 'silver', 'cheap-new']);
  });
});
