import type { ProductType } from './catalog';
import type { CurrencyCode } from './currency-codes';
import { formatMoney, MINOR_UNITS_PER_MAJOR } from './money';
import type { Money } from './money-schema';

/**
 * Steam top-ups (decision 027) are sold by the amount credited to the Steam wallet: an order's quantity is
 * that amount in whole units of the wallet's currency, and an offer's price is what one unit credited costs.
 */
export interface SteamTopUpProduct {
  productType: ProductType;
  title: string;
  slug: string;
}

export interface AmountBounds {
  min: number;
  max: number;
}

/** What one order may credit, in whole units of the wallet's currency: Steam's own limits for one payment. */
export const STEAM_TOP_UP_BOUNDS: Readonly<Record<CurrencyCode, AmountBounds>> = {
  rub: { min: 100, max: 15_000 },
  kzt: { min: 500, max: 100_000 },
  usd: { min: 2, max: 200 },
};

/** The amounts offered as one-tap choices, and the one the form starts with. */
export const STEAM_TOP_UP_PRESETS: Readonly<Record<CurrencyCode, { amounts: readonly number[]; initial: number }>> = {
  rub: { amounts: [100, 500, 1_000, 2_000, 5_000], initial: 1_000 },
  kzt: { amounts: [1_000, 2_500, 5_000, 10_000, 25_000], initial: 5_000 },
  usd: { amounts: [5, 10, 20, 50, 100], initial: 10 },
};

// Steam bills Kazakhstan in tenge and the rest of the CIS (Belarus included) in dollars; Russia in roubles.
// Whole words only, which `\b` cannot tell in Cyrillic: the letters around a name must not be letters.
const KZT_WALLET = /(?<!\p{L})(?:казахстан\p{L}*|kazakhstan|kazahstan|тенге|tenge|kzt|₸)(?!\p{L})/iu;
const USD_WALLET = /(?<!\p{L})(?:снг|sng|cis|беларус\p{L}*|belarus|доллар\p{L}*|usd|\$)(?!\p{L})/iu;

export function isSteamTopUp(product: Pick<SteamTopUpProduct, 'productType'>): boolean {
  return product.productType === 'steam_top_up';
}

/** The wallet currency a Steam top-up credits, as its title or slug names it; roubles unless they name another. */
export function steamWalletCurrency(product: Pick<SteamTopUpProduct, 'title' | 'slug'>): CurrencyCode {
  const named = `${product.title} ${product.slug}`;
  if (KZT_WALLET.test(named)) return 'kzt';
  if (USD_WALLET.test(named)) return 'usd';
  return 'rub';
}

/** The wallet currency of a Steam top-up; null for any other product. */
export function topUpWallet(product: SteamTopUpProduct): CurrencyCode | null {
  return isSteamTopUp(product) ? steamWalletCurrency(product) : null;
}

/**
 * Whether an offer's stock can fill any order: unlimited, at least one piece, or for a top-up (whose stock
 * is counted in wallet units) at least the wallet's smallest payment. 7 ₸ left cannot credit the 500 ₸
 * Steam takes at the least, so such an offer is sold out.
 */
export function stockSells(product: SteamTopUpProduct, stock: number | null): boolean {
  const wallet = topUpWallet(product);
  return stock === null || stock >= (wallet ? STEAM_TOP_UP_BOUNDS[wallet].min : 1);
}

/**
 * Why a seller may not count this much stock: a top-up (`wallet` set) takes none or at least one smallest
 * payment. Null when the stock may be set.
 */
export function topUpStockIssue(wallet: CurrencyCode | null, stock: number): string | null {
  return wallet && stock > 0 && stock < STEAM_TOP_UP_BOUNDS[wallet].min ? STEAM_TOP_UP_MESSAGES.stock(wallet) : null;
}

/** Whole wallet units as money: 1 000 (₽) → 100 000 kopecks. */
export function walletMoney(amount: number, currency: CurrencyCode): Money {
  return { amount: amount * MINOR_UNITS_PER_MAJOR, currency };
}

/** "1 000 ₽", "$20", "5 000 ₸" for whole wallet units. */
export function formatWalletAmount(amount: number, currency: CurrencyCode): string {
  return formatMoney(amount * MINOR_UNITS_PER_MAJOR, currency);
}

