import type { ProductType } from './catalog';

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
