import {
  checkoutInputKinds,
  rankOffers,
  availableInRussia,
  badgeLabel,
  badgesForTags,
  buyerInputField,
  coverImagePath,
  GAME_PRODUCT_TYPES,
  layoutForProduct,
  REGION_GROUP_LABELS,
  type DeliveryKind,
  type Product,
  type ProductInputsResponse,
  type ProductOffer,
  type ProductPageOffer,
  type ScheduleNow,
  type SellerRating,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { CatalogAnswers } from '../../platform/cache/answer-cache';
import type { CatalogOffers, CatalogRatings, CatalogSchedules, CatalogUsers } from './catalog.ports';
import { findGameCards, type GameCards } from './catalog.product-cards';
import type { ListingRow } from './catalog.repo';
import { describeProduct } from './products.descriptions';
import { createProductsRepo, type NewProductRow, type ProductRow } from './products.repo';
import { createSellerStatsService } from './seller-stats.service';

/** Enough packs for a grid of four rows on a phone; more belong on the listing page. */
const VARIANTS_LIMIT = 12;
/** A game's add-ons on its page: the season pass and expansions fit; a game with hundreds of DLCs shows its best sellers. */
const ADD_ONS_LIMIT = 12;

const toListingRef = (row: ListingRow) => ({ id: row.id, slug: row.slug, title: row.title, image: row.image });

function productFacts(product: ProductRow) {
  return {
    description: describeProduct(product, product.description),
    cover: coverImagePath('product', product.slug),
    badges: badgesForTags(product.attributeTags).flatMap((badge) => {
      const label = badgeLabel(badge, product.regionGroups);
      return label ? [{ badge, label }] : [];
    }),
    regionAvailability: {
      groups: product.regionGroups.map((group) => ({ group, label: REGION_GROUP_LABELS[group] })),
      availableInRussia: availableInRussia(product.attributeTags, product.regionGroups),
    },
  };
}

/** Product pages: the product with its offers and their sellers, and what checkout will ask for. */
export function createProductsService({
  db,
  users,
  offers,
  answers,
  schedules,
  ratings,
}: {
  db: Db;
  users: CatalogUsers;
  offers: CatalogOffers;
  answers?: CatalogAnswers;
  /** Sellers' hours; unset: every seller is taken to be in. */
  schedules?: CatalogSchedules;
  /** Sellers' review ratings; unset: none has reviews. */
  ratings?: CatalogRatings;
}) {
  const repo = createProductsRepo(db);
  const sellerStats = createSellerStatsService({ db, answers });

  /** Offers with their sellers' names, avatars and trust figures: two batched queries, whatever the count. */
  async function withSellers(productOffers: ProductOffer[]): Promise<ProductPageOffer[]> {
    const sellerIds = [...new Set(productOffers.map((offer) => Number(offer.seller.id)))];
    const [cards, trust, hours, rated] = await Promise.all([
      users.findPublicCards(sellerIds),
      sellerStats.getSellerTrust(sellerIds),
      schedules ? schedules.statusOf(sellerIds) : new Map<number, ScheduleNow>(),
      ratings ? ratings.ratings(sellerIds) : new Map<number, SellerRating>(),
    ]);
    return productOffers.map((offer) => {
      const sellerId = Number(offer.seller.id);
      const card = cards.get(sellerId) ?? {
        name: 'Продавец',
        avatar: null,
        avatarLetters: 'П',
        avatarColor: '#5d6580',
      };
      const figures = trust.get(sellerId) ?? { completedDeals: 0, refundShareBp: 0, medianDeliveryMinutes: null };
      const now = hours.get(sellerId);
      const rating = rated.get(sellerId) ?? { average: null, count: 0 };
      return { ...offer, seller: { ...offer.seller, ...card, trust: figures, rating, ...(now && { now }) } };
    });
  }

  async function findVariants(product: ProductRow): Promise<Product['variants']> {
    const rows = await repo.findVariants(
      product.listingId,
      product.productType,
      VARIANTS_LIMIT,
      offers.productOffersSql,
    );
    const variants = rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      minPrice:
        row.price_minor === null || row.currency === null
          ? null
          : { amount: Number(row.price_minor), currency: row.currency },
    }));
    // Cheapest first reads as a ladder of packs (86 → 172 → 257 diamonds); unpriced ones go last.
    return variants.sort(
      (a, b) => (a.minPrice?.amount ?? Infinity) - (b.minPrice?.amount ?? Infinity) || a.slug.localeCompare(b.slug),
    );
  }

  /** Only games have add-ons and only add-ons a base game: other goods skip the read. */
  async function findGame(product: ProductRow): Promise<GameCards> {
    if (!GAME_PRODUCT_TYPES.includes(product.productType)) return { baseGame: null, addOns: [] };
    return findGameCards(db, product, ADD_ONS_LIMIT, offers.productOffersSql);
  }

  async function findOrFail(slugOrId: string) {
    const found = await repo.findProduct(slugOrId);
    if (!found) throw new AppError('NOT_FOUND', 'Товар не найден');
    return found;
  }

  return {
    ...sellerStats,

    /** A product by slug or id with its listing and its active offers (in stock first, then by price and the seller's standing, decision 040); 404 when unknown. */
    async getProduct(slugOrId: string): Promise<Product> {
      const { product, listing, parent } = await findOrFail(slugOrId);
      const productOffers = rankOffers(await withSellers(await offers.listActiveOffers(product)));
      const [variants, game] = await Promise.all([findVariants(product), findGame(product)]);
      return {
        id: product.id,
        slug: product.slug,
        title: product.title,
        ...productFacts(product),
        productType: product.productType,
        layout: layoutForProduct(product),
        deliveryKind: product.deliveryKind,
        attributeTags: product.attributeTags,
        regionGroups: product.regionGroups,
        buyerInputKinds: product.buyerInputKinds,
        popularity: product.popularity,
        listing: { ...toListingRef(listing), parent: parent ? toListingRef(parent) : null },
        offers: productOffers,
        variants,
        ...game,
      };
    },

    /** The inputs a buyer fills in before paying for this product, with labels and choices; 404 when unknown. */
    async getProductInputs(slugOrId: string): Promise<ProductInputsResponse> {
      const { product } = await findOrFail(slugOrId);
      return {
        productId: product.id,
        inputs: checkoutInputKinds(product.buyerInputKinds).map((kind) => ({
          kind,
          required: true,
          ...buyerInputField(kind),
        })),
      };
    },

    /** Adds products in bulk (the demo and benchmark catalogs), in the caller's transaction. */
    insertProducts: (rows: NewProductRow[], tx: Db = db): Promise<ProductRow[]> =>
      createProductsRepo(tx).insertProducts(rows),

    /** Every product, by slug. */
    listProducts: (): Promise<ProductRow[]> => repo.findAll(),

    /** A product by slug, in the caller's transaction. */
    findProductBySlug: (slug: string, tx: Db = db): Promise<ProductRow | undefined> =>
      createProductsRepo(tx).findBySlug(slug),

    /** Ids of the products delivered in these ways. */
    listProductIds: (deliveryKinds: DeliveryKind[]): Promise<string[]> => repo.findIdsByDeliveryKinds(deliveryKinds),

    countProducts: (): Promise<number> => repo.countProducts(),

    /** Fresh planner statistics after a bulk load. */
    analyzeProducts: (): Promise<void> => repo.analyze(),
  };
}
