import type { CatalogCard } from '@lootmarket/domain';

/** A product card as the content API answers it, for component tests. */
export function testCard(overrides: Partial<CatalogCard> = {}): CatalogCard {
  const slug = overrides.slug ?? 'mobile-legends-almazy-86';
  return {
    productId: '0190a000-0000-7000-8000-000000000001',
    slug,
    title: '86 алмазов Mobile Legends',
    productType: 'mobile_top_up',
    cover: `/covers/products/${slug}.svg`,
    listing: { slug: 'mobile-legends', title: 'Mobile Legends' },
    price: { amount: 150_000, currency: 'rub' },
    offersCount: 4,
    deliveryMinutes: 5,
    badges: ['instant_delivery'],
    seller: { tier: 'gold', verified: true },
    inStock: true,
    ...overrides,
  };
}
