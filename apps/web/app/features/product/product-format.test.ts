import { formatMoneyValue } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { dealsText, decimalPrice, deliveryText, layoutFamily, refundShareText } from './product-format';

describe('product page figures', () => {
  it('shows prices with the currency symbol on the spec’s side', () => {
    expect(formatMoneyValue({ amount: 15_000, currency: 'rub' })).toBe('150\u00A0₽');
    expect(formatMoneyValue({ amount: 123_450, currency: 'kzt' })).toBe('1\u00A0234,50\u00A0₸');
    expect(formatMoneyValue({ amount: 999, currency: 'usd' })).toBe('$9.99');
  });

  it('writes prices for structured data as decimal strings from minor units', () => {
    expect(decimalPrice(15_000)).toBe('150.00');
    expect(decimalPrice(5)).toBe('0.05');
    expect(decimalPrice(123_456_789)).toBe('1234567.89');
  });

  it('says how long delivery takes and how trusted a seller is', () => {
    expect(deliveryText(0)).toBe('1 мин');
    expect(deliveryText(45)).toBe('45 мин');
    expect(deliveryText(90)).toBe('1 ч 30 мин');
    expect(deliveryText(720)).toBe('12 ч');
    expect(deliveryText(2 * 24 * 60)).toBe('2 дн.');
    expect(dealsText(1)).toBe('1 сделка');
    expect(dealsText(3)).toBe('3 сделки');
    expect(dealsText(4812)).toBe('4\u00A0812 сделок');
    expect(dealsText(11)).toBe('11 сделок');
    expect(refundShareText(40)).toBe('0,4\u00A0%');
    expect(refundShareText(2500)).toBe('25,0\u00A0%');
  });

  it('puts every product layout in a family', () => {
    expect(layoutFamily('game-dlc-gift')).toBe('key');
    expect(layoutFamily('game-points-manual')).toBe('points');
    expect(layoutFamily('mobile-top-up')).toBe('top-up');
    expect(layoutFamily('subscription-key')).toBe('subscription');
    expect(layoutFamily('gift-card-key')).toBe('gift-card');
    expect(layoutFamily('exchange-rate')).toBe('exchange-rate');
    expect(layoutFamily('rmt')).toBe('rmt');
    expect(layoutFamily('offer-default')).toBe('offer');
  });
});
