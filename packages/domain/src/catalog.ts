import { z } from 'zod';

/** Attribute tags a product page can carry. */
export const PRODUCT_ATTRIBUTE_TAGS = [
  'auto_delivery',
  'fast_delivery',
  'delivery',
  'steam_gift',
  'dlc',
  'available_in_russia',
  'not_available_in_russia',
  'activation_method',
  'steam_top_up',
  'country',
  'region',
  'activation_key',
  'crm_description',
  'activation_by_login',
  'delivery_2_min',
  'delivery_24_h',
  'safe_transaction',
  'in_stock_quantity',
] as const;
export type ProductAttributeTag = (typeof PRODUCT_ATTRIBUTE_TAGS)[number];
export const productAttributeTagSchema = z.enum(PRODUCT_ATTRIBUTE_TAGS);

export const PRODUCT_TYPES = [
  'game_dlc_gift',
  'game_dlc_key',
  'game_points_key',
  'steam_top_up',
  'mobile_top_up',
  'gift_card_key',
  'subscription_key',
  'game_points_manual',
  'subscription_manual',
  'exchange_rate_manual',
  'exchange_rate',
  'rmt',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const productTypeSchema = z.enum(PRODUCT_TYPES);

/** How the goods reach the buyer. */
const DELIVERY_KINDS = ['gift', 'key', 'top_up', 'manual', 'type_activation', 'account_login'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export const deliveryKindSchema = z.enum(DELIVERY_KINDS);

export const PRODUCT_CATEGORIES = [
  'game',
  'game_points',
  'dlc',
  'gift_card',
  'subscription',
  'exchange_rate',
  'top_up',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Badges shown on product cards and pages. */
export const PRODUCT_BADGES = [
  'activation_method',
  'auto_delivery_24_7',
  'delivery_2_min',
  'available_in_russia',
  'country',
  'region',
  'instant_delivery',
  'dlc',
  'steam_gift',
  'top_up',
  'key_activation',
] as const;
export type ProductBadge = (typeof PRODUCT_BADGES)[number];
export const productBadgeSchema = z.enum(PRODUCT_BADGES);

/** What a seller may ask the buyer to enter at checkout. */
export const BUYER_INPUT_KINDS = [
  'mobile_id',
  'uid',
  'id',
  'trade_link',
  'steam_login',
  'steam_account',
  'login',
  'nickname',
  'password',
  'code_friendship',
  'code_product',
  'activation_code',
  'email',
  'player_tag',
  'zone_id',
  'zepeto_id',
  'region',
  'server',
  'platform',
  'account',
  'otp',
] as const;
export type BuyerInputKind = (typeof BUYER_INPUT_KINDS)[number];
export const buyerInputKindSchema = z.enum(BUYER_INPUT_KINDS);

/** Inputs that open the buyer's account: stored sealed, shown to the seller only while the order is in progress. */
export const SECRET_BUYER_INPUT_KINDS: readonly BuyerInputKind[] = ['password'];
export const isSecretBuyerInput = (kind: string): boolean =>
  (SECRET_BUYER_INPUT_KINDS as readonly string[]).includes(kind);

/** A one-time code expires long before the seller needs it: the seller asks for it in the order chat, never at checkout. */
export const CHAT_ONLY_BUYER_INPUT_KINDS: readonly BuyerInputKind[] = ['otp'];

/** The inputs checkout asks for: the product's kinds without those asked for in the order chat. */
export function checkoutInputKinds(kinds: readonly BuyerInputKind[]): BuyerInputKind[] {
  return kinds.filter((kind) => !CHAT_ONLY_BUYER_INPUT_KINDS.includes(kind));
}

export const SELLER_TIERS = ['gold', 'silver', 'bronze'] as const;
export type SellerTier = (typeof SELLER_TIERS)[number];
export const sellerTierSchema = z.enum(SELLER_TIERS);

/** Where a product works: Russia, CIS, global, China, Belarus. */
export const REGION_GROUPS = ['RU', 'CIS', 'GL', 'CN', 'RB'] as const;
export type RegionGroup = (typeof REGION_GROUPS)[number];
export const regionGroupSchema = z.enum(REGION_GROUPS);
