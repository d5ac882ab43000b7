// The kinds of demo product and the helpers that write a family of them; the catalog itself is in demo-products.ts.
import type { BuyerInputKind, DeliveryKind, ProductAttributeTag, ProductType, RegionGroup } from '@lootmarket/domain';

/** A demo product before it has ids: `listing` is the slug of the listing it belongs to. */
export interface DemoProduct {
  slug: string;
  listing: string;
  title: string;
  productType: ProductType;
  deliveryKind: DeliveryKind;
  attributeTags: ProductAttributeTag[];
  regionGroups: RegionGroup[];
  buyerInputKinds: BuyerInputKind[];
  popularity: number;
  searchAliases: string[];
  /** A typical price in kopecks; demo offers spread around it. */
  basePriceMinor: number;
  /** For a game's add-on: the slug of the base game product it needs. */
  baseGame?: string;
}

export type Kind = Pick<
  DemoProduct,
  'productType' | 'deliveryKind' | 'attributeTags' | 'regionGroups' | 'buyerInputKinds'
>;

const kind = (
  productType: ProductType,
  deliveryKind: DeliveryKind,
  attributeTags: ProductAttributeTag[],
  buyerInputKinds: BuyerInputKind[],
  regionGroups: RegionGroup[] = ['RU', 'CIS'],
): Kind => ({ productType, deliveryKind, attributeTags, buyerInputKinds, regionGroups });

export const TOP_UP_BY_ID = kind(
  'mobile_top_up',
  'top_up',
  ['fast_delivery', 'safe_transaction', 'available_in_russia'],
  ['id', 'zone_id'],
);
export const TOP_UP_BY_UID = kind('game_points_manual', 'manual', ['delivery', 'safe_transaction'], ['uid', 'server']);
export const POINTS_KEY = kind(
  'game_points_key',
  'key',
  ['auto_delivery', 'activation_key', 'in_stock_quantity'],
  ['email'],
  ['GL'],
);
export const POINTS_BY_LOGIN = kind(
  'game_points_manual',
  'account_login',
  ['activation_by_login', 'delivery_24_h'],
  ['login', 'password'],
);
export const SUBSCRIPTION_KEY = kind(
  'subscription_key',
  'key',
  ['auto_delivery', 'activation_key', 'region'],
  ['email'],
  ['GL'],
);
export const SUBSCRIPTION_MANUAL = kind(
  'subscription_manual',
  'account_login',
  ['activation_by_login', 'delivery_24_h'],
  ['login', 'password', 'otp'],
);
export const GIFT_CARD = kind(
  'gift_card_key',
  'key',
  ['auto_delivery', 'activation_key', 'country', 'in_stock_quantity'],
  ['email'],
  ['GL'],
);
export const STEAM_GIFT = kind(
  'game_dlc_gift',
  'gift',
  ['steam_gift', 'available_in_russia', 'delivery_2_min'],
  ['trade_link', 'steam_login'],
);
export const STEAM_KEY = kind(
  'game_dlc_key',
  'key',
  ['activation_key', 'auto_delivery', 'activation_method'],
  ['email'],
  ['RU', 'CIS', 'GL'],
);
export const DLC_KEY = kind(
  'game_dlc_key',
  'key',
  ['dlc', 'activation_key', 'auto_delivery'],
  ['email'],
  ['RU', 'CIS', 'GL'],
);
export const STEAM_TOP_UP = kind(
  'steam_top_up',
  'top_up',
  ['steam_top_up', 'delivery_2_min', 'available_in_russia'],
  ['steam_login'],
);
export const RATE = kind('exchange_rate', 'top_up', ['fast_delivery', 'safe_transaction'], ['steam_login']);
export const RATE_MANUAL = kind(
  'exchange_rate_manual',
  'manual',
  ['delivery', 'safe_transaction'],
  ['login', 'nickname'],
);
export const ACCOUNT = kind('rmt', 'account_login', ['safe_transaction', 'delivery_24_h'], ['email']);

/** One product; popularity falls with each product of a family so that the first is the best seller. */
export function product(
  listing: string,
  slug: string,
  title: string,
  type: Kind,
  popularity: number,
  basePriceMinor: number,
  searchAliases: string[] = [],
): DemoProduct {
  return { slug, listing, title, ...type, popularity, basePriceMinor, searchAliases };
}

/** A family of products that differ only by amount: 86 diamonds, 172 diamonds, … */
export function amounts(
  listing: string,
  slug: string,
  values: number[],
  title: (amount: string) => string,
  type: Kind,
  popularity: number,
  minorPerUnit: number,
  aliases: string[],
): DemoProduct[] {
  return values.map((value, index) =>
    product(
      listing,
      `${slug}-${value}`,
      title(value.toLocaleString('ru-RU').replace(/\s/g, ' ')),
      type,
      popularity - index * 500,
      Math.max(100, Math.round(value * minorPerUnit)),
      aliases,
    ),
  );
}

const latinSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A game and what it costs in a Russian shop today, in whole roubles. */
export type PricedGame = readonly [title: string, rub: number];

export function games(
  listing: string,
  titles: readonly PricedGame[],
  type: Kind,
  suffix: string,
  slugSuffix: string,
  popularity: number,
): DemoProduct[] {
  return titles.map(([title, rub], index) =>
    product(
      listing,
      `${latinSlug(title)}-${slugSuffix}`,
      `${title} — ${suffix}`,
      type,
      popularity - index * 700,
      rub * 100,
    ),
  );
}

/** A game's add-on, what it costs, and the slug of the base game product it needs. */
export type AddOn = readonly [title: string, rub: number, baseGame: string];

export function addOns(listing: string, titles: readonly AddOn[], type: Kind, popularity: number): DemoProduct[] {
  const priced = titles.map(([title, rub]): PricedGame => [title, rub]);
  return games(listing, priced, type, 'DLC, ключ Steam', 'dlc', popularity).map((product, index) => ({
    ...product,
    baseGame: titles[index]![2],
  }));
}
