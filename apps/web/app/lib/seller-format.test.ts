import { describe, expect, it } from 'vitest';
import { dealsText, deliveryText, refundShareText } from './seller-format';

describe('seller figures', () => {
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
});
