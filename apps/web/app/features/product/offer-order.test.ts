import type { ProductPageOffer } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { orderOffers } from './offer-order';

const offer = (id: string, amount: number, inStock = true) =>
  ({ id, price: { amount, currency: 'rub' }, inStock }) as unknown as ProductPageOffer;

describe('orderOffers', () => {
  const ranked = [
    offer('a', 34_900),
    offer('b', 47_600),
    offer('c', 53_200),
    offer('d', 51_520),
    offer('e', 100, false),
  ];

  it('keeps the recommended order as the server ranked it', () => {
    expect(orderOffers(ranked, 'recommended').map((item) => item.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('puts the cheapest first by price, what is out of stock last', () => {
    expect(orderOffers(ranked, 'price').map((item) => item.id)).toEqual(['a', 'b', 'd', 'c', 'e']);
  });
});
