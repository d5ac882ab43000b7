import {
  type BuyerInputKind,
  type CurrencyCode,
  type DeliveryKind,
  type PricingMode,
  type ProductType,
  type SellerTier,
} from '@lootmarket/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offers } from './offers.tables';

/** An offer as buyers' paths read it; a moderator's hiding shows there only as `isActive: false`. */
export type OfferRow = Omit<typeof offers.$inferSelect, 'hiddenAt' | 'hiddenReason' | 'hiddenBy' | 'activeBeforeHide'>;
export type NewOfferRow = typeof offers.$inferInsert;

/** The product an offer sells, as the catalog lets queries over offers read it (see its offer-product.sql.ts). */
export interface OfferProductSql {
  /** Joins the product `p` of the offer `o`. */
  join: SQL;
  /** product_slug, product_title, product_type, delivery_kind, buyer_input_kinds. */
  columns: SQL;
}

export interface OfferProductRow {
  slug: string;
  title: string;
  productType: ProductType;
  deliveryKind: DeliveryKind;
  buyerInputKinds: BuyerInputKind[];
}

interface OfferWithProductRow {
  id: string;
  product_id: string;
  seller_id: string | number;
  price_minor: string | number;
  currency: CurrencyCode;
  stock: number | null;
  delivery_minutes: number;
  is_active: boolean;
  hidden_by_block: boolean;
  seller_tier: SellerTier;
  seller_verified: boolean;
  created_at: Date | string;
  title: string;
  description: string;
  image_ids: string[];
  pricing: PricingMode;
  lot_size: number;
  max_per_order: number | null;
  buyer_inputs: BuyerInputKind[];
  rate: number | string | null;
  product_slug: string;
  product_title: string;
  product_type: ProductType;
  delivery_kind: DeliveryKind;
  buyer_input_kinds: BuyerInputKind[];
}

/** Raw rows carry bigints as text on PostgreSQL: the typed row the query builder would have made. */
function toOfferWithProduct(row: OfferWithProductRow): { offer: OfferRow; product: OfferProductRow } {
  return {
    offer: {
      id: row.id,
      productId: row.product_id,
      sellerId: Number(row.seller_id),
      priceMinor: Number(row.price_minor),
      currency: row.currency,
      stock: row.stock,
      deliveryMinutes: row.delivery_minutes,
      isActive: row.is_active,
      hiddenByBlock: row.hidden_by_block,
      sellerTier: row.seller_tier,
      sellerVerified: row.seller_verified,
      createdAt: new Date(row.created_at),
      title: row.title,
      description: row.description,
      imageIds: row.image_ids,
      pricing: row.pricing,
      lotSize: row.lot_size,
      maxPerOrder: row.max_per_order,
      buyerInputs: row.buyer_inputs,
      rate: row.rate === null ? null : Number(row.rate),
    },
    product: {
      slug: row.product_slug,
      title: row.product_title,
      productType: row.product_type,
      deliveryKind: row.delivery_kind,
      buyerInputKinds: row.buyer_input_kinds,
    },
  };
}

/** Bulk inserts go in slices so that one statement never exceeds the protocol's parameter limit. */
const INSERT_SLICE = 500;

const stockColumns = { productId: offers.productId, stock: offers.stock, sellerId: offers.sellerId };

