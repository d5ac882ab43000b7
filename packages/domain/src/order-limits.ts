import { CHECKOUT_QUANTITY_MAX } from './contracts/checkout-draft';
import { layoutForProductType, type PageLayout } from './layouts';
import { steamTopUpBounds, topUpWallet, type SteamTopUpProduct } from './steam-top-up';

/**
 * What an unpaid order may hold (decision 020): a seller's cap on pieces per order, and caps on how many
 * unpaid orders one buyer e-mail, one account and one client address may keep open at once. The numbers
 * here are the defaults; the server reads its own from the configuration.
 */
export interface UnpaidOrderLimits {
  /** Pieces one order may take when the seller set no cap of their own. */
  defaultMaxPerOrder: number;
  /** The same for exchange-rate offers, whose quantity counts single units of a game currency. */
  defaultMaxUnitsPerOrder: number;
  /** Unpaid orders one buyer e-mail may keep open at once. */
  unpaidPerEmail: number;
  /** Unpaid orders one signed-in account may keep open at once. */
  unpaidPerAccount: number;
  /** Unpaid orders one client address may keep open at once (several people may share one address). */
  unpaidPerAddress: number;
}

export const DEFAULT_UNPAID_ORDER_LIMITS: UnpaidOrderLimits = {
  defaultMaxPerOrder: 10,
  defaultMaxUnitsPerOrder: 10_000,
  unpaidPerEmail: 3,
  unpaidPerAccount: 3,
  unpaidPerAddress: 5,
};

/** The most a seller may allow in one order: what one checkout line can take at all. */
export const MAX_PER_ORDER_CEILING = CHECKOUT_QUANTITY_MAX;

/** How many units one order of this offer may take: the seller's own cap, else the default for its layout. */
export function maxPerOrderFor(
  layout: PageLayout,
  sellerMax: number | null,
  limits: Pick<UnpaidOrderLimits, 'defaultMaxPerOrder' | 'defaultMaxUnitsPerOrder'> = DEFAULT_UNPAID_ORDER_LIMITS,
): number {
  if (sellerMax !== null) return sellerMax;
  return layout === 'exchange-rate' ? limits.defaultMaxUnitsPerOrder : limits.defaultMaxPerOrder;
}

/** The same for a product: a Steam top-up takes at most what its wallet may be credited at once (decision 027). */
export function productMaxPerOrder(
  product: SteamTopUpProduct,
  sellerMax: number | null,
  limits: Pick<UnpaidOrderLimits, 'defaultMaxPerOrder' | 'defaultMaxUnitsPerOrder'> = DEFAULT_UNPAID_ORDER_LIMITS,
): number {
  const wallet = topUpWallet(product);
  if (wallet) return steamTopUpBounds(wallet, sellerMax).max;
  return maxPerOrderFor(layoutForProductType(product.productType), sellerMax, limits);
}

/** Whose unpaid orders were counted when a new one was refused. */
export type UnpaidOrderScope = 'email' | 'account' | 'address';

export const ORDER_LIMIT_MESSAGES = {
  quantity: (max: number) => `В одном заказе можно купить не больше ${max} шт.`,
  unpaid: {
    email: 'На этот email уже оформлено слишком много неоплаченных заказов. Оплатите их или дождитесь отмены',
    account: 'У вас слишком много неоплаченных заказов. Оплатите их или дождитесь отмены',
    address: 'С вашего адреса оформлено слишком много неоплаченных заказов. Попробуйте позже',
  } satisfies Record<UnpaidOrderScope, string>,
  maxPerOrderRange: `Укажите число от 1 до ${CHECKOUT_QUANTITY_MAX}`,
} as const;
