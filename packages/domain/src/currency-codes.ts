/** Currencies money is held in (lower-case codes, as stored and sent). */
export const CURRENCY_CODES = ['rub', 'usd', 'kzt'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
