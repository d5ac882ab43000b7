import { describe, it, expect } from 'vitest';
import { formatMinorAmount, formatMoney, moneySchema, parseMoneyInput } from './money';
import { CURRENCIES, CURRENCY_DISPLAY } from './currencies';

const NBSP = '\u00A0';

describe('formatMoney', () => {
  it('groups rubles with no-break spaces and puts the symbol on the right', () => {
    expect(formatMoney(100_000, 'rub')).toBe(`1${NBSP}000${NBSP}₽`);
    expect(formatMoney(1_000_001, 'rub')).toBe(`10${NBSP}000,01${NBSP}₽`);
    expect(formatMoney(123_456_789_00, 'rub')).toBe(`123${NBSP}456${NBSP}789${NBSP}₽`);
  });

  it('drops the fraction of whole amounts in every currency', () => {
    expect(formatMoney(10_000, 'rub')).toBe(`100${NBSP}₽`);
    expect(formatMoney(5_000_000, 'kzt')).toBe(`50${NBSP}000${NBSP}₸`);
    expect(formatMoney(100, 'usd')).toBe('$1');
    expect(formatMoney(0, 'rub')).toBe(`0${NBSP}₽`);
  });

  it('shows two fraction digits otherwise', () => {
    expect(formatMoney(150, 'usd')).toBe('$1.50');
    expect(formatMoney(9_976, 'usd')).toBe('$99.76');
    expect(formatMoney(5, 'rub')).toBe(`0,05${NBSP}₽`);
    expect(formatMoney(12_345_67, 'eur')).toBe(`€12${NBSP}345.67`);
  });

  it('puts the sign before a left-side symbol', () => {
    expect(formatMoney(-150, 'usd')).toBe('-$1.50');
    expect(formatMoney(-100_000, 'rub')).toBe(`-1${NBSP}000${NBSP}₽`);
  });

  it('refuses anything but integer minor units', () => {
    expect(() => formatMoney(1.5, 'rub')).toThrow(RangeError);
    expect(() => formatMinorAmount(Number.NaN, 'rub')).toThrow(RangeError);
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['100', 10_000],
    ['99.76', 9_976],
    ['99,76', 9_976],
    ['10 000,01', 1_000_001],
    [`10${NBSP}000,01`, 1_000_001],
    ['10000.5', 1_000_050],
    ['0,99', 99],
    ['  7 ', 700],
    ['1 000 000', 100_000_000],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(parseMoneyInput(text, 'rub')).toBe(minor);
  });

  it.each([
    '',
    '   ',
    'abc',
    '1e3',
    '-5',
    '+5',
    '10.001',
    '1,2,3',
    '1.2.3',
    '10.',
    ',5',
    '1 00',
    '10 0000',
    '0x10',
    'Infinity',
    '١٠٠',
  ])('rejects %j', (text) => {
    expect(parseMoneyInput(text, 'usd')).toBeNull();
  });

  it('rejects amounts beyond safe integers instead of rounding them', () => {
    expect(parseMoneyInput('999999999999999999', 'rub')).toBeNull();
  });

  it('never goes through floating point', () => {
    expect(parseMoneyInput('0.29', 'usd')).toBe(29);
    expect(parseMoneyInput('1.15', 'usd')).toBe(115);
    expect(parseMoneyInput('4.35', 'usd')).toBe(435);
  });

  it('round-trips what formatMoney prints for rub and kzt', () => {
    for (const minor of [0, 1, 99, 10_000, 1_000_001, 5_000_000]) {
      const text = formatMinorAmount(minor, 'kzt');
      expect(parseMoneyInput(text, 'kzt')).toBe(minor);
    }
  });
});

describe('moneySchema', () => {
  it('accepts integer minor units with a known currency', () => {
    expect(moneySchema.parse({ amount: 10_000, currency: 'rub' })).toEqual({ amount: 10_000, currency: 'rub' });
  });

  it('rejects floats and unknown currencies', () => {
    expect(moneySchema.safeParse({ amount: 1.5, currency: 'rub' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 100, currency: 'eur' }).success).toBe(false);
  });
});

describe('currencies', () => {
  it('knows symbols, sides and flags', () => {
    expect(CURRENCY_DISPLAY.rub).toMatchObject({ symbol: '₽', side: 'right' });
    expect(CURRENCY_DISPLAY.kzt).toMatchObject({ symbol: '₸', side: 'right' });
    expect(CURRENCY_DISPLAY.usd).toMatchObject({ symbol: '$', side: 'left' });
    expect(CURRENCY_DISPLAY.eur).toMatchObject({ symbol: '€', side: 'left' });
    expect(CURRENCIES.rub.flagPath).toBe('/flags/ru.svg');
    expect(CURRENCIES.usd.flagPath).toBe('/flags/us.svg');
    expect(CURRENCIES.kzt.flagPath).toBe('/flags/kz.svg');
  });
});
