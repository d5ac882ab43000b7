import { describe, expect, it } from 'vitest';
import { createOutcomeRequestSchema, outcomesQuerySchema, withdrawalRequestSchema } from './withdrawals';

describe('withdrawal contracts', () => {
  it('stores an SBP phone with the 7 prefix whatever mask it came in', () => {
    const parsed = withdrawalRequestSchema.parse({
      type: 'sbp',
      amount: 100_000,
      currency: 'rub',
      phone: '+7 (912) 345-67-89',
      bank_id: '100000000111',
    });
    expect(parsed).toMatchObject({ type: 'sbp', phone: '79123456789' });
  });

  it('names the field at fault in Russian', () => {
    const phone = withdrawalRequestSchema.safeParse({
      type: 'sbp',
      amount: 100_000,
      currency: 'rub',
      phone: '+7 (912) 345',
      bank_id: '100000000111',
    });
    expect(phone.error?.issues[0]).toMatchObject({ path: ['phone'], message: 'Некорректный номер телефона' });
    const bank = withdrawalRequestSchema.safeParse({
      type: 'sbp',
      amount: 100_000,
      currency: 'rub',
      phone: '79123456789',
      bank_id: '',
    });
    expect(bank.error?.issues[0]).toMatchObject({ path: ['bank_id'], message: 'Выберите банк' });
    const address = withdrawalRequestSchema.safeParse({
      type: 'crypto',
      amount: 100_000,
      currency: 'rub',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x',
      quote_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    });
    expect(address.error?.issues[0]?.path).toEqual(['address']);
  });

  it('needs the six-digit code to create, and reads the statuses filter as a list', () => {
    const base = { type: 'sbp', amount: 100_000, currency: 'rub', phone: '79123456789', bank_id: '100000000111' };
    expect(createOutcomeRequestSchema.safeParse(base).success).toBe(false);
    expect(createOutcomeRequestSchema.parse({ ...base, code: '012345' })).toMatchObject({ code: '012345' });
    expect(outcomesQuerySchema.parse({ statuses: 'outcome_status_new,outcome_status_error' }).statuses).toEqual([
      'outcome_status_new',
      'outcome_status_error',
    ]);
  });
});
