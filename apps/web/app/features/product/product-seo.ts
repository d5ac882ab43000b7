import { formatMoneyValue, priceUnitText, type Product, type ProductPageOffer } from '@lootmarket/domain';
import { imageUrl } from '#app/lib/images';
import { absoluteUrl, breadcrumbList, decimalPrice, isoCurrency, pageMeta } from '#app/lib/seo';
import { plural } from '#app/lib/seller-format';

const DESCRIPTION_MAX = 160;

/** The trail above the title: home, the game, its category, the product. */
export function productCrumbs(product: Product): { name: string; path: string }[] {
  const { listing } = product;
  return [
    { name: 'Главная', path: '/' },
    ...(listing.parent ? [{ name: listing.parent.title, path: `/ru-ru/${listing.parent.slug}` }] : []),
    { name: listing.title, path: `/ru-ru/${listing.slug}` },
    { name: product.title, path: `/product/${product.slug}` },
  ];
}

/** The cheapest offer in stock, looked for rather than taken first: the buyer may have sorted by rating. */
function cheapestInStock(product: Product): ProductPageOffer | undefined {
  return product.offers
    .filter((offer) => offer.inStock)
    .reduce<ProductPageOffer | undefined>(
      (low, offer) => (!low || offer.price.amount < low.price.amount ? offer : low),
      undefined,
    );
}

/** "150 ₽", or "1,02 ₽ за 1 ₽" for a Steam top-up priced per unit credited. */
function priced(product: Product, offer: ProductPageOffer): string {
  const unit = priceUnitText(product);
  return unit ? `${formatMoneyValue(offer.price)} ${unit}` : formatMoneyValue(offer.price);
}

/** "Купить … от 150 ₽ у 5 продавцов" plus the first sentence of the description, cut to fit a snippet. */
export function productDescription(product: Product): string {
  const best = cheapestInStock(product);
  const sellers = new Set(product.offers.map((offer) => offer.seller.id)).size;
  const lead = best
    ? `Купить ${product.title} от ${priced(product, best)} у ${sellers} ${plural(sellers, ['продавца', 'продавцов', 'продавцов'])} на Лутмаркете.`
    : `${product.title} на Лутмаркете.`;
  const text = `${lead} ${product.description}`;
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

const availability = (offer: ProductPageOffer) =>
  offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/** Schema.org Product: one Offer, or an AggregateOffer over the offers in the cheapest offer's currency. */
export function productJsonLd(product: Product, publicUrl: string) {
  const url = absoluteUrl(publicUrl, `/product/${product.slug}`);
  const offers = product.offers.map((offer) => ({
    '@type': 'Offer',
    price: decimalPrice(offer.price.amount),
    priceCurrency: isoCurrency(offer.price.currency),
    availability: availability(offer),
    url,
    seller: { '@type': 'Organization', name: offer.seller.name },
  }));
  const lead = cheapestInStock(product) ?? product.offers[0];
  const sameCurrency = lead ? product.offers.filter((offer) => offer.price.currency === lead.price.currency) : [];
  const amounts = sameCurrency.map((offer) => offer.price.amount);
  const offer = !lead
    ? undefined
    : offers.length === 1
      ? offers[0]
      : {
          '@type': 'AggregateOffer',
          lowPrice: decimalPrice(Math.min(...amounts)),
          highPrice: decimalPrice(Math.max(...amounts)),
          priceCurrency: isoCurrency(lead.price.currency),
          offerCount: offers.length,
          availability: availability(lead),
          offers,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: absoluteUrl(publicUrl, imageUrl(product.cover, 1200)),
    sku: product.id,
    category: product.listing.title,
    url,
    ...(offer ? { offers: offer } : {}),
  };
}

/** Title, description, canonical, Open Graph (type product) and JSON-LD of a product page. */
export function productMeta(product: Product, publicUrl: string) {
  return pageMeta({
    title: `${product.title} — купить`,
    description: productDescription(product),
    canonicalUrl: absoluteUrl(publicUrl, `/product/${product.slug}`),
    image: absoluteUrl(publicUrl, imageUrl(product.cover, 1200)),
    ogType: 'product',
    jsonLd: [
      productJsonLd(product, publicUrl),
      breadcrumbList(
        productCrumbs(product).map((crumb) => ({ name: crumb.name, url: absoluteUrl(publicUrl, crumb.path) })),
      ),
    ],
  });
}
