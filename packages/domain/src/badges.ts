import type { ProductAttributeTag, ProductBadge, RegionGroup } from './catalog';

/** The badge an attribute tag shows as; tags that describe the product but earn no badge map to nothing. */
const BADGE_FOR_TAG: Readonly<Partial<Record<ProductAttributeTag, ProductBadge>>> = {
  activation_method: 'activation_method',
  auto_delivery: 'auto_delivery_24_7',
  delivery_2_min: 'delivery_2_min',
  available_in_russia: 'available_in_russia',
  country: 'country',
  region: 'region',
  fast_delivery: 'instant_delivery',
  dlc: 'dlc',
  steam_gift: 'steam_gift',
  steam_top_up: 'top_up',
  activation_key: 'key_activation',
};

export const BADGE_LABELS: Readonly<Record<ProductBadge, string>> = {
  activation_method: 'Способ активации',
  auto_delivery_24_7: 'Автовыдача 24/7',
  delivery_2_min: 'Доставка за 2 минуты',
  available_in_russia: 'Доступно в России',
  country: 'Страна',
  region: 'Регион',
  instant_delivery: 'Моментальная доставка',
  dlc: 'DLC',
  steam_gift: 'Steam Gift',
  top_up: 'Пополнение',
  key_activation: 'Активация ключом',
};

/** Badges of a product in a stable order (the spec's order), each once. */
export function badgesForTags(tags: readonly ProductAttributeTag[]): ProductBadge[] {
  const earned = new Set(tags.flatMap((tag) => BADGE_FOR_TAG[tag] ?? []));
  return (Object.keys(BADGE_LABELS) as ProductBadge[]).filter((badge) => earned.has(badge));
}

/** Badges that name a place: shown only with it («Страна: Весь мир»), never as a bare word. */
export const PLACE_BADGES: readonly ProductBadge[] = ['country', 'region'];

/**
 * A badge's words on the product page: a place badge carries the product's regions, and without any it
 * is left out (null), since «Страна» alone tells the buyer nothing.
 */
export function badgeLabel(badge: ProductBadge, groups: readonly RegionGroup[]): string | null {
  if (!PLACE_BADGES.includes(badge)) return BADGE_LABELS[badge];
  if (groups.length === 0) return null;
  return `${BADGE_LABELS[badge]}: ${groups.map((group) => REGION_GROUP_LABELS[group]).join(', ')}`;
}

export const REGION_GROUP_LABELS: Readonly<Record<RegionGroup, string>> = {
  RU: 'Россия',
  CIS: 'СНГ',
  GL: 'Весь мир',
  CN: 'Китай',
  RB: 'Беларусь',
};

/**
 * Whether the goods work in Russia: an explicit tag wins; otherwise Russia and worldwide groups count
 * as yes, and a product limited to other regions as no.
 */
export function availableInRussia(tags: readonly ProductAttributeTag[], groups: readonly RegionGroup[]): boolean {
  if (tags.includes('not_available_in_russia')) return false;
  if (tags.includes('available_in_russia')) return true;
  return groups.includes('RU') || groups.includes('GL');
}
