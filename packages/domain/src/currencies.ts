import { z } from 'zod';

/** Currencies money is held in (lower-case codes, as stored and sent). */
export const CURRENCY_CODES = ['rub', 'usd', 'kzt'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const currencyCodeSchema = z.enum(CURRENCY_CODES);

/** Numeric currency ids used by the API. */
export const CurrencyId = { Rub: 1, Usd: 2, Kzt: 3 } as const;
export type CurrencyId = (typeof CurrencyId)[keyof typeof CurrencyId];
export const currencyIdSchema = z.enum(CurrencyId);

/** Currencies the interface can display; eur is shown but never held. */
export const DISPLAY_CURRENCY_CODES = ['rub', 'usd', 'kzt', 'eur'] as const;
export type DisplayCurrencyCode = (typeof DISPLAY_CURRENCY_CODES)[number];

export type SymbolSide = 'left' | 'right';

export interface CurrencyDisplay {
  symbol: string;
  side: SymbolSide;
  /** Decimal separator: ru convention for rub and kzt, the home convention for usd and eur. */
  decimalSeparator: ',' | '.';
}

export const CURRENCY_DISPLAY: Readonly<Record<DisplayCurrencyCode, CurrencyDisplay>> = {
  rub: { symbol: '₽', side: 'right', decimalSeparator: ',' },
  usd: { symbol: '$', side: 'left', decimalSeparator: '.' },
  kzt: { symbol: '₸', side: 'right', decimalSeparator: ',' },
  eur: { symbol: '€', side: 'left', decimalSeparator: '.' },
};

export interface Currency {
  id: CurrencyId;
  code: CurrencyCode;
  /** Digits after the decimal point: kopecks, cents and tiyn are all hundredths. */
  minorDigits: 2;
  flagPath: string;
}

export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = {
  rub: { id: CurrencyId.Rub, code: 'rub', minorDigits: 2, flagPath: '/flags/ru.svg' },
  usd: { id: CurrencyId.Usd, code: 'usd', minorDigits: 2, flagPath: '/flags/us.svg' },
  kzt: { id: CurrencyId.Kzt, code: 'kzt', minorDigits: 2, flagPath: '/flags/kz.svg' },
};

const CODE_BY_ID: Readonly<Record<CurrencyId, CurrencyCode>> = { 1: 'rub', 2: 'usd', 3: 'kzt' };

/** The currency code of a numeric currency id. */
export function currencyCodeFromId(id: CurrencyId): CurrencyCode {
  return CODE_BY_ID[id];
}

/** The numeric id of a currency code. */
export function currencyIdFromCode(code: CurrencyCode): CurrencyId {
  return CURRENCIES[code].id;
}
