import { describe, it, expect } from 'vitest';
import type { CurrencyCode } from '../currencies';
import { DONATION_LIMITS } from '../limits';
import {
  donationAmountInputSchema,
  donationAmountSchema,
  donationRangeMessage,
  isDonationAmountAllowed,
} from './donation-amount';

const NBSP = '\u00A0';

function parse(amount: string | number, currency: CurrencyCode, schema = donationAmountInputSchema) {
  const result = schema.safeParse({ amount, currency });
  return result.success ? result.data : result.error.issues.map((issue) => issue.message);
}

describe('donation limits', () => {
  it('are held in minor units', () => {
    expect(DONATION_LIMITS).toEqual({
      rub: { min: 10_000, max: 1_000_000 },
      usd: { min: 100, max: 9_976 },
      kzt: { min: 50_000, max: 5_000_000 },
    });
  });
});

describe('donationAmountInputSchema', () => {
  it.each([
    ['100', 'rub', 10_000],
    ['10 000', 'rub', 1_000_000],
    ['10000,00', 'rub', 1_000_000],
    ['1', 'usd', 100],
    ['99.76', 'usd', 9_976],
    ['500', 'kzt', 50_000],
    ['50 000', 'kzt', 5_000_000],
    [250, 'rub', 25_000],
  ] as const)('accepts %j %s as %i minor units', (amount, currency, minor) => {
    expect(parse(amount, currency)).toEqual({ amount: minor, currency });
  });

  it.each([
    ['99.99', 'rub', `Сумма доната — от 100 до 10${NBSP}000${NBSP}₽`],
    ['10 000.01', 'rub', `Сумма доната — от 100 до 10${NBSP}000${NBSP}₽`],
    ['0.99', 'usd', 'Сумма доната — от $1 до $99.76'],
    ['99.77', 'usd', 'Сумма доната — от $1 до $99.76'],
    ['499', 'kzt', `Сумма доната — от 500 до 50${NBSP}000${NBSP}₸`],
    ['50 001', 'kzt', `Сумма доната — от 500 до 50${NBSP}000${NBSP}₸`],
  ] as const)('rejects %j %s naming the range', (amount, currency, message) => {
    expect(parse(amount, currency)).toEqual([message]);
  });

  it('rejects text that is not an amount', () => {
    expect(parse('сто', 'rub')).toEqual(['Некорректная сумма']);
    expect(parse('1e3', 'rub')).toEqual(['Некорректная сумма']);
    expect(parse('100.001', 'rub')).toEqual(['Некорректная сумма']);
    expect(parse('', 'rub')).toEqual(['Это поле обязательно']);
  });

  it('rejects an unknown currency', () => {
    expect(donationAmountInputSchema.safeParse({ amount: '100', currency: 'eur' }).success).toBe(false);
  });

  it('reports the problem on the amount field', () => {
    const result = donationAmountInputSchema.safeParse({ amount: '1', currency: 'rub' });
    expect(result.error?.issues[0]?.path).toEqual(['amount']);
  });
});

describe('streamer minimum', () => {
  it('raises the floor', () => {
    const schema = donationAmountSchema(50_000);
    expect(parse('499.99', 'rub', schema)).toEqual([`Сумма доната — от 500 до 10${NBSP}000${NBSP}₽`]);
    expect(parse('500', 'rub', schema)).toEqual({ amount: 50_000, currency: 'rub' });
  });

  it('never lowers the platform floor', () => {
    expect(isDonationAmountAllowed(9_999, 'rub', 100)).toBe(false);
    expect(donationRangeMessage('usd', 50)).toBe('Сумма доната — от $1 до $99.76');
  });
});

describe('isDonationAmountAllowed', () => {
  it('checks inclusive bounds per currency', () => {
    expect(isDonationAmountAllowed(10_000, 'rub')).toBe(true);
    expect(isDonationAmountAllowed(9_999, 'rub')).toBe(false);
    expect(isDonationAmountAllowed(1_000_000, 'rub')).toBe(true);
    expect(isDonationAmountAllowed(1_000_001, 'rub')).toBe(false);
    expect(isDonationAmountAllowed(9_976, 'usd')).toBe(true);
    expect(isDonationAmountAllowed(9_977, 'usd')).toBe(false);
    expect(isDonationAmountAllowed(49_999, 'kzt')).toBe(false);
    expect(isDonationAmountAllowed(5_000_000, 'kzt')).toBe(true);
  });

  it('refuses fractional minor units', () => {
    expect(isDonationAmountAllowed(10_000.5, 'rub')).toBe(false);
  });
});
