import { SELLER_MESSAGES } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { checkTypedPrice, typedPrice } from './offer-price';

describe('checkTypedPrice', () => {
  it('turns a typed price into minor units and the net after a 10 % fee', () => {
    expect(checkTypedPrice('1 499,50', 'rub', 1000)).toEqual({ ok: true, amount: 149_950, net: 134_955 });
    expect(checkTypedPrice('500', 'rub', 500)).toEqual({ ok: true, amount: 50_000, net: 47_500 });
  });

  it('refuses words, zero and prices beyond the limit with the API words', () => {
    expect(checkTypedPrice('дёшево', 'rub', 1000)).toEqual({ ok: false, message: 'Введите цену числом' });
    expect(checkTypedPrice('0', 'rub', 1000)).toEqual({ ok: false, message: SELLER_MESSAGES.priceTooLow });
    expect(checkTypedPrice('1000001', 'rub', 1000)).toEqual({ ok: false, message: SELLER_MESSAGES.priceTooHigh });
  });
});

describe('typedPrice', () => {
  it('writes minor units the way a seller types them', () => {
    expect(typedPrice(149_900)).toBe('1499');
    expect(typedPrice(149_950)).toBe('1499,50');
    expect(typedPrice(5)).toBe('0,05');
  });
});
