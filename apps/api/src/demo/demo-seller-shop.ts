import type { ProductType, SellerScheduleRequest } from '@lootmarket/domain';
import { DEMO_PRODUCTS } from './demo-products';

export const DEMO_SHOP_SELLER = { email: 'seller@demo.lootmarket.ru', name: 'KeyHub' } as const;

/**
 * The demo seller's shop: one offer of each of these types, the first demo product of each, a little under
 * the product's usual price (a seller undercutting by 3 %, rounded to whole roubles).
 */
const SHOP_TYPES: readonly ProductType[] = [
  'game_dlc_key',
  'gift_card_key',
  'game_points_manual',
  'mobile_top_up',
  'subscription_manual',
];
const KEYS_PER_OFFER = 12;
const QUANTITY = 40;

export interface DemoShopOffer {
  slug: string;
  priceMinor: number;
  /** keys: handed over automatically; quantity: counted; unlimited: delivered by hand. */
  stock: 'keys' | 'quantity' | 'unlimited';
}

export function demoShopOffers(): DemoShopOffer[] {
  return SHOP_TYPES.flatMap((type) => {
    const product = DEMO_PRODUCTS.find((candidate) => candidate.productType === type);
    if (!product) return [];
    const priceMinor = Math.max(100, Math.round((product.basePriceMinor * 0.97) / 100) * 100);
    const stock = type.endsWith('_key') ? 'keys' : type === 'mobile_top_up' ? 'quantity' : 'unlimited';
    return [{ slug: product.slug, priceMinor, stock }];
  });
}

export const DEMO_SHOP_STOCK = { keysPerOffer: KEYS_PER_OFFER, quantity: QUANTITY } as const;

/** Weekdays 10:00–22:00 and weekends 12:00–20:00, Moscow time. */
export const DEMO_SHOP_SCHEDULE: SellerScheduleRequest = {
  timeZone: 'Europe/Moscow',
  days: [1, 2, 3, 4, 5, 6, 7].map((day) =>
    day <= 5 ? { day, open: true, from: '10:00', to: '22:00' } : { day, open: true, from: '12:00', to: '20:00' },
  ),
  vacation: { on: false, until: null },
};
