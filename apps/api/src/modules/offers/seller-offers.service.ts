import {
  DEFAULT_UNPAID_ORDER_LIMITS,
  feeBasisPointsFor,
  isAutoDelivery,
  OFFER_PRICE_LIMITS,
  productCategoryOf,
  productMaxPerOrder,
  productTypesOf,
  SELLER_MESSAGES,
  splitPlatformFee,
  type OfferImage,
  type SellerOffer,
  type SellerOfferList,
  type SellerOfferListQuery,
  type SellerTier,
  type UnpaidOrderLimits,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { productTag, type CatalogAnswers } from '../../platform/cache/answer-cache';
import { AppError } from '../../platform/http/app-error';
import { offerImageViews } from './offer-images.service';
import {
  createSellerOffersRepo,
  type NewSellerOffer,
  type OfferEdit,
  type SellerOfferCatalogSql,
  type SellerOfferFilter,
  type SellerOfferRow,
} from './seller-offers.repo';

export type SellerOffersService = ReturnType<typeof createSellerOffersService>;

/** Pieces sold per offer; the orders module knows. */
export interface OfferSales {
  soldByOffer(sellerId: number, offerIds: string[], tx?: Db): Promise<Map<string, number>>;
}

/** The seller's standing, from the reviews module. */
export interface SellerReputationPort {
  badgeOf(sellerId: number): Promise<{ sellerTier: SellerTier; sellerVerified: boolean } | undefined>;
}

const OFFER_NOT_FOUND = 'Предложение не найдено';
const HIDDEN_BY_MODERATOR = 'Скрыто модератором';

type PerOrderDefaults = Pick<UnpaidOrderLimits, 'defaultMaxPerOrder' | 'defaultMaxUnitsPerOrder'>;

function toSellerOffer(
  row: SellerOfferRow,
  sold: number,
  limits: PerOrderDefaults,
  images: ReadonlyMap<string, OfferImage>,
): SellerOffer {
  const price = Number(row.price_minor);
  const feeBasisPoints = feeBasisPointsFor({ source: 'order', productType: row.product_type });
  const status =
    row.hidden_reason !== null ? 'moderation' : !row.is_active ? 'paused' : row.stock === 0 ? 'out_of_stock' : 'active';
  return {
    id: row.id,
    product: {
      id: row.product_id,
      slug: row.product_slug,
      title: row.product_title,
      productType: row.product_type,
      category: productCategoryOf(row.product_type),
      listingTitle: row.listing_title,
    },
    title: row.offer_title || row.product_title,
    description: row.description,
    images: row.image_ids.flatMap((id) => images.get(id) ?? []),
    status,
    isActive: row.is_active,
    hiddenReason: row.hidden_reason,
    price: { amount: price, currency: row.currency },
    sellerNet: { amount: splitPlatformFee(price, feeBasisPoints).payee, currency: row.currency },
    feeBasisPoints,
    pricing: row.pricing,
    lotSize: row.lot_size,
    stockMode: row.sells_keys ? 'keys' : row.stock === null ? 'unlimited' : 'quantity',
    autoDelivery: row.sells_keys || isAutoDelivery({ productType: row.product_type, deliveryKind: row.delivery_kind }),
    stock: row.stock,
    sold,
    maxPerOrder: row.max_per_order,
    effectiveMaxPerOrder: productMaxPerOrder(
      { productType: row.product_type, title: row.product_title, slug: row.product_slug },
      row.max_per_order,
      limits,
    ),
    deliveryMinutes: row.delivery_minutes,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A seller's own offers: the list with its filters, prices and pausing, one or many at once. */
export function createSellerOffersService({
  db,
  catalog,
  sales,
  answers,
  limits = DEFAULT_UNPAID_ORDER_LIMITS,
  reputation,
}: {
  db: Db;
  catalog: SellerOfferCatalogSql;
  sales: OfferSales;
  answers?: CatalogAnswers;
  /** What one order may take when the seller set no cap (decision 020). */
  limits?: PerOrderDefaults;
  /** The seller's earned tier and verified flag (decision 025); undefined for a seller never judged. */
  reputation?: SellerReputationPort;
}) {
  async function withSales(sellerId: number, rows: SellerOfferRow[], tx: Db = db): Promise<SellerOffer[]> {
    const sold =
      rows.length > 0
        ? await sales.soldByOffer(
            sellerId,
            rows.map((row) => row.id),
            tx,
          )
        : new Map<string, number>();
    const imageIds = [...new Set(rows.flatMap((row) => row.image_ids))];
    const images = new Map((await offerImageViews(tx, imageIds)).map((image) => [image.id, image]));
    return rows.map((row) => toSellerOffer(row, sold.get(row.id) ?? 0, limits, images));
  }

  async function lockOwn(tx: Db, sellerId: number, ids: string[]) {
    const unique = [...new Set(ids)];
    const found = await createSellerOffersRepo(tx, catalog).lockOwn(sellerId, unique);
    if (found.length < unique.length)
      throw new AppError('NOT_FOUND', OFFER_NOT_FOUND, {
        offerIds: unique.filter((id) => !found.some((row) => row.id === id)),
      });
    return found;
  }

  async function changed(
    tx: Db,
    sellerId: number,
    rows: { id: string; product_id: string }[],
  ): Promise<{ items: SellerOffer[] }> {
    await answers?.invalidate([...new Set(rows.map((row) => productTag(row.product_id)))], tx);
    const ids = rows.map((row) => row.id);
    return {
      items: await withSales(
        sellerId,
        await createSellerOffersRepo(tx, catalog).list({ sellerId, ids }, ids.length, 0),
        tx,
      ),
    };
  }

  return {
    /** `GET offer/list`. */
    async list(sellerId: number, query: SellerOfferListQuery): Promise<SellerOfferList> {
      const repo = createSellerOffersRepo(db, catalog);
      const filter: SellerOfferFilter = {
        sellerId,
        ...(query.category ? { productTypes: productTypesOf(query.category) } : {}),
        ...(query.text ? { text: query.text } : {}),
      };
      const [rows, counts] = await Promise.all([
        repo.list({ ...filter, ...(query.status ? { status: query.status } : {}) }, query.limit, query.offset),
        repo.countByStatus(filter),
      ]);
      const total = query.status ? counts[query.status] : counts.active + counts.paused + counts.out_of_stock;
      return { items: await withSales(sellerId, rows), total, counts };
    },

    /** `PATCH offer/change/price`: every price within its currency's bounds, or nothing changes. */
    changePrices: (sellerId: number, items: { offerId: string; amount: number }[]) =>
      inTransaction(db, async (tx) => {
        const offers = await lockOwn(
          tx,
          sellerId,
          items.map((item) => item.offerId),
        );
        const repo = createSellerOffersRepo(tx, catalog);
        for (const item of items) {
          const { min, max } = OFFER_PRICE_LIMITS[offers.find((offer) => offer.id === item.offerId)!.currency];
          if (item.amount < min)
            throw new AppError('VALIDATION_FAILED', SELLER_MESSAGES.priceTooLow, { offerId: item.offerId, min });
          if (item.amount > max)
            throw new AppError('VALIDATION_FAILED', SELLER_MESSAGES.priceTooHigh, { offerId: item.offerId, max });
          await repo.setPrice(item.offerId, item.amount);
        }
        return changed(tx, sellerId, offers);
      }),

    /** `PATCH offer/change/max-per-order`: the most one order may take of each offer (decision 020). */
    changeMaxPerOrder: (sellerId: number, items: { offerId: string; maxPerOrder: number | null }[]) =>
      inTransaction(db, async (tx) => {
        const offers = await lockOwn(
          tx,
          sellerId,
          items.map((item) => item.offerId),
        );
        const repo = createSellerOffersRepo(tx, catalog);
        for (const item of items) await repo.setMaxPerOrder(item.offerId, item.maxPerOrder);
        return changed(tx, sellerId, offers);
      }),

    /** One of the seller's offers as the list shows it; undefined when it is someone else's or unknown. */
    async findOwn(sellerId: number, offerId: string): Promise<SellerOffer | undefined> {
      const [row] = await createSellerOffersRepo(db, catalog).list({ sellerId, ids: [offerId] }, 1, 0);
      return row && (await withSales(sellerId, [row]))[0];
    },

    /** Whether the seller has any offer, live or paused. */
    hasOffers: (sellerId: number): Promise<boolean> => createSellerOffersRepo(db, catalog).hasAny(sellerId),

    /**
     * The tier and verified flag a new offer carries: the seller's reputation when it is known (decision 025),
     * else what the newest offer carries; a new seller's are bronze and unverified.
     */
    badgeOf: async (sellerId: number) =>
      (await reputation?.badgeOf(sellerId)) ??
      (await createSellerOffersRepo(db, catalog).newestBadge(sellerId)) ?? {
        sellerTier: 'bronze' as const,
        sellerVerified: false,
      },

    /** The seller's earned tier and verified flag reach every offer of theirs, in the caller's transaction. */
    async setSellerBadge(sellerId: number, badge: { tier: SellerTier; verified: boolean }, tx: Db): Promise<void> {
      const products = await createSellerOffersRepo(tx, catalog).setBadge(sellerId, badge.tier, badge.verified);
      if (products.length > 0) await answers?.invalidate([...new Set(products.map(productTag))], tx);
    },

    /** Lists a new offer, live at once; the product page drops its cached answer. */
    create: (offer: NewSellerOffer): Promise<string> =>
      inTransaction(db, async (tx) => {
        const id = await createSellerOffersRepo(tx, catalog).insert(offer);
        await answers?.invalidate([productTag(offer.productId)], tx);
        return id;
      }),

    /** What the wizard's form needs to edit one of the seller's offers; undefined when it is not theirs. */
    async editable(sellerId: number, offerId: string) {
      const [row] = await createSellerOffersRepo(db, catalog).list({ sellerId, ids: [offerId] }, 1, 0);
      if (!row) return undefined;
      return {
        listingId: row.listing_id,
        productId: row.product_id,
        productType: row.product_type,
        values: {
          title: row.offer_title || row.product_title,
          currency: row.currency,
          pricing: row.pricing,
          price: Number(row.price_minor),
          lotSize: row.lot_size,
          stockMode: row.sells_keys
            ? ('keys' as const)
            : row.stock === null
              ? ('unlimited' as const)
              : ('quantity' as const),
          quantity: row.sells_keys ? null : row.stock,
          rate: row.rate === null ? null : Number(row.rate),
          etaMinutes: row.delivery_minutes,
          description: row.description,
          images: row.image_ids,
          buyerInputs: row.buyer_inputs,
        },
      };
    },

    /** Saves the wizard's form over the seller's offer; the product page drops its cached answer. */
    update: (sellerId: number, offerId: string, edit: OfferEdit): Promise<void> =>
      inTransaction(db, async (tx) => {
        const [offer] = await lockOwn(tx, sellerId, [offerId]);
        await createSellerOffersRepo(tx, catalog).update(offerId, edit);
        await answers?.invalidate([productTag(offer!.product_id)], tx);
      }),

    /** `POST offer/toggle-active`: pauses or resumes the seller's offers. */
    toggleActive: (sellerId: number, offerIds: string[], active: boolean) =>
      inTransaction(db, async (tx) => {
        const offers = await lockOwn(tx, sellerId, offerIds);
        const hidden = offers.find((offer) => offer.hidden_reason !== null);
        // Only the moderator who hid an offer brings it back (decision 043).
        if (active && hidden) throw new AppError('CONFLICT', `${HIDDEN_BY_MODERATOR}: ${hidden.hidden_reason}`);
        await createSellerOffersRepo(tx, catalog).setActive(
          offers.map((offer) => offer.id),
          active,
        );
        return changed(tx, sellerId, offers);
      }),
  };
}
