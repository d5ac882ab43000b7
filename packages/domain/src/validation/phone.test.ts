import { describe, it, expect } from 'vitest';
import { formatPhone, normalizePhone, phoneSchema } from './phone';

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

describe('formatPhone', () => {
  it('shows a stored phone through the mask', () => {
    expect(formatPhone('79123456789')).toBe('+7 (912) 345-67-89');
    expect(formatPhone('123')).toBe('123');
  });
});

describe('phoneSchema', () => {
  it('outputs the stored value', () => {
    expect(phoneSchema.parse('+7 (912) 345-67-89')).toBe('79123456789');
  });

  it('rejects an incomplete number', () => {
    expect(phoneSchema.safeParse('+7 (912)').error?.issues[0]?.message).toBe('Некорректный номер телефона');
  });
});