export function createOffersRepo(db: Db) {
  return {
    /**
     * The offer with the product it sells, and whether it ever had keys, in one statement (checkout reads
     * it while placing an order, and skips reserving keys for an unlimited offer that never had any).
     */
    findWithProduct: async (
      offerId: string,
      product: OfferProductSql,
    ): Promise<{ offer: OfferRow; product: OfferProductRow; sellsKeys: boolean } | undefined> => {
      const [row] = rowsOf<OfferWithProductRow & { sells_keys: boolean }>(
        await db.execute(sql`
          select o.id, o.product_id, o.seller_id, o.price_minor, o.currency, o.stock, o.delivery_minutes, o.is_active, o.hidden_by_block,
                 o.seller_tier, o.seller_verified, o.created_at, o.title, o.description, o.image_ids, o.pricing, o.lot_size, o.max_per_order,
                 o.buyer_inputs, o.rate, ${product.columns},
                 exists (select 1 from offer_keys k where k.offer_id = o.id) as sells_keys
            from offers o ${product.join}
           where o.id = ${offerId}
           limit 1`),
      );
      return row && { ...toOfferWithProduct(row), sellsKeys: row.sells_keys };
    },

    findActiveByProduct: (productId: string): Promise<OfferRow[]> =>
      db
        .select()
        .from(offers)
        .where(and(eq(offers.productId, productId), eq(offers.isActive, true)))
        // Sold-out offers go last however cheap they are: buyers compare what they can buy now. The rest are
        // the cheapest first, then the better seller and the faster delivery (decision 040); the product page
        // ranks them again with the sellers' deals and stars (rankOffers).
        .orderBy(
          sql`coalesce(${offers.stock}, 1) = 0`,
          asc(offers.priceMinor),
          sql`${offers.sellerVerified} desc`,
          sql`case ${offers.sellerTier} when 'gold' then 0 when 'silver' then 1 else 2 end`,
          asc(offers.deliveryMinutes),
          asc(offers.id),
        ),

    /**
     * Takes `quantity` units of an active offer in one conditional UPDATE, so concurrent buyers can never
     * oversell. Answers the offer's product and new stock, or nothing when it has fewer units left.
     */
    takeStock: (
      offerId: string,
      quantity: number,
    ): Promise<{ productId: string; stock: number | null; sellerId: number }[]> =>
      db
        .update(offers)
        .set({ stock: sql`case when ${offers.stock} is null then null else ${offers.stock} - ${quantity} end` })
        .where(
          and(eq(offers.id, offerId), eq(offers.isActive, true), or(isNull(offers.stock), gte(offers.stock, quantity))),
        )
        .returning(stockColumns),

    /** Puts units back on an offer with counted stock; answers its product and new stock. */
    returnStock: (offerId: string, quantity: number): Promise<{ productId: string; stock: number | null }[]> =>
      db
        .update(offers)
        .set({ stock: sql`${offers.stock} + ${quantity}` })
        .where(and(eq(offers.id, offerId), isNotNull(offers.stock)))
        .returning(stockColumns),

    /** The offers of these products that count their stock, with it. */
    findStockedByProducts: async (productIds: string[]): Promise<{ offerId: string; stock: number }[]> => {
      if (productIds.length === 0) return [];
      const rows = await db
        .select({ offerId: offers.id, stock: offers.stock })
        .from(offers)
        .where(and(inArray(offers.productId, productIds), isNotNull(offers.stock)));
      return rows.map((row) => ({ offerId: row.offerId, stock: row.stock ?? 0 }));
    },

    /** Each product's average offer price (active or not), by product id. */
    averagePrices: async (productIds: string[]): Promise<Map<string, number>> => {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .select({ productId: offers.productId, price: sql<number>`avg(${offers.priceMinor})::int` })
        .from(offers)
        .where(inArray(offers.productId, productIds))
        .groupBy(offers.productId);
      return new Map(rows.map((row) => [row.productId, row.price]));
    },

    insertMany: async (rows: NewOfferRow[]): Promise<void> => {
      for (let start = 0; start < rows.length; start += INSERT_SLICE) {
        await db.insert(offers).values(rows.slice(start, start + INSERT_SLICE));
      }
    },

    count: async (): Promise<number> => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(offers);
      return row?.count ?? 0;
    },

    /** Fresh planner statistics after a bulk load, rather than after autovacuum. */
    analyze: async (): Promise<void> => {
      await db.execute(sql`analyze ${offers}`);
    },
  };
}
