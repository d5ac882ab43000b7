import type { Storefront } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { storefrontPath } from '#app/lib/seller-format';
import { storefrontDescription, storefrontJsonLd, storefrontTitle } from './storefront-seo';

const shop: Storefront = {
  id: '12',
  name: 'KeyHouse',
  avatar: null,
  avatarLetters: 'KH',
  avatarColor: '#7c5cff',
  tier: 'gold',
  verified: true,
  completedDeals: 4812,
  refundShareBp: 40,
  medianDeliveryMinutes: 2,
  rating: { average: 4.9, count: 120 },
  memberSince: '2024-03-01T10:00:00.000Z',
  now: { open: true, backAt: null },
  activeOffers: 1,
  offers: [
    {
      id: '8f0c1a52-4a6e-4f0e-9a59-0c6f9f0b7d11',
      title: 'Ключ Steam, Россия',
      product: {
        id: '1b0c1a52-4a6e-4f0e-9a59-0c6f9f0b7d11',
        slug: 'hades-ii-steam-key',
        title: 'Hades II',
        productType: 'game_dlc_key',
        cover: '/covers/hades.webp',
      },
      price: { amount: 89_900, currency: 'rub' },
      stock: 14,
      inStock: true,
      deliveryMinutes: 1,
    },
  ],
};

describe('storefront SEO', () => {
  it('titles and describes the shop by its figures', () => {
    expect(storefrontPath(12)).toBe('/seller/12');
    expect(storefrontTitle(shop)).toBe('Магазин KeyHouse');
    expect(storefrontDescription(shop)).toBe(
      'KeyHouse на Лутмаркете: 4\u00a0812 сделок, возвраты 0,4\u00a0%. Предложений в продаже: 1. Оплата через безопасную сделку.',
    );
    expect(storefrontDescription({ ...shop, completedDeals: 0 })).toBe(
      'KeyHouse на Лутмаркете: Предложений в продаже: 1. Оплата через безопасную сделку.',
    );
  });

  it('describes the shop and its offers as schema.org data with decimal prices', () => {
    const data = storefrontJsonLd(shop, 'https://lootmarket.ru');
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'KeyHouse',
      url: 'https://lootmarket.ru/seller/12',
      foundingDate: '2024-03-01',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.9,
        reviewCount: 120,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(
      storefrontJsonLd({ ...shop, rating: { average: null, count: 0 } }, 'https://lootmarket.ru'),
    ).not.toHaveProperty('aggregateRating');
    expect(data.makesOffer[0]).toEqual({
      '@type': 'Offer',
      name: 'Ключ Steam, Россия',
      price: '899.00',
      priceCurrency: 'RUB',
      availability: 'https://schema.org/InStock',
      url: 'https://lootmarket.ru/product/hades-ii-steam-key',
      itemOffered: { '@type': 'Product', name: 'Hades II' },
    });
  });
});
