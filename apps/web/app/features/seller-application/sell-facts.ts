import {
  BASIS_POINTS_PER_WHOLE,
  CRYPTO_ASSET,
  DEFAULT_HOLD_POLICY,
  WITHDRAWAL_LIMITS,
  HOUR_MS,
  ORDER_TIMING,
  PLATFORM_FEE_BASIS_POINTS,
  PRODUCT_CATEGORIES,
  formatMoney,
  splitPlatformFee,
  type ProductCategory,
} from '@lootmarket/domain';

export const CATEGORY_TITLES: Readonly<Record<ProductCategory, string>> = {
  game: 'Аккаунты и предметы',
  game_points: 'Игровая валюта',
  dlc: 'Игры и DLC',
  gift_card: 'Подарочные карты',
  subscription: 'Подписки',
  exchange_rate: 'Валюта по курсу',
  top_up: 'Пополнение баланса',
};

/** The sale the fee table works its example on: 1 000 ₽. */
export const EXAMPLE_SALE_MINOR = 100_000;

export interface CategoryFeeRow {
  category: ProductCategory;
  title: string;
  /** "10 %", "3 %": the rate as a seller reads it. */
  percent: string;
  /** What the seller keeps from the example sale. */
  sellerGets: string;
}

function percentOf(basisPoints: number): string {
  const percent = (basisPoints * 100) / BASIS_POINTS_PER_WHOLE;
  return `${percent.toLocaleString('ru-RU', { maximumFractionDigits: 2 })}\u00a0%`;
}

/** One row per fee category, cheapest first, straight from the platform-fee rules. */
export function categoryFeeRows(): CategoryFeeRow[] {
  return PRODUCT_CATEGORIES.map((category) => {
    const basisPoints = PLATFORM_FEE_BASIS_POINTS[category];
    return {
      category,
      title: CATEGORY_TITLES[category],
      percent: percentOf(basisPoints),
      sellerGets: formatMoney(splitPlatformFee(EXAMPLE_SALE_MINOR, basisPoints).payee, 'rub'),
      basisPoints,
    };
  })
    .sort((a, b) => a.basisPoints - b.basisPoints)
    .map(({ basisPoints: _rate, ...row }) => row);
}

/** How long the order clock gives each side, in whole hours, for the "how a deal goes" steps. */
export const DEAL_HOURS = {
  accept: ORDER_TIMING.sellerAcceptMs / HOUR_MS,
  fulfil: ORDER_TIMING.sellerFulfilMs / HOUR_MS,
  confirm: ORDER_TIMING.buyerConfirmMs / HOUR_MS,
} as const;

const DAY_HOURS = 24;

/**
 * The money terms /sell states, read from the rules the wallet and withdrawals enforce: a new (bronze)
 * seller's income is held for days before it can be withdrawn, SBP and USDT have their own floors, and
 * USDT goes out on one network only.
 */
export const PAYOUT_TERMS = {
  sbp: WITHDRAWAL_LIMITS.sbp.rub!,
  usdtMin: WITHDRAWAL_LIMITS.crypto.rub!.min,
  usdtNetwork: CRYPTO_ASSET.networkLabel,
  newSellerHoldDays: DEFAULT_HOLD_POLICY.orderHoursByTier.bronze / DAY_HOURS,
  shortestHoldDays: DEFAULT_HOLD_POLICY.orderHoursByTier.gold / DAY_HOURS,
} as const;
