import { OFFER_SORTS, rankOffers, type OfferSort, type ProductPageOffer } from '@lootmarket/domain';

/** How the buyer orders a product's offers: the cheapest first (the server's order), or the best sellers first. */
export const OFFER_ORDERS = OFFER_SORTS;
export type OfferOrder = OfferSort;

/** The order a select's value names, if it names one. */
export const offerOrderOf = (value: string): OfferOrder | undefined => OFFER_ORDERS.find((order) => order === value);

export const OFFER_ORDER_LABELS: Readonly<Record<OfferOrder, string>> = {
  price: 'по цене',
  rating: 'по рейтингу',
};

/** What each order means, told beside the switch so the buyer knows why an offer stands first. */
export const OFFER_ORDER_HINTS: Readonly<Record<OfferOrder, string>> = {
  price:
    'Сначала дешёвые; при равной цене выше проверенный продавец с большим числом сделок, затем быстрая выдача. Товары не в наличии — в конце.',
  rating: 'Сначала проверенные продавцы с лучшей репутацией, при равной — дешевле. Товары не в наличии — в конце.',
};

/** The offers in the chosen order (decision 040); by price it is the server's own order. */
export function orderOffers(offers: readonly ProductPageOffer[], order: OfferOrder): ProductPageOffer[] {
  return rankOffers(offers, order);
}
