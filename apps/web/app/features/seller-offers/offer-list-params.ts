import {
  formatWalletAmount,
  PRODUCT_CATEGORIES,
  SELLER_OFFER_STATUSES,
  topUpWallet,
  type ProductCategory,
  type SellerOffer,
  type SellerOfferStatus,
} from '@lootmarket/domain';

export const OFFERS_PAGE_SIZE = 50;

export interface OfferListView {
  status: SellerOfferStatus | null;
  category: ProductCategory | null;
  text: string;
  page: number;
}

export const STATUS_LABELS: Readonly<Record<SellerOfferStatus, string>> = {
  active: 'Активные',
  paused: 'На паузе',
  out_of_stock: 'Нет в наличии',
  moderation: 'На модерации',
};

export const CATEGORY_LABELS: Readonly<Record<ProductCategory, string>> = {
  game: 'Аккаунты и предметы',
  game_points: 'Игровая валюта',
  dlc: 'Игры и DLC',
  gift_card: 'Подарочные карты',
  subscription: 'Подписки',
  exchange_rate: 'Валюта по курсу',
  top_up: 'Пополнение баланса',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

/** The list's filters as they sit in the page's address; anything unknown falls back to "all". */
export function parseOfferListView(search: URLSearchParams): OfferListView {
  const page = Number(search.get('page'));
  return {
    status: oneOf(SELLER_OFFER_STATUSES, search.get('status')),
    category: oneOf(PRODUCT_CATEGORIES, search.get('category')),
    text: (search.get('text') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of the list with some filters changed; a changed filter starts again at page 1. */
export function offerListHref(profileId: string, view: OfferListView, change: Partial<OfferListView>): string {
  const next = { ...view, page: 1, ...change };
  const query = new URLSearchParams();
  if (next.status) query.set('status', next.status);
  if (next.category) query.set('category', next.category);
  if (next.text) query.set('text', next.text);
  if (next.page > 1) query.set('page', String(next.page));
  const search = query.toString();
  return `/${profileId}/my-offers${search ? `?${search}` : ''}`;
}

/** How much the offer has left: keys, pieces or a top-up's amount in its wallet, or no limit. */
export function stockText(
  offer: Pick<SellerOffer, 'stock' | 'stockMode'> & {
    product?: Pick<SellerOffer['product'], 'productType' | 'title' | 'slug'>;
  },
): string {
  if (offer.stock === null) return 'Без ограничений';
  const wallet = offer.product ? topUpWallet(offer.product) : null;
  if (wallet) return formatWalletAmount(offer.stock, wallet);
  if (offer.stockMode !== 'keys') return `${offer.stock} шт.`;
  return `${offer.stock} ${keyWord(offer.stock)}`;
}

function keyWord(count: number): string {
  const tens = count % 100;
  const ones = count % 10;
  if (tens >= 11 && tens <= 14) return 'ключей';
  if (ones === 1) return 'ключ';
  if (ones >= 2 && ones <= 4) return 'ключа';
  return 'ключей';
}
