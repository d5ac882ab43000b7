import {
  BADGE_LABELS,
  availableInRussia,
  badgesForTags,
  buyerInputField,
  coverImagePath,
  layoutForProductType,
  REGION_GROUP_LABELS,
  type OfferShortInfo,
  type Product,
  type ProductInputsResponse,
  type ProductOffer,
  type ProductPageOffer,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { CatalogAnswers } from '../../platform/cache/answer-cache';
import type { ListingRow } from './catalog.repo';
import { DEMO_OFFER_COUNT, generateOffers, type OfferSeller } from './catalog.demo-offers';
import { DEMO_PRODUCTS } from './catalog.demo-products';
import { describeProduct } from './products.descriptions';
import { createProductsRepo, type OfferRow, type ProductRow } from './products.repo';
import { demoSellerStats } from './seller-stats.demo';
import { createSellerStatsRepo } from './seller-stats.repo';
import { createSellerStatsService } from './seller-stats.service';

/** Enough packs for a grid of four rows on a phone; more belong on the listing page. */
const VARIANTS_LIMIT = 12;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What product pages need from the users module: sellers' public names and avatars, many at once. */
export interface ProductSellers {
  findPublicCards(ids: number[]): Promise<Map<number, { name: string; avatar: string | null; avatarLetters: string; avatarColor: string }>>;
}

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

function productFacts(product: ProductRow) {
  return {
    description: describeProduct(product.productType, product.description),
    cover: coverImagePath('product', product.slug),
    badges: badgesForTags(product.attributeTags).map((badge) => ({ badge, label: BADGE_LABELS[badge] })),
    regionAvailability: {
      groups: product.regionGroups.map((group) => ({ group, label: REGION_GROUP_LABELS[group] })),
      availableInRussia: availableInRussia(product.attributeTags, product.regionGroups),
    },
  };
}

/** Product pages and offers: reading them, and the demo products and offers of an empty catalog. */
export function createProductsService({ db, users, answers }: { db: Db; users: ProductSellers; answers?: CatalogAnswers }) {
  const repo = createProductsRepo(db);
  const sellerStats = createSellerStatsService({ db, answers });

  /** Offers with their sellers' names, avatars and trust figures: two batched queries, whatever the count. */
  async function withSellers(rows: OfferRow[]): Promise<ProductPageOffer[]> {
    const sellerIds = [...new Set(rows.map((row) => row.sellerId))];
    const [cards, trust] = await Promise.all([users.findPublicCards(sellerIds), sellerStats.getSellerTrust(sellerIds)]);
    return rows.map((row) => {
      const offer = toOffer(row);
      const card = cards.get(row.sellerId) ?? { name: 'Продавец', avatar: null, avatarLetters: 'П', avatarColor: '#5d6580' };
      const figures = trust.get(row.sellerId) ?? { completedDeals: 0, refundShareBp: 0, medianDeliveryMinutes: null };
      return { ...offer, seller: { ...offer.seller, ...card, trust: figures } };
    });
  }

  async function findVariants(product: ProductRow): Promise<Product['variants']> {
    const rows = await repo.findVariants(product.listingId, product.productType, VARIANTS_LIMIT);
    const variants = rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      minPrice: row.price_minor === null || row.currency === null ? null : { amount: Number(row.price_minor), currency: row.currency },
    }));
    // Cheapest first reads as a ladder of packs (86 → 172 → 257 diamonds); unpriced ones go last.
    return variants.sort((a, b) => (a.minPrice?.amount ?? Infinity) - (b.minPrice?.amount ?? Infinity) || a.slug.localeCompare(b.slug));
  }

  async function findOrFail(slugOrId: string) {
    const found = await repo.findProduct(slugOrId);
    if (!found) throw new AppError('NOT_FOUND', 'Товар не найден');
    return found;
  }

  return {
    ...sellerStats,

    /** A product by slug or id with its listing and its active offers (in stock and cheapest first); 404 when unknown. */
    async getProduct(slugOrId: string): Promise<Product> {
      const { product, listing, parent } = await findOrFail(slugOrId);
      const offers = await withSellers(await repo.findActiveOffers(product.id));
      const variants = await findVariants(product);
      return {
        id: product.id,
        slug: product.slug,
        title: product.title,
        ...productFacts(product),
        productType: product.productType,
        layout: layoutForProductType(product.productType),
        deliveryKind: product.deliveryKind,
        attributeTags: product.attributeTags,
        regionGroups: product.regionGroups,
        buyerInputKinds: product.buyerInputKinds,
        popularity: product.popularity,
        listing: { ...toListingRef(listing), parent: parent ? toListingRef(parent) : null },
        offers,
        variants,
      };
    },

    /** The inputs a buyer fills in before paying for this product, with labels and choices; 404 when unknown. */
    async getProductInputs(slugOrId: string): Promise<ProductInputsResponse> {
      const { product } = await findOrFail(slugOrId);
      return {
        productId: product.id,
        inputs: product.buyerInputKinds.map((kind) => ({ kind, required: true, ...buyerInputField(kind) })),
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

/** Inserts the demo products under the listings they name, the demo offers and the sellers' trust figures. */
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
  await createSellerStatsRepo(tx).insertMany(sellers.map((seller, index) => ({ sellerId: seller.id, ...demoSellerStats(index, seller.tier) })));
}
