import type { ProductType } from '@lootmarket/domain';
import type { CoverGlyph } from './covers.glyphs';
import type { CoverInput } from './covers.svg';

const PRODUCT_KIND: Record<ProductType, { glyph: CoverGlyph; eyebrow: string }> = {
  game_dlc_gift: { glyph: 'gift', eyebrow: 'Гифт' },
  game_dlc_key: { glyph: 'key', eyebrow: 'Ключ активации' },
  game_points_key: { glyph: 'gem', eyebrow: 'Игровая валюта' },
  game_points_manual: { glyph: 'coin', eyebrow: 'Игровая валюта' },
  steam_top_up: { glyph: 'wallet', eyebrow: 'Пополнение Steam' },
  mobile_top_up: { glyph: 'phone', eyebrow: 'Пополнение' },
  gift_card_key: { glyph: 'card', eyebrow: 'Подарочная карта' },
  subscription_key: { glyph: 'calendar', eyebrow: 'Подписка' },
  subscription_manual: { glyph: 'calendar', eyebrow: 'Подписка' },
  exchange_rate: { glyph: 'swap', eyebrow: 'Обмен валюты' },
  exchange_rate_manual: { glyph: 'swap', eyebrow: 'Обмен валюты' },
  rmt: { glyph: 'shield', eyebrow: 'Аккаунт' },
};

// The last part of a listing slug says what it sells; the first rule that matches wins.
const LISTING_RULES: [RegExp, CoverGlyph, string][] = [
  [/almaz|gem|kristall|sfer|monohrom/, 'gem', 'Игровая валюта'],
  [/^(uc|robux|v-bucks|valorant-points|igrovaya-valyuta)$/, 'coin', 'Игровая валюта'],
  [/popolnenie/, 'wallet', 'Пополнение'],
  [/podarochn/, 'card', 'Подарочные карты'],
  [/podpisk|premium|game-pass|ps-plus|starlight|royale-pass|blagoslov/, 'calendar', 'Подписки и пропуски'],
  [/^dlc$/, 'puzzle', 'Дополнения'],
  [/^igry$/, 'gamepad', 'Игры'],
];

export interface ListingCoverSource {
  slug: string;
  title: string;
  subtitle: string;
  accentColor: string;
  parent: { title: string; accentColor: string } | null;
}

/** What a listing's cover shows: a child category borrows its game's colour and names the game. */
export function listingCover(listing: ListingCoverSource): CoverInput {
  const last = listing.slug.split('/').at(-1) ?? listing.slug;
  const rule = LISTING_RULES.find(([pattern]) => pattern.test(last));
  const [glyph, eyebrow] = rule ? [rule[1], rule[2]] : (['gamepad', 'Игра'] as const);
  return {
    seed: listing.slug,
    title: listing.title,
    subtitle: listing.parent ? listing.parent.title : listing.subtitle,
    eyebrow,
    accentColor: listing.parent?.accentColor ?? listing.accentColor,
    glyph,
  };
}

export interface ProductCoverSource {
  slug: string;
  title: string;
  productType: ProductType;
  listing: { title: string; accentColor: string };
  parent: { title: string; accentColor: string } | null;
}

/** What a product's cover shows: its type's glyph in its game's colour, the game named under the title. */
export function productCover(product: ProductCoverSource): CoverInput {
  const kind = PRODUCT_KIND[product.productType];
  const game = product.parent ?? product.listing;
  return {
    seed: product.slug,
    title: product.title,
    subtitle: product.title.toLowerCase().includes(game.title.toLowerCase()) ? '' : game.title,
    eyebrow: kind.eyebrow,
    accentColor: game.accentColor,
    glyph: kind.glyph,
  };
}
