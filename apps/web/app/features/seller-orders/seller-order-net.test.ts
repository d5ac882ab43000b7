import { describe, expect, it } from 'vitest';
import { orderPayout } from './seller-order-net';

const product = (productType: 'game_dlc_key' | 'exchange_rate') => ({
  id: '1b0c1a52-4a6e-4f0e-9a59-0c6f9f0b7d11',
  slug: 'x',
  title: 'X',
  productType,
});

describe('orderPayout', () => {
  it('takes the category fee off the order amount', () => {
    expect(orderPayout({ amount: { amount: 89_900, currency: 'rub' }, product: product('game_dlc_key') })).toEqual({
      fee: { amount: 8_990, currency: 'rub' },
      net: { amount: 80_910, currency: 'rub' },
    });
    expect(
      orderPayout({ amount: { amount: 100_000, currency: 'rub' }, product: product('exchange_rate') }).net.amount,
    ).toBe(97_000);
  });
});
