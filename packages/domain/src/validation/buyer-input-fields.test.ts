import { describe, expect, it } from 'vitest';
import { BUYER_INPUT_KINDS } from '../catalog';
import { checkoutDraftFor, checkoutDraftSchema, checkoutLineTotal } from '../contracts/checkout-draft';
import { BUYER_INPUT_FIELDS, buyerInputsSchema } from './buyer-input-fields';
import { INVALID_MAIL_MESSAGE, REQUIRED_MESSAGE } from './messages';

describe('buyer input fields', () => {
  it('give every one of the 21 kinds a Russian label and an example; choices only for select kinds', () => {
    expect(Object.keys(BUYER_INPUT_FIELDS).sort()).toEqual([...BUYER_INPUT_KINDS].sort());
    for (const field of Object.values(BUYER_INPUT_FIELDS)) {
      expect(field.label).toMatch(/\S/);
      expect(field.placeholder).toMatch(/\S/);
      expect(field.options === null).toBe(field.control !== 'select');
    }
    expect(
      Object.entries(BUYER_INPUT_FIELDS)
        .filter(([, field]) => field.control === 'select')
        .map(([kind]) => kind),
    ).toEqual(['region', 'server', 'platform']);
  });

  it('check a whole form with the domain rules', () => {
    const schema = buyerInputsSchema(['account', 'platform']);
    const result = schema.safeParse({ account: 'nope', platform: 'gameboy' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['account', INVALID_MAIL_MESSAGE],
      ['platform', REQUIRED_MESSAGE],
    ]);
    expect(schema.parse({ account: ' a@b.ru ', platform: 'pc' })).toEqual({ account: 'a@b.ru', platform: 'pc' });
  });
});

describe('checkout draft', () => {
  const offerId = '0190a3b4-0000-4000-8000-000000000001';

  it('carries an offer, a positive quantity and inputs keyed by kind', () => {
    expect(checkoutDraftSchema.parse({ offerId, quantity: 1, inputs: { email: 'a@b.ru' } })).toEqual({
      offerId,
      quantity: 1,
      inputs: { email: 'a@b.ru' },
    });
    expect(checkoutDraftSchema.safeParse({ offerId, quantity: 0, inputs: {} }).success).toBe(false);
    expect(checkoutDraftSchema.safeParse({ offerId, quantity: 1, inputs: { wat: 'x' } }).success).toBe(false);
  });

  it('requires exactly the product’s inputs when checked for a product', () => {
    const schema = checkoutDraftFor(['id', 'zone_id']);
    expect(schema.safeParse({ offerId, quantity: 1, inputs: { id: '1' } }).success).toBe(false);
    expect(schema.safeParse({ offerId, quantity: 1, inputs: { id: '1', zone_id: '2' } }).success).toBe(true);
  });

  it('prices exchange-rate lines per lot of 100, rounding up', () => {
    expect(checkoutLineTotal('mobile-top-up', 15_000, 3)).toBe(45_000);
    expect(checkoutLineTotal('exchange-rate', 17_000, 250)).toBe(42_500);
    expect(checkoutLineTotal('exchange-rate', 1, 1)).toBe(1);
  });
});
