import { describe, it, expect } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['+7 (912) 345-67-89', '79123456789'],
    ['79123456789', '79123456789'],
    ['89123456789', '79123456789'],
    ['9123456789', '79123456789'],
  ])('stores %j as %j', (text, stored) => {
    expect(normalizePhone(text)).toBe(stored);
  });

  it.each(['', '+7 (912) 345-67', '+7 (912) 345-67-890', '+1 (912) 345-67-89', 'телефон 9123456789'])(
    'rejects %j',
    (text) => {
      expect(normalizePhone(text)).toBeNull();
    },
  );
});