/**
 * The amounts one order of an offer may credit: the wallet's limits, narrowed by a seller's cap or counted
 * stock (both in wallet units) but never below the wallet's minimum.
 */
export function steamTopUpBounds(currency: CurrencyCode, sellerMax: number | null = null): AmountBounds {
  const wallet = STEAM_TOP_UP_BOUNDS[currency];
  const max = sellerMax === null ? wallet.max : Math.max(wallet.min, Math.min(wallet.max, sellerMax));
  return { min: wallet.min, max };
}

export const STEAM_TOP_UP_MESSAGES = {
  required: 'Укажите сумму пополнения',
  range: (currency: CurrencyCode, bounds: AmountBounds = STEAM_TOP_UP_BOUNDS[currency]) =>
    `Сумма пополнения — от ${formatWalletAmount(bounds.min, currency)} до ${formatWalletAmount(bounds.max, currency)}`,
  stock: (currency: CurrencyCode) =>
    `0 или от ${formatWalletAmount(STEAM_TOP_UP_BOUNDS[currency].min, currency)}: меньше Steam не зачисляет`,
} as const;

/** Null when `amount` whole units may be credited in one order; the Russian message otherwise. */
export function steamTopUpAmountIssue(
  amount: number | null,
  currency: CurrencyCode,
  bounds: AmountBounds = STEAM_TOP_UP_BOUNDS[currency],
): string | null {
  if (amount === null || !Number.isSafeInteger(amount)) return STEAM_TOP_UP_MESSAGES.required;
  if (amount < bounds.min || amount > bounds.max) return STEAM_TOP_UP_MESSAGES.range(currency, bounds);
  return null;
}

export interface SteamTopUpSummary {
  /** What reaches the Steam wallet, in its currency. */
  credited: Money;
  /** What the buyer pays: the price of one unit times the amount, in the offer's currency. */
  total: Money;
  /** What the buyer pays above the amount credited; null when the wallet and the price differ in currency. */
  fee: Money | null;
}

/**
 * Credited amount, total and fee of a top-up in integer minor units. Without exchange rates a fee can only
 * be told when the wallet is in the offer's currency; other wallets show the seller's rate instead.
 */
export function steamTopUpSummary(amount: number, wallet: CurrencyCode, unitPrice: Money): SteamTopUpSummary {
  const credited = walletMoney(amount, wallet);
  const total = { amount: unitPrice.amount * amount, currency: unitPrice.currency };
  const fee = wallet === unitPrice.currency ? { amount: total.amount - credited.amount, currency: wallet } : null;
  return { credited, total, fee };
}

/** "за 1 ₽", "за $1", "за 1 ₸": what a top-up offer's price buys. */
export function perWalletUnitText(wallet: CurrencyCode): string {
  return `за ${formatMoney(MINOR_UNITS_PER_MAJOR, wallet)}`;
}

/** "1,02 ₽ за 1 ₽": a top-up offer's price as the rate it is. */
export function formatTopUpRate(unitPrice: Money, wallet: CurrencyCode): string {
  return `${formatMoney(unitPrice.amount, unitPrice.currency)} ${perWalletUnitText(wallet)}`;
}

/** "за 1 ₽" beside a price of a Steam top-up, nothing beside the price of anything else. */
export function priceUnitText(product: SteamTopUpProduct): string | null {
  const wallet = topUpWallet(product);
  return wallet ? perWalletUnitText(wallet) : null;
}

/** «Пополнение Steam на 1 000 ₽» for a top-up order; null for orders of pieces. */
export function topUpOrderText(product: SteamTopUpProduct, quantity: number): string | null {
  const wallet = topUpWallet(product);
  return wallet ? `Пополнение Steam на ${formatWalletAmount(quantity, wallet)}` : null;
}

/** An order's size in a line of its details: «× 3» for pieces, «на 1 000 ₽» for a top-up. */
export function orderSizeText(product: SteamTopUpProduct, quantity: number): string {
  const wallet = topUpWallet(product);
  return wallet ? `на ${formatWalletAmount(quantity, wallet)}` : `× ${quantity}`;
}
