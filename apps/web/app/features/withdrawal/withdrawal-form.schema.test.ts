import { describe, expect, it } from 'vitest';
import { toWithdrawalRequest, withdrawalFormSchema } from './withdrawal-form.schema';

const base = {
  currency: 'rub' as const,
  method: 'sbp' as const,
  amount: '1 000,50',
  phone: '79123456789',
  bankId: '100000000111',
  address: '',
};

describe('withdrawal form', () => {
  it('turns typed roubles into kopecks by string arithmetic', () => {
    expect(toWithdrawalRequest(base, null)).toEqual({
      type: 'sbp',
      amount: 100_050,
      currency: 'rub',
      phone: '79123456789',
      bank_id: '100000000111',
    });
  });

  it('asks for what is missing, in Russian', () => {
    const result = withdrawalFormSchema.safeParse({ ...base, amount: '', phone: '7912', bankId: '' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['amount', 'Введите сумму'],
      ['phone', 'Введите номер телефона, привязанный к СБП'],
      ['bankId', 'Выберите банк'],
    ]);
    const crypto = withdrawalFormSchema.safeParse({
      ...base,
      method: 'crypto',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x',
    });
    expect(crypto.error?.issues[0]?.path).toEqual(['address']);
  });

  it('needs a locked rate for USDT', () => {
    const crypto = { ...base, method: 'crypto' as const, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' };
    expect(toWithdrawalRequest(crypto, null)).toBeNull();
    expect(toWithdrawalRequest(crypto, '7c9e6679-7425-40de-944b-e07fc1f90ae7')).toMatchObject({
      type: 'crypto',
      quote_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    });
  });

  it('pays other currencies in USDT only, at their own minor units', () => {
    const crypto = { ...base, currency: 'usd' as const, method: 'crypto' as const, amount: '25.50' };
    const address = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    expect(toWithdrawalRequest({ ...crypto, address }, '7c9e6679-7425-40de-944b-e07fc1f90ae7')).toMatchObject({
      type: 'crypto',
      amount: 2_550,
      currency: 'usd',
    });
    const sbp = withdrawalFormSchema.safeParse({ ...base, currency: 'kzt' });
    expect(sbp.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['method', 'Через СБП выводятся только рубли'],
    ]);
    expect(toWithdrawalRequest({ ...base, currency: 'kzt' }, null)).toBeNull();
  });
});
