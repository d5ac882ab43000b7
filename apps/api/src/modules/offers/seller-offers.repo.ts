import type {
  BuyerInputKind,
  CurrencyCode,
  DeliveryKind,
  PricingMode,
  ProductType,
  SellerOfferStatus,
  SellerTier,
} from '@lootmarket/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

const uuidArray = (values: readonly string[]): SQL =>
  values.length > 0
    ? sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::uuid[]`
    : sql`'{}'::uuid[]`;

const textArray = (values: readonly string[]): SQL =>
  values.length > 0
    ? sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/** The catalog's parts of a query over a seller's offers: the product `p` of offer `o` and its listing. */
export interface SellerOfferCatalogSql {
  product: { join: SQL; columns: SQL };
  listing: { join: SQL; columns: SQL };
}

export interface NewSellerOffer {
  productId: string;
  sellerId: number;
  priceMinor: number;
  currency: CurrencyCode;
  stock: number | null;
  deliveryMinutes: number;
  sellerTier: SellerTier;
  sellerVerified: boolean;
  /** What the wizard adds: the seller's title, description, pictures, lot pricing, buyer inputs and rate. */
  details?: OfferDetails;
}

export interface OfferDetails {
  title: string;
  description: string;
  imageIds: string[];
  pricing: PricingMode;
  lotSize: number;
  buyerInputs?: BuyerInputKind[];
  rate?: number | null;
}

/** What the wizard's form changes on a published offer. */
export interface OfferEdit {
  priceMinor: number;
  currency: CurrencyCode;
  deliveryMinutes: number;
  /** Undefined leaves the stock as it is (an offer selling keys counts its keys). */
  stock?: number | null;
  details: OfferDetails;
}

export interface SellerOfferFilter {
  sellerId: number;
  status?: SellerOfferStatus;
  productTypes?: ProductType[];
  text?: string;
  ids?: string[];
}

export interface SellerOfferRow {
  id: string;
  product_id: string;
  product_slug: string;
  product_title: string;
  product_type: ProductType;
  delivery_kind: DeliveryKind;
  listing_id: string;
  listing_title: string;
  offer_title: string;
  description: string;
  image_ids: string[];
  pricing: PricingMode;
  lot_size: number;
  buyer_inputs: BuyerInputKind[];
  rate: number | string | null;
  price_minor: string | number;
  currency: CurrencyCode;
  stock: number | null;
  max_per_order: number | null;
  delivery_minutes: number;
  is_active: boolean;
  hidden_reason: string | null;
  sells_keys: boolean;
  created_at: Date | string;
}

// `moderation` holds the offers a moderator hid (decision 043); a hidden offer is never active.
const STATUS_SQL: Record<SellerOfferStatus, SQL> = {
  active: sql`o.is_active and coalesce(o.stock, 1) > 0`,
  paused: sql`not o.is_active and o.hidden_at is null`,
  out_of_stock: sql`o.is_active and o.stock = 0`,
  moderation: sql`o.hidden_at is not null`,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function conditions(filter: Omit<SellerOfferFilter, 'status'>): SQL {
  const parts = [sql`o.seller_id = ${filter.sellerId}`];
  if (filter.productTypes) parts.push(sql`p.product_type = any(${`{${filter.productTypes.join(',')}}`}::text[])`);
  if (filter.text) parts.push(sql`p.title ilike ${`%${escapeLike(filter.text)}%`}`);
  if (filter.ids) parts.push(sql`o.id = any(${`{${filter.ids.join(',')}}`}::uuid[])`);
  return sql.join(parts, sql` and `);
}

export function createSellerOffersRepo(db: Db, catalog: SellerOfferCatalogSql) {
  return {
    /** A page of the seller's offers, newest first, with the product and listing they sell. */
    list: async (filter: SellerOfferFilter, limit: number, offset: number): Promise<SellerOfferRow[]> =>
      rowsOf<SellerOfferRow>(
        await db.execute(sql`
          select page.*, (select true from offer_keys k where k.offer_id = page.id limit 1) is not null as sells_keys
            from (
              select o.id, o.product_id, o.price_minor, o.currency, o.stock, o.max_per_order, o.delivery_minutes, o.is_active, o.hidden_reason, o.created_at,
                     o.title as offer_title, o.description, o.image_ids, o.pricing, o.lot_size, o.buyer_inputs, o.rate,
                     ${catalog.product.columns}, ${catalog.listing.columns}
                from offers o ${catalog.product.join} ${catalog.listing.join}
               where ${conditions(filter)} and ${filter.status ? STATUS_SQL[filter.status] : sql`true`}
               order by o.created_at desc, o.id
               limit ${limit} offset ${offset}
            ) page
           -- Whether an offer sells keys is looked up for the page only, through the keys' offer index.
           order by page.created_at desc, page.id`),
      ),

    /** How many of the seller's offers each status holds under the other filters. */
    countByStatus: async (filter: Omit<SellerOfferFilter, 'status'>): Promise<Record<SellerOfferStatus, number>> => {
      const [row] = rowsOf<Record<SellerOfferStatus, number>>(
        await db.execute(sql`
          select count(*) filter (where ${STATUS_SQL.active})::int as active,
                 count(*) filter (where ${STATUS_SQL.paused})::int as paused,
                 count(*) filter (where ${STATUS_SQL.out_of_stock})::int as out_of_stock,
                 count(*) filter (where ${STATUS_SQL.moderation})::int as moderation
            from offers o ${catalog.product.join}
           where ${conditions(filter)}`),
      );
      return {
        active: row?.active ?? 0,
        paused: row?.paused ?? 0,
        out_of_stock: row?.out_of_stock ?? 0,
        moderation: row?.moderation ?? 0,
      };
    },

    /** The seller's offers among these ids, locked for a change: id, product, currency, moderator's hiding. */
    lockOwn: async (sellerId: number, ids: string[]) =>
      rowsOf<{ id: string; product_id: string; currency: CurrencyCode; hidden_reason: string | null }>(
        await db.execute(sql`
          select id, product_id, currency, hidden_reason from offers
           where seller_id = ${sellerId} and id = any(${`{${ids.join(',')}}`}::uuid[])
           order by id for update`),
      ),

    /** The seller's cap on pieces per order; null returns the offer to the marketplace's default. */
    setMaxPerOrder: async (offerId: string, maxPerOrder: number | null): Promise<void> => {
      await db.execute(sql`update offers set max_per_order = ${maxPerOrder} where id = ${offerId}`);
    },

    setPrice: async (offerId: string, priceMinor: number): Promise<void> => {
      await db.execute(sql`update offers set price_minor = ${priceMinor} where id = ${offerId}`);
    },

    hasAny: async (sellerId: number): Promise<boolean> =>
      rowsOf<{ id: string }>(await db.execute(sql`select id from offers where seller_id = ${sellerId} limit 1`))
        .length > 0,

    /** Every offer of the seller takes the seller's tier and flag; answers the products they sell. */
    setBadge: async (sellerId: number, tier: SellerTier, verified: boolean): Promise<string[]> =>
      rowsOf<{ product_id: string }>(
        await db.execute(
          sql`update offers set seller_tier = ${tier}, seller_verified = ${verified}
               where seller_id = ${sellerId} and (seller_tier <> ${tier} or seller_verified <> ${verified})
           returning product_id`,
        ),
      ).map((row) => row.product_id),

    /** A new live offer; answers its id. */
    newestBadge: async (sellerId: number): Promise<{ sellerTier: SellerTier; sellerVerified: boolean } | undefined> => {
      const [row] = rowsOf<{ seller_tier: SellerTier; seller_verified: boolean }>(
        await db.execute(
          sql`select seller_tier, seller_verified from offers where seller_id = ${sellerId} order by created_at desc, id desc limit 1`,
        ),
      );
      return row && { sellerTier: row.seller_tier, sellerVerified: row.seller_verified };
    },

    insert: async (offer: NewSellerOffer): Promise<string> => {
      const details = offer.details ?? { title: '', description: '', imageIds: [], pricing: 'piece', lotSize: 1 };
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into offers (product_id, seller_id, price_minor, currency, stock, delivery_minutes, seller_tier, seller_verified, title, description, image_ids, pricing, lot_size, buyer_inputs, rate)
          values (${offer.productId}, ${offer.sellerId}, ${offer.priceMinor}, ${offer.currency}, ${offer.stock}, ${offer.deliveryMinutes}, ${offer.sellerTier}, ${offer.sellerVerified},
                  ${details.title}, ${details.description}, ${uuidArray(details.imageIds)}, ${details.pricing}, ${details.lotSize},
                  ${textArray(details.buyerInputs ?? [])}, ${details.rate ?? null})
          returning id`),
      );
      return row!.id;
    },

    /** The wizard's form saved over a published offer. */
    update: async (offerId: string, edit: OfferEdit): Promise<void> => {
      const { details } = edit;
      await db.execute(sql`
        update offers
           set price_minor = ${edit.priceMinor}, currency = ${edit.currency}, delivery_minutes = ${edit.deliveryMinutes},
               stock = ${edit.stock === undefined ? sql`stock` : edit.stock},
               title = ${details.title}, description = ${details.description}, image_ids = ${uuidArray(details.imageIds)},
               pricing = ${details.pricing}, lot_size = ${details.lotSize},
               buyer_inputs = ${textArray(details.buyerInputs ?? [])}, rate = ${details.rate ?? null}
         where id = ${offerId}`);
    },

    setActive: async (ids: string[], active: boolean): Promise<void> => {
      await db.execute(sql`update offers set is_active = ${active} where id = any(${`{${ids.join(',')}}`}::uuid[])`);
    },
  };
}
