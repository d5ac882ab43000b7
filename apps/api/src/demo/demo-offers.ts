import type { DeliveryKind, SellerTier } from '@lootmarket/domain';
import type { NewOfferRow } from '../modules/offers/offers.service';

/** The ten demo sellers: their e-mails, tiers and whether the platform verified them. */
export const DEMO_SELLERS: { email: string; tier: SellerTier; verified: boolean }[] = Array.from(
  { length: 10 },
  (_, index) => ({
    email: `seller${index + 1}@demo.lootmarket.ru`,
    tier: (['gold', 'silver', 'bronze'] as const)[index % 3] as SellerTier,
    verified: index % 4 !== 3,
  }),
);

export const DEMO_OFFER_COUNT = 400;

export interface OfferSeller {
  id: number;
  tier: SellerTier;
  verified: boolean;
}

export interface OfferProduct {
  id: string;
  deliveryKind: DeliveryKind;
  basePriceMinor: number;
  /** Kopecks to ask between instead of 85–125 % of the typical price: top-ups priced per unit credited. */
  priceRangeMinor?: readonly [min: number, max: number] | undefined;
}

/** A small seeded generator (mulberry32): the same seed gives the same catalog on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DELIVERY_MINUTES: Record<DeliveryKind, [number, number]> = {
  key: [1, 5],
  gift: [2, 30],
  top_up: [5, 30],
  type_activation: [5, 60],
  manual: [15, 240],
  account_login: [30, 720],
};

/**
 * `count` offers spread over the products round-robin (so every product gets some), each from a seller
 * chosen by the seeded generator, priced 85–125 % of the product's typical price or within its own range.
 * Used by the demo seed and by benchmarks that need many offers.
 */
export function generateOffers({
  products,
  sellers,
  count,
  seed = 1,
}: {
  products: OfferProduct[];
  sellers: OfferSeller[];
  count: number;
  seed?: number;
}): NewOfferRow[] {
  if (products.length === 0 || sellers.length === 0) return [];
  const random = seededRandom(seed);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return Array.from({ length: count }, (_, index) => {
    const product = products[index % products.length] as OfferProduct;
    const seller = sellers[(index + between(0, sellers.length - 1)) % sellers.length] as OfferSeller;
    const [fastest, slowest] = DELIVERY_MINUTES[product.deliveryKind];
    // Sellers who deliver by hand have no stock to run out of; keys and cards sometimes sell out.
    const limited = product.deliveryKind === 'key' || product.deliveryKind === 'gift';
    const range = product.priceRangeMinor;
    return {
      productId: product.id,
      sellerId: seller.id,
      priceMinor: range
        ? between(range[0], range[1])
        : Math.max(100, Math.round((product.basePriceMinor * between(85, 125)) / 100)),
      currency: 'rub' as const,
      stock: limited ? between(0, 40) : null,
      deliveryMinutes: between(fastest, slowest),
      isActive: random() > 0.03,
      sellerTier: seller.tier,
      sellerVerified: seller.verified,
    };
  });
}
