import type { Product, ProductPageOffer } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { productJsonLd, productMeta } from './product-seo';

const offer = (id: string, amount: number, stock: number | null): ProductPageOffer => ({
  id,
  price: { amount, currency: 'rub' },
  stock,
  inStock: stock === null || stock > 0,
  deliveryMinutes: 5,
  seller: {
    id,
    name: `Shop ${id.slice(-1)}`,
    avatar: null,
    avatarLetters: 'SH',
    avatarColor: '#000',
    tier: 'gold',
    verified: true,
    trust: { completedDeals: 10, refundShareBp: 10, medianDeliveryMinutes: 3 },
    rating: { average: 4.8, count: 12 },
  },
});

const product: Product = {
  id: '0190a3b4-0000-4000-8000-0000000000aa',
  slug: 'cyberpunk-2077-gift',
  title: 'Cyberpunk 2077 — Steam Gift (Россия)',
  description: 'Игра придёт подарком в ваш аккаунт Steam.',
  cover: '/covers/products/cyberpunk-2077-gift.svg',
  productType: 'game_dlc_gift',
  layout: 'game-dlc-gift',
  deliveryKind: 'gift',
  attributeTags: ['steam_gift'],
  badges: [{ badge: 'steam_gift', label: 'Steam Gift' }],
  regionGroups: ['RU'],
  regionAvailability: { groups: [{ group: 'RU', label: 'Россия' }], availableInRussia: true },
  buyerInputKinds: ['trade_link'],
  popularity: 1,
  listing: {
    id: '0190a3b4-0000-4000-8000-0000000000bb',
    slug: 'steam/igry',
    title: 'Игры',
    image: null,
    parent: { id: '0190a3b4-0000-4000-8000-0000000000cc', slug: 'steam', title: 'Steam', image: null },
  },
  offers: [
    offer('0190a3b4-0000-4000-8000-000000000001', 149_900, 3),
    offer('0190a3b4-0000-4000-8000-000000000002', 179_950, null),
    offer('0190a3b4-0000-4000-8000-000000000003', 99_000, 0),
  ],
  variants: [],
  baseGame: null,
  addOns: [],
};

describe('product page SEO', () => {
  it('describes the product as schema.org Product with an AggregateOffer in decimal prices', () => {
    const ld = productJsonLd(product, 'https://lootmarket.ru') as Record<string, unknown> & {
      offers: Record<string, unknown> & { offers: Record<string, unknown>[] };
    };
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.title,
      url: 'https://lootmarket.ru/product/cyberpunk-2077-gift',
      image: 'https://lootmarket.ru/_ipx/w_1200,f_webp/covers/products/cyberpunk-2077-gift.svg',
    });
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '990.00',
      highPrice: '1799.50',
      priceCurrency: 'RUB',
      offerCount: 3,
      availability: 'https://schema.org/InStock',
    });
    expect(ld.offers.offers[2]).toMatchObject({
      '@type': 'Offer',
      price: '990.00',
      availability: 'https://schema.org/OutOfStock',
      seller: { name: 'Shop 3' },
    });
  });

  it('gives one Offer when one seller sells it', () => {
    const ld = productJsonLd(
      { ...product, offers: [offer('0190a3b4-0000-4000-8000-000000000001', 5_000, null)] },
      'https://lootmarket.ru',
    ) as { offers: Record<string, unknown> };
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: '50.00', priceCurrency: 'RUB' });
  });

  it('sets title, canonical, og:type product, og:image and the breadcrumb trail', () => {
    const meta = productMeta(product, 'https://lootmarket.ru');
    expect(meta).toContainEqual({ title: 'Cyberpunk 2077 — Steam Gift (Россия) — купить — Лутмаркет' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://lootmarket.ru/product/cyberpunk-2077-gift',
    });
    expect(meta).toContainEqual({ property: 'og:type', content: 'product' });
    expect(meta).toContainEqual(expect.objectContaining({ property: 'og:image' }));
    const description = meta.find((item) => 'name' in item && item.name === 'description') as { content: string };
    expect(description.content).toMatch(/^Купить Cyberpunk 2077 .* от 1\u00A0499\u00A0₽ у 3 продавцов/);
    expect(description.content.length).toBeLessThanOrEqual(160);
    const crumbs = meta.find(
      (item) =>
        'script:ld+json' in item && (item['script:ld+json'] as { '@type': string })['@type'] === 'BreadcrumbList',
    ) as { 'script:ld+json': { itemListElement: { name: string; item: string }[] } };
    expect(crumbs['script:ld+json'].itemListElement.map((item) => item.name)).toEqual([
      'Главная',
      'Steam',
      'Игры',
      product.title,
    ]);
  });
});
