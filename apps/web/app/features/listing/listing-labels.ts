import type {
  CatalogSort,
  ProductAttributeTag,
  ProductBadge,
  ProductType,
  RegionGroup,
  SellerTier,
} from '@lootmarket/domain';

export const SORT_LABELS: Record<CatalogSort, string> = {
  popular: 'Популярные',
  price_asc: 'Сначала дешевле',
  price_desc: 'Сначала дороже',
  fastest: 'Быстрая доставка',
  newest: 'Новинки',
};

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  game_dlc_gift: 'Игры и DLC гифтом',
  game_dlc_key: 'Игры и DLC ключом',
  game_points_key: 'Игровая валюта кодом',
  steam_top_up: 'Пополнение Steam',
  mobile_top_up: 'Пополнение по ID',
  gift_card_key: 'Подарочные карты',
  subscription_key: 'Подписки кодом',
  game_points_manual: 'Игровая валюта через продавца',
  subscription_manual: 'Подписки через продавца',
  exchange_rate_manual: 'Валюта по курсу через продавца',
  exchange_rate: 'По выгодному курсу',
  rmt: 'Аккаунты',
};

/** The tags a buyer filters by; the rest (crm_description, country, …) describe rather than choose. */
export const FILTER_TAGS: readonly ProductAttributeTag[] = [
  'auto_delivery',
  'fast_delivery',
  'delivery_2_min',
  'delivery_24_h',
  'available_in_russia',
  'steam_gift',
  'activation_key',
  'activation_by_login',
  'safe_transaction',
];

export const TAG_LABELS: Partial<Record<ProductAttributeTag, string>> = {
  auto_delivery: 'Автовыдача 24/7',
  fast_delivery: 'Моментальная доставка',
  delivery_2_min: 'Доставка за 2 минуты',
  delivery_24_h: 'Доставка в течение 24 часов',
  available_in_russia: 'Доступно в России',
  steam_gift: 'Steam Gift',
  activation_key: 'Ключ активации',
  activation_by_login: 'Вход в аккаунт',
  safe_transaction: 'Безопасная сделка',
};

export const REGION_LABELS: Record<RegionGroup, string> = {
  RU: 'Россия',
  CIS: 'СНГ',
  GL: 'Весь мир',
  CN: 'Китай',
  RB: 'Беларусь',
};

export const TIER_LABELS: Record<SellerTier, string> = {
  gold: 'Золотой',
  silver: 'Серебряный',
  bronze: 'Бронзовый',
};

export const BADGE_LABELS: Record<ProductBadge, string> = {
  activation_method: 'Способ активации',
  auto_delivery_24_7: 'Автовыдача 24/7',
  delivery_2_min: 'За 2 минуты',
  available_in_russia: 'Доступно в РФ',
  country: 'Страна',
  region: 'Регион',
  instant_delivery: 'Моментально',
  dlc: 'DLC',
  steam_gift: 'Steam Gift',
  top_up: 'Пополнение',
  key_activation: 'Ключ',
};

/** Badges worth the room on a small card, in this order; others stay for the product page. */
export const CARD_BADGES: readonly ProductBadge[] = [
  'auto_delivery_24_7',
  'instant_delivery',
  'delivery_2_min',
  'steam_gift',
  'dlc',
  'key_activation',
  'top_up',
  'available_in_russia',
];

/** "5 мин", "2 ч", "1 д" — how soon the fastest seller delivers. */
export function deliveryLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} мин`;
  if (minutes < 24 * 60) return `${Math.round(minutes / 60)} ч`;
  return `${Math.round(minutes / (24 * 60))} д`;
}

/** Russian plural: 1 товар, 2 товара, 5 товаров. */
export function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

export const PRODUCTS_WORDS = ['товар', 'товара', 'товаров'] as const;
export const OFFERS_WORDS = ['предложение', 'предложения', 'предложений'] as const;
