import type { CurrencyCode } from './currency-codes';

// The schema lives apart, so a page that only formats money does not load zod.
export { CURRENCY_CODES, type CurrencyCode } from './currency-codes';
export { currencyCodeSchema } from './currency-schema';

/** Numeric currency ids used by the API. */
const CurrencyId = { Rub: 1, Usd: 2, Kzt: 3 } as const;
type CurrencyId = (typeof CurrencyId)[keyof typeof CurrencyId];

/** Currencies the interface can display; eur is shown but never held. */
export const DISPLAY_CURRENCY_CODES = ['rub', 'usd', 'kzt', 'eur'] as const;
export type DisplayCurrencyCode = (typeof DISPLAY_CURRENCY_CODES)[number];

type SymbolSide = 'left' | 'right';

interface CurrencyDisplay {
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

interface Currency {
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
