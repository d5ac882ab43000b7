import type { CurrencyCode } from './currencies';

export interface MinorRange {
  /** Smallest allowed amount, minor units, inclusive. */
  min: number;
  /** Largest allowed amount, minor units, inclusive. */
  max: number;
}

/** Donation bounds per currency in minor units: 100–10 000 ₽, $1–99.76, 500–50 000 ₸. */
export const DONATION_LIMITS: Readonly<Record<CurrencyCode, MinorRange>> = {
  rub: { min: 10_000, max: 1_000_000 },
  usd: { min: 100, max: 9_976 },
  kzt: { min: 50_000, max: 5_000_000 },
};
