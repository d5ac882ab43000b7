import type { ProductAttributeTag, ProductType } from '@lootmarket/domain';

/** Which products of every game a cross-game category listing gathers. */
export interface CategoryRule {
  productTypes: readonly ProductType[];
  /** Only products carrying this tag. */
  withTag?: ProductAttributeTag;
  /** No product carrying this tag. */
  withoutTag?: ProductAttributeTag;
}

/**
 * The footer's category listings (/ru-ru/igry, /ru-ru/dlc, …) are not games: besides the products filed
 * under them directly they show the products of every game whose product type belongs to the category,
 * so /ru-ru/podpiski lists Game Pass (filed under xbox/game-pass) next to Spotify. The type is the rule
 * because it is what a seller cannot get wrong when listing a product; DLC and full games share the key
 * and gift types and are told apart by the `dlc` tag. Products filed under a category listing directly
 * always count, whatever their type.
 */
export const CATEGORY_LISTING_RULES: Readonly<Record<string, CategoryRule>> = {
  igry: { productTypes: ['game_dlc_gift', 'game_dlc_key'], withoutTag: 'dlc' },
  dlc: { productTypes: ['game_dlc_gift', 'game_dlc_key'], withTag: 'dlc' },
  'igrovaya-valyuta': {
    productTypes: ['game_points_key', 'game_points_manual', 'mobile_top_up', 'exchange_rate_manual'],
  },
  'podarochnye-karty': { productTypes: ['gift_card_key'] },
  podpiski: { productTypes: ['subscription_key', 'subscription_manual'] },
  'popolnenie-balansa': { productTypes: ['steam_top_up', 'exchange_rate', 'mobile_top_up'] },
};
