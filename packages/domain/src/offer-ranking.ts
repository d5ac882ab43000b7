import type { SellerTier } from './catalog';

/** What an offer's place on a product page depends on; the seller's deals and rating when they are known. */
export interface RankedOffer {
  id: string;
  inStock: boolean;
  price: { amount: number };
  deliveryMinutes: number;
  seller: {
    tier: SellerTier;
    verified: boolean;
    trust?: { completedDeals: number };
    rating?: { average: number | null };
  };
}

/** How buyers order a product's offers: the cheapest first (the default), or the most trusted sellers first. */
export const OFFER_SORTS = ['price', 'rating'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

const TIER_RANK: Readonly<Record<SellerTier, number>> = { gold: 0, silver: 1, bronze: 2 };

/** Sold-out offers go last whatever the order: buyers compare what they can buy now. */
const byStock = (a: RankedOffer, b: RankedOffer): number => Number(b.inStock) - Number(a.inStock);
const byPrice = (a: RankedOffer, b: RankedOffer): number => a.price.amount - b.price.amount;

/** The better seller first: verified, then the earned tier, then more finished deals, then higher stars. */
export function compareReputation(a: RankedOffer, b: RankedOffer): number {
  return (
    Number(b.seller.verified) - Number(a.seller.verified) ||
    TIER_RANK[a.seller.tier] - TIER_RANK[b.seller.tier] ||
    (b.seller.trust?.completedDeals ?? 0) - (a.seller.trust?.completedDeals ?? 0) ||
    (b.seller.rating?.average ?? 0) - (a.seller.rating?.average ?? 0)
  );
}

const COMPARATORS: Readonly<Record<OfferSort, ((a: RankedOffer, b: RankedOffer) => number)[]>> = {
  // G2A's rule: the cheapest first; at the same price the better seller, then the faster delivery.
  price: [byStock, byPrice, compareReputation, (a, b) => a.deliveryMinutes - b.deliveryMinutes],
  rating: [byStock, compareReputation, byPrice, (a, b) => a.deliveryMinutes - b.deliveryMinutes],
};

/**
 * A product's offers in the given order (decision 040). The server answers them by price, and the first
 * offer in stock is the one the product page picks for the buyer.
 */
export function rankOffers<Offer extends RankedOffer>(offers: readonly Offer[], sort: OfferSort = 'price'): Offer[] {
  const comparators = COMPARATORS[sort];
  return [...offers].sort((a, b) => {
    for (const compare of comparators) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}
