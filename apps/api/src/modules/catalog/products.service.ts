import { layoutForProductType } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { ListingRow } from './catalog.repo';
import type { OfferShortInfo, Product, ProductOffer } from '@lootmarket/domain';
import { DEMO_OFFER_COUNT, generateOffers, type OfferSeller } from './catalog.demo-offers';
import { DEMO_PRODUCTS } from './catalog.demo-products';
import { createProductsRepo, type OfferRow } from './products.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toOffer(row: OfferRow): ProductOffer {
  return {
    id: row.id,
    price: { amount: row.priceMinor, currency: row.currency },
    stock: row.stock,
    inStock: row.stock === null || row.stock > 0,
    deliveryMinutes: row.deliveryMinutes,
    seller: { id: String(row.sellerId), tier: row.sellerTier, verified: row.sellerVerified },
  };
}

const toListingRef = (row: ListingRow) => ({ id: row.id, slug: row.slug, title: row.title, image: row.image });

/** Product pages and offers: reading them, and the demo products and offers of an empty catalog. */
export function createProductsService({ db }: { db: Db }) {
  const repo = createProductsRepo(db);
  return {
    /** A product by slug or id with its listing and its active offers, cheapest first; 404 when unknown. */
    async getProduct(slugOrId: string): Promise<Product> {
      const found = await repo.findProduct(slugOrId);
      if (!found) throw new AppError('NOT_FOUND', 'Товар не найден');
      const { product, listing, parent } = found;
      const offers = await repo.findActiveOffers(product.id);
      return {
        id: product.id,
        slug: product.slug,
        title: product.title,
        productType: product.productType,
        layout: layoutForProductType(product.productType),
        deliveryKind: product.deliveryKind,
        attributeTags: product.attributeTags,
        regionGroups: product.regionGroups,
        buyerInputKinds: product.buyerInputKinds,
        popularity: product.popularity,
        listing: { ...toListingRef(listing), parent: parent ? toListingRef(parent) : null },
        offers: offers.map(toOffer),
      };
    },

    /** One offer with the product it sells; 404 when unknown. */
    async getOfferShortInfo(offerId: string): Promise<OfferShortInfo> {
      const found = UUID.test(offerId) ? await repo.findOfferWithProduct(offerId) : undefined;
      if (!found) throw new AppError('NOT_FOUND', 'Предложение не найдено');
      const { offer, product } = found;
      return {
        ...toOffer(offer),
        isActive: offer.isActive,
        product: { id: product.id, slug: product.slug, title: product.title, productType: product.productType },
      };
    },
  };
}

/** Inserts the demo products under the listings they name and the demo offers of the given sellers. */
export async function insertDemoProducts(tx: Db, listingIds: Map<string, string>, sellers: OfferSeller[]): Promise<void> {
  const repo = createProductsRepo(tx);
  const rows = DEMO_PRODUCTS.map(({ listing, basePriceMinor: _price, ...product }) => {
    const listingId = listingIds.get(listing);
    if (!listingId) throw new Error(`demo product ${product.slug} names an unknown listing ${listing}`);
    return { ...product, listingId };
  });
  const inserted = await repo.insertProducts(rows);
  const prices = new Map(DEMO_PRODUCTS.map((product) => [product.slug, product.basePriceMinor]));
  const products = inserted.map((row) => ({ id: row.id, deliveryKind: row.deliveryKind, basePriceMinor: prices.get(row.slug) ?? 10_000 }));
  await repo.insertOffers(generateOffers({ products, sellers, count: DEMO_OFFER_COUNT, seed: 2024 }));
}
