import type { ProductPageOffer } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { orderOffers } from './offer-order';

const offer = (id: string, amount: number, verified: boolean, inStock = true) =>
  ({
    id,
    price: { amount, currency: 'rub' },
    inStock,
    deliveryMinutes: 60,
    seller: { tier: 'bronze', verified, trust: { completedDeals: verified ? 30 : 0 }, rating: { average: null } },
  }) as unknown as ProductPageOffer;

describe('orderOffers', () => {
  const offers = [
    offer('a', 34_900, true),
    offer('b', 47_600, true),
    offer('c', 53_200, true),
    offer('d', 51_520, false),
    offer('e', 100, true, false),
  ];

  it('puts the cheapest first by price, what is out of stock last', () => {
    expect(orderOffers(offers, 'price').map((item) => item.id)).toEqual(['a', 'b', 'd', 'c', 'e']);
  });

  it('puts verified sellers first by rating', () => {
    expect(orderOffers(offers, 'rating').map((item) => item.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
