import { CURRENCIES, CURRENCY_DISPLAY, type CurrencyCode, type DisplayCurrencyCode } from './currencies';
import type { Money } from './money-schema';

// The schema lives apart, so a page that only formats money does not load zod.
export { moneySchema, type Money } from './money-schema';

/** Every currency we handle has two minor digits. */
export const MINOR_UNITS_PER_MAJOR = 100;
const MINOR_DIGITS = 2;

const NBSP = '\u00A0';
/** Spaces people and formatters put between digit groups: space, no-break space, narrow no-break space. */
const GROUP_SPACE = '[ \\u00A0\\u202F]';
const INTEGER_PART = new RegExp(`^(?:\\d+|\\d{1,3}(?:${GROUP_SPACE}\\d{3})+)$`);

/** Groups the digits of a non-negative integer string by three with no-break spaces. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** Formats integer minor units without the symbol: "10 000", "10 000,01", "1.50". */
export function formatMinorAmount(minor: number, currency: DisplayCurrencyCode): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money must be integer minor units, got ${minor}`);
  const digits = String(Math.abs(minor)).padStart(MINOR_DIGITS + 1, '0');
  const whole = groupDigits(digits.slice(0, -MINOR_DIGITS));
  const fraction = digits.slice(-MINOR_DIGITS);
  const sign = minor < 0 ? '-' : '';
  return fraction === '00'
    ? `${sign}${whole}`
    : `${sign}${whole}${CURRENCY_DISPLAY[currency].decimalSeparator}${fraction}`;
}

/**
 * Formats integer minor units for people: "1 000 ₽", "10 000,01 ₽", "$1.50".
 * Digit groups and a right-side symbol are separated by no-break spaces; whole amounts drop the
 * fraction in every currency, other amounts show exactly two fraction digits.
 */
export function formatMoney(minor: number, currency: DisplayCurrencyCode): string {
  const { symbol, side } = CURRENCY_DISPLAY[currency];
  const amount = formatMinorAmount(minor, currency);
  if (side === 'right') return `${amount}${NBSP}${symbol}`;
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}

/** Formats a `Money` value; see `formatMoney`. */
export function formatMoneyValue(money: Money): string {
  return formatMoney(money.amount, money.currency);
}

/**
 * Parses a typed non-negative amount ("10 000,01", "99.76", "100") into integer minor units by string
 * arithmetic. Returns null for anything else: signs, exponents, more than two fraction digits.
 */
export function parseMoneyInput(text: string, currency: CurrencyCode): number | null {
  const minorDigits = CURRENCIES[currency].minorDigits;
  const match = /^([^.,]+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, integerPart = '', fraction = ''] = match;
  if (!INTEGER_PART.test(integerPart) || fraction.length > minorDigits) return null;
  const digits = `${integerPart.replace(/\D/g, '')}${fraction.padEnd(minorDigits, '0')}`;
  const minor = Number(digits);
  return Number.isSafeInteger(minor) ? minor : null;
}
