import type { Storefront } from '@lootmarket/domain';
import { absoluteUrl, decimalPrice, isoCurrency } from '#app/lib/seo';
import { dealsText, refundShareText, storefrontPath } from '#app/lib/seller-format';

export function storefrontTitle(shop: Storefront): string {
  return `Магазин ${shop.name}`;
}

/** What a search snippet says about the shop: its deals, refunds and how much it sells. */
export function storefrontDescription(shop: Storefront): string {
  const deals =
    shop.completedDeals > 0
      ? `${dealsText(shop.completedDeals)}, возвраты ${refundShareText(shop.refundShareBp)}. `
      : '';
  return `${shop.name} на Лутмаркете: ${deals}Предложений в продаже: ${shop.activeOffers}. Оплата через безопасную сделку.`;
}

/** Schema.org Organization for the shop with the offers on the page as an ItemList of Products. */
export function storefrontJsonLd(shop: Storefront, publicUrl: string) {
  const url = absoluteUrl(publicUrl, storefrontPath(shop.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url,
    ...(shop.avatar ? { logo: shop.avatar } : {}),
    foundingDate: shop.memberSince.slice(0, 10),
    // Buyers' reviews (decision 025): search results may show the stars.
    ...(shop.rating.average !== null && shop.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: shop.rating.average,
            reviewCount: shop.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    makesOffer: shop.offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.title,
      price: decimalPrice(offer.price.amount),
      priceCurrency: isoCurrency(offer.price.currency),
      availability: offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: absoluteUrl(publicUrl, `/product/${offer.product.slug}`),
      itemOffered: { '@type': 'Product', name: offer.product.title },
    })),
  };
}
