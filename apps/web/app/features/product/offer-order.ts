import type { ProductPageOffer } from '@lootmarket/domain';

/** How the buyer orders a product's offers: our ranking, or the cheapest first. */
export const OFFER_ORDERS = ['recommended', 'price'] as const;
export type OfferOrder = (typeof OFFER_ORDERS)[number];

/** The order a select's value names, if it names one. */
export const offerOrderOf = (value: string): OfferOrder | undefined => OFFER_ORDERS.find((order) => order === value);

export const OFFER_ORDER_LABELS: Readonly<Record<OfferOrder, string>> = {
  recommended: 'Рекомендуемые',
  price: 'Сначала дешёвые',
};

/** What each order means, told beside the switch so the buyer knows why an offer stands first. */
export const OFFER_ORDER_HINTS: Readonly<Record<OfferOrder, string>> = {
  recommended:
    'Цена с поправкой на репутацию продавца: проверенные продавцы с хорошими отзывами выше. Товары не в наличии — в конце.',
  price: 'По цене, от низкой к высокой. Товары не в наличии — в конце.',
};

/**
 * The offers in the chosen order. The server's order is the recommended one (decision 025); by price keeps
 * what can be bought now first, then the cheapest, ties in the recommended order.
 */
export function orderOffers(offers: readonly ProductPageOffer[], order: OfferOrder): ProductPageOffer[] {
  if (order === 'recommended') return [...offers];
  return offers
    .map((offer, rank) => ({ offer, rank }))
    .sort(
      (a, b) =>
        Number(b.offer.inStock) - Number(a.offer.inStock) ||
        a.offer.price.amount - b.offer.price.amount ||
        a.rank - b.rank,
    )
    .map(({ offer }) => offer);
}
