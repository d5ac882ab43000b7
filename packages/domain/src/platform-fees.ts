import type { ProductCategory, ProductType } from './catalog';

/** 10 000 basis points are 100 %. */
export const BASIS_POINTS_PER_WHOLE = 10_000;

/** Which fee category each product type sells under. */
const PRODUCT_TYPE_CATEGORY: Readonly<Record<ProductType, ProductCategory>> = {
  game_dlc_gift: 'dlc',
  game_dlc_key: 'dlc',
  game_points_key: 'game_points',
  game_points_manual: 'game_points',
  steam_top_up: 'top_up',
  mobile_top_up: 'top_up',
  gift_card_key: 'gift_card',
  subscription_key: 'subscription',
  subscription_manual: 'subscription',
  exchange_rate: 'exchange_rate',
  exchange_rate_manual: 'exchange_rate',
  rmt: 'game',
};

/** The category a product type sells under (fees, the seller's filters and analytics). */
export function productCategoryOf(type: ProductType): ProductCategory {
  return PRODUCT_TYPE_CATEGORY[type];
}

/** What each category is called for sellers (filters, analytics, fee tables). */
export const PRODUCT_CATEGORY_TITLES: Readonly<Record<ProductCategory, string>> = {
  game: 'Аккаунты и предметы',
  game_points: 'Игровая валюта',
  dlc: 'Игры и DLC',
  gift_card: 'Подарочные карты',
  subscription: 'Подписки',
  exchange_rate: 'Валюта по курсу',
  top_up: 'Пополнение баланса',
};

/** The product types of a category. */
export function productTypesOf(category: ProductCategory): ProductType[] {
  return (Object.keys(PRODUCT_TYPE_CATEGORY) as ProductType[]).filter(
    (type) => PRODUCT_TYPE_CATEGORY[type] === category,
  );
}

/** Platform fee on an order, per category, in basis points. */
export const PLATFORM_FEE_BASIS_POINTS: Readonly<Record<ProductCategory, number>> = {
  game: 1000,
  game_points: 1000,
  dlc: 1000,
  gift_card: 500,
  subscription: 1000,
  exchange_rate: 300,
  // Balance top-ups run on thin margins; a 10 % cut would price them out.
  top_up: 500,
};

/** Platform fee on a donation, in basis points. */
export const DONATION_FEE_BASIS_POINTS = 700;

export type FeeSubject = { source: 'order'; productType: ProductType } | { source: 'donation' };

/** The platform fee rate that applies to a sale or a donation, in basis points. */
export function feeBasisPointsFor(subject: FeeSubject): number {
  if (subject.source === 'donation') return DONATION_FEE_BASIS_POINTS;
  return PLATFORM_FEE_BASIS_POINTS[PRODUCT_TYPE_CATEGORY[subject.productType]];
}

/**
 * Splits an amount in minor units into the platform fee and what the payee gets.
 * The fee rounds half up to a whole minor unit (1 000,05 ₽ at 10 % → 100,01 ₽ fee; 0,04 ₽ → 0 fee),
 * so the payee never gets less than the exact share minus half a kopeck, and fee + payee = amount always.
 * BigInt keeps amount × rate exact beyond 2^53.
 */
export function splitPlatformFee(amountMinor: number, feeBasisPoints: number): { fee: number; payee: number } {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError(`Amount must be non-negative integer minor units, got ${amountMinor}`);
  if (!Number.isInteger(feeBasisPoints) || feeBasisPoints < 0 || feeBasisPoints > BASIS_POINTS_PER_WHOLE) {
    throw new RangeError(`Fee must be integer basis points in 0..10000, got ${feeBasisPoints}`);
  }
  const whole = BigInt(BASIS_POINTS_PER_WHOLE);
  const fee = Number((BigInt(amountMinor) * BigInt(feeBasisPoints) * 2n + whole) / (2n * whole));
  return { fee, payee: amountMinor - fee };
}
