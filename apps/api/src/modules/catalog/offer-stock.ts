import type { BuyerInputKind, CurrencyCode, DeliveryKind, ProductType } from '@lootmarket/domain';
import { and, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productTag } from '../../platform/cache/answer-cache';
import type { CatalogAnswers } from '../../platform/cache/answer-cache';
import { offers, products } from './products.tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What checkout needs to price and place an order for one offer, read from the catalog, never the client. */
export interface CheckoutOffer {
  offerId: string;
  sellerId: number;
  priceMinor: number;
  currency: CurrencyCode;
  /** Null: unlimited (a seller who delivers by hand). */
  stock: number | null;
  isActive: boolean;
  productId: string;
  productSlug: string;
  productTitle: string;
  productType: ProductType;
  deliveryKind: DeliveryKind;
  buyerInputKinds: BuyerInputKind[];
}

/** Offer stock for checkout; each method takes the caller's transaction so the order and the stock move together. */
export function createOfferStock(db: Db, answers?: CatalogAnswers) {
  /** Counted stock is on the product page ('Нет в наличии'); unlimited offers do not change it. */
  async function stockChanged(rows: { productId: string; stock: number | null }[], tx: Db): Promise<void> {
    const counted = rows.filter((row) => row.stock !== null);
    if (counted.length > 0) await answers?.invalidate([...new Set(counted.map((row) => productTag(row.productId)))], tx);
  }

  return {
    /** The offer with its product, or undefined when the id is unknown. */
    async findCheckoutOffer(offerId: string, tx: Db = db): Promise<CheckoutOffer | undefined> {
      if (!UUID.test(offerId)) return undefined;
      const [row] = await tx
        .select({ offer: offers, product: products })
        .from(offers)
        .innerJoin(products, eq(products.id, offers.productId))
        .where(eq(offers.id, offerId))
        .limit(1);
      if (!row) return undefined;
      const { offer, product } = row;
      return {
        offerId: offer.id,
        sellerId: offer.sellerId,
        priceMinor: offer.priceMinor,
        currency: offer.currency,
        stock: offer.stock,
        isActive: offer.isActive,
        productId: product.id,
        productSlug: product.slug,
        productTitle: product.title,
        productType: product.productType,
        deliveryKind: product.deliveryKind,
        buyerInputKinds: product.buyerInputKinds,
      };
    },

    /**
     * Takes `quantity` units in one conditional UPDATE, so concurrent buyers can never oversell: false when
     * the offer is inactive or has fewer units left. Unlimited offers always succeed.
     */
    async reserveOfferStock(offerId: string, quantity: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(offers)
        .set({ stock: sql`case when ${offers.stock} is null then null else ${offers.stock} - ${quantity} end` })
        .where(and(eq(offers.id, offerId), eq(offers.isActive, true), or(isNull(offers.stock), gte(offers.stock, quantity))))
        .returning({ productId: offers.productId, stock: offers.stock });
      await stockChanged(rows, tx);
      return rows.length === 1;
    },

    /** Offers delivered automatically from stored keys or gift links, with their stock: what the key store is filled for. */
    async listKeyOffers(): Promise<{ offerId: string; stock: number }[]> {
      const rows = await db
        .select({ offerId: offers.id, stock: offers.stock })
        .from(offers)
        .innerJoin(products, eq(products.id, offers.productId))
        .where(and(inArray(products.deliveryKind, ['key', 'gift']), isNotNull(offers.stock)));
      return rows.map((row) => ({ offerId: row.offerId, stock: row.stock ?? 0 }));
    },

    /** Puts units back after an order was not paid or was cancelled before delivery. */
    async releaseOfferStock(offerId: string, quantity: number, tx: Db = db): Promise<void> {
      const rows = await tx
        .update(offers)
        .set({ stock: sql`${offers.stock} + ${quantity}` })
        .where(and(eq(offers.id, offerId), sql`${offers.stock} is not null`))
        .returning({ productId: offers.productId, stock: offers.stock });
      await stockChanged(rows, tx);
    },
  };
}
