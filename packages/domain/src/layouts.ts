import type { ProductAttributeTag, ProductType } from './catalog';

/** Page layouts of spec §2. */
export const PAGE_LAYOUTS = [
  'default',
  'order-status',
  'product',
  'seller',
  'exchange-rate',
  'game-dlc',
  'game-dlc-gift',
  'game-dlc-key',
  'game-points-key',
  'game-points-manual',
  'gift-card-key',
  'mobile-top-up',
  'offer',
  'offer-default',
  'rmt',
  'subscription-key',
  'subscription-manual',
  'listing',
  'wizard',
] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

/** The page layout a product of each type renders with. */
export const PRODUCT_TYPE_LAYOUT: Readonly<Record<ProductType, PageLayout>> = {
  game_dlc_gift: 'game-dlc-gift',
  game_dlc_key: 'game-dlc-key',
  game_points_key: 'game-points-key',
  // Steam balance is topped up like a phone: the buyer names an account and an amount, and no Steam-specific layout exists.
  steam_top_up: 'mobile-top-up',
  mobile_top_up: 'mobile-top-up',
  gift_card_key: 'gift-card-key',
  subscription_key: 'subscription-key',
  game_points_manual: 'game-points-manual',
  subscription_manual: 'subscription-manual',
  // Both exchange-rate kinds show the same rate calculator; only fulfilment differs.
  exchange_rate_manual: 'exchange-rate',
  exchange_rate: 'exchange-rate',
  rmt: 'rmt',
};

/** The layout for a product type. */
export function layoutForProductType(type: ProductType): PageLayout {
  return PRODUCT_TYPE_LAYOUT[type];
}

/** The product types a game is sold as, and so the only ones a game's add-on (DLC) can be. */
export const GAME_PRODUCT_TYPES: readonly ProductType[] = ['game_dlc_gift', 'game_dlc_key'];

/** What decides a product's page layout: its type, and for a game whether it is an add-on. */
export interface LayoutSubject {
  productType: ProductType;
  attributeTags: readonly ProductAttributeTag[];
}

/** A game's add-on (DLC): a game key or gift tagged `dlc`. It needs its base game to run (decision 028). */
export function isGameAddOn({ productType, attributeTags }: LayoutSubject): boolean {
  return GAME_PRODUCT_TYPES.includes(productType) && attributeTags.includes('dlc');
}

/**
 * The layout a product page renders with: `game-dlc` for a game's add-on, which names the base game it
 * needs, whether it is sold as a key or a gift; otherwise the layout of its type.
 */
export function layoutForProduct(product: LayoutSubject): PageLayout {
  return isGameAddOn(product) ? 'game-dlc' : layoutForProductType(product.productType);
}
