import { offerImageUrl, stockSells } from '@lootmarket/domain';
import type {
  BuyerInputKind,
  CurrencyCode,
  DeliveryKind,
  OfferShortInfo,
  ProductOffer,
  ProductType,
  SellerTier,
  SteamTopUpProduct,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { productTag, type CatalogAnswers } from '../../platform/cache/answer-cache';
import {
  createOffersRepo,
  type NewOfferRow,
  type OfferProductRow,
  type OfferProductSql,
  type OfferRow,
} from './offers.repo';
import { productOffersSql } from './product-offers.sql';
import type { SellerWebhooks } from '../webhooks/webhooks.ports';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What checkout needs to price and place an order for one offer, read from the offer, never the client. */
export interface CheckoutOffer {
  offerId: string;
  sellerId: number;
  /** The seller's standing now: it sets how long their income is held after a sale (decision 023). */
  sellerTier: SellerTier;
  priceMinor: number;
  currency: CurrencyCode;
  /** Null: unlimited (a seller who delivers by hand). */
  stock: number | null;
  /** The seller's cap on pieces per order; null: the marketplace's default (decision 020). */
  maxPerOrder: number | null;
  isActive: boolean;
  productId: string;
  productSlug: string;
  productTitle: string;
  productType: ProductType;
  deliveryKind: DeliveryKind;
  buyerInputKinds: BuyerInputKind[];
  /** Whether keys were ever stored for the offer (any state), as read with it. */
  sellsKeys: boolean;
}

export type { NewOfferRow, OfferProductSql };
export type OffersService = ReturnType<typeof createOffersService>;

/** `product`: what the offer sells, which says how its stock is counted (a top-up's in wallet units). */
function toProductOffer(row: OfferRow, product: SteamTopUpProduct): ProductOffer {
  return {
    id: row.id,
    price: { amount: row.priceMinor, currency: row.currency },
    stock: row.stock,
    inStock: stockSells(product, row.stock),
    deliveryMinutes: row.deliveryMinutes,
    seller: { id: String(row.sellerId), tier: row.sellerTier, verified: row.sellerVerified },
    ...(row.title ? { title: row.title } : {}),
    ...(row.description ? { description: row.description } : {}),
    ...(row.imageIds.length > 0 ? { imageUrls: row.imageIds.map(offerImageUrl) } : {}),
  };
}

/**
 * Sellers' offers of products: reading them, and their stock, which checkout takes and gives back.
 * `products` is the catalog's part of a query for the product an offer sells.
 */
export function createOffersService({
  db,
  products,
  answers,
  webhooks,
}: {
  db: Db;
  products: OfferProductSql;
  answers?: CatalogAnswers;
  /** The seller's webhooks outbox: stock falling to a threshold is told in the reservation's transaction. */
  webhooks?: Pick<SellerWebhooks, 'stockChanged'>;
}) {
  const repo = createOffersRepo(db);

  /** Counted stock is on the product page ('Нет в наличии'); unlimited offers do not change it. */
  async function stockChanged(rows: { productId: string; stock: number | null }[], tx: Db): Promise<void> {
    const counted = rows.filter((row) => row.stock !== null);
    if (counted.length > 0)
      await answers?.invalidate([...new Set(counted.map((row) => productTag(row.productId)))], tx);
  }

  /** The offer with the product it sells, or undefined when the id is unknown. */
  async function findWithProduct(
    offerId: string,
    tx: Db,
  ): Promise<{ offer: OfferRow; product: OfferProductRow; sellsKeys: boolean } | undefined> {
    return UUID.test(offerId) ? createOffersRepo(tx).findWithProduct(offerId, products) : undefined;
  }

  return {
    /** Parts of the catalog's queries that read a product's offers (see product-offers.sql.ts). */
    productOffersSql,

    /** A product's active offers: in stock first, then by price raised by the seller's standing (decision 025). */
    async listActiveOffers(product: SteamTopUpProduct & { id: string }): Promise<ProductOffer[]> {
      const listed = (await repo.findActiveByProduct(product.id)).map((row) => toProductOffer(row, product));
      // Stock under a top-up's smallest payment reads as sold out, which the query's order cannot tell.
      return [...listed.filter((offer) => offer.inStock), ...listed.filter((offer) => !offer.inStock)];
    },

    /** One offer with the product it sells; 404 when unknown. */
    async getOfferShortInfo(offerId: string): Promise<OfferShortInfo> {
      const found = await findWithProduct(offerId, db);
      if (!found) throw new AppError('NOT_FOUND', 'Предложение не найдено');
      const { offer, product } = found;
      return {
        ...toProductOffer(offer, product),
        isActive: offer.isActive,
        product: { id: offer.productId, slug: product.slug, title: product.title, productType: product.productType },
      };
    },

    /** The offer as checkout prices it, or undefined when the id is unknown. */
    async findCheckoutOffer(offerId: string, tx: Db = db): Promise<CheckoutOffer | undefined> {
      const found = await findWithProduct(offerId, tx);
      if (!found) return undefined;
      const { offer, product, sellsKeys } = found;
      return {
        offerId: offer.id,
        sellerId: offer.sellerId,
        sellerTier: offer.sellerTier,
        priceMinor: offer.priceMinor,
        currency: offer.currency,
        stock: offer.stock,
        maxPerOrder: offer.maxPerOrder,
        isActive: offer.isActive,
        productId: offer.productId,
        productSlug: product.slug,
        productTitle: product.title,
        productType: product.productType,
        deliveryKind: product.deliveryKind,
        buyerInputKinds: product.buyerInputKinds,
        sellsKeys,
      };
    },

    /**
     * Takes `quantity` units in one conditional UPDATE, so concurrent buyers can never oversell: false when
     * the offer is inactive or has fewer units left. Unlimited offers always succeed. Takes the caller's
     * transaction so the order and the stock move together.
     */
    async reserveOfferStock(offerId: string, quantity: number, tx: Db = db): Promise<boolean> {
      const rows = await createOffersRepo(tx).takeStock(offerId, quantity);
      await stockChanged(rows, tx);
      const [taken] = rows;
      if (taken && taken.stock !== null)
        await webhooks?.stockChanged(tx, {
          userId: taken.sellerId,
          offerId,
          productId: taken.productId,
          before: taken.stock + quantity,
          after: taken.stock,
        });
      return rows.length === 1;
    },

    /** Puts units back after an order was not paid or was cancelled before delivery. */
    async releaseOfferStock(offerId: string, quantity: number, tx: Db = db): Promise<void> {
      await stockChanged(await createOffersRepo(tx).returnStock(offerId, quantity), tx);
    },

    /** Adds offers in bulk (the demo and benchmark catalogs), in the caller's transaction. */
    insertOffers: (rows: NewOfferRow[], tx: Db = db): Promise<void> => createOffersRepo(tx).insertMany(rows),

    /** Offers of these products that count their stock, with it: what a key store is filled for. */
    listStockedOffers: (productIds: string[]) => repo.findStockedByProducts(productIds),

    /** Each product's average offer price, by product id. */
    averagePrices: (productIds: string[]) => repo.averagePrices(productIds),

    countOffers: () => repo.count(),

    /** Fresh planner statistics after a bulk load. */
    analyze: () => repo.analyze(),
  };
}
