import {
  DEFAULT_HOLD_POLICY,
  feeBasisPointsFor,
  holdFor,
  HOUR_MS,
  ORDER_TIMING,
  splitPlatformFee,
  type CurrencyCode,
  type HoldPolicy,
  type SellerTier,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { createOrdersIncomeRepo } from './orders-income.repo';

/** A paid order's money as its seller will get it, and from when (null while a dispute is open). */
export interface PendingOrderIncome {
  orderId: string;
  title: string;
  /** What the seller gets after the platform fee, minor units. */
  amount: number;
  currency: CurrencyCode;
  disputed: boolean;
  /** The latest the order completes by its timers plus the seller's hold; null while disputed or stuck in error. */
  availableFrom: Date | null;
}

export interface OrdersIncomeDeps {
  db: Db;
  offers: { findCheckoutOffer(offerId: string, tx?: Db): Promise<{ sellerTier: SellerTier } | undefined> };
  holds?: HoldPolicy | undefined;
}

/**
 * The order completes by the buyer's confirmation window at the latest: after delivery, 72 h from it;
 * before delivery, 72 h from the seller's 24 h deadline (an undelivered order is refunded instead).
 */
function completesBy(row: {
  stage: string | null;
  sellerClockAt: Date | null;
  deliveredAt: Date | null;
}): number | null {
  if (row.stage === 'delivered' && row.deliveredAt) return row.deliveredAt.getTime() + ORDER_TIMING.buyerConfirmMs;
  if ((row.stage === 'awaiting_seller' || row.stage === 'in_progress') && row.sellerClockAt) {
    return row.sellerClockAt.getTime() + ORDER_TIMING.sellerFulfilMs + ORDER_TIMING.buyerConfirmMs;
  }
  return null;
}

/** What a seller has coming from orders paid but not completed, for the wallet's held amounts. */
export function createOrdersIncome({ db, offers, holds = DEFAULT_HOLD_POLICY }: OrdersIncomeDeps) {
  return {
    async pendingIncome(sellerId: number): Promise<PendingOrderIncome[]> {
      const rows = await createOrdersIncomeRepo(db).findOpenPaid(sellerId);
      const tiers = new Map<string, SellerTier>();
      for (const offerId of new Set(rows.map((row) => row.offerId)))
        tiers.set(offerId, (await offers.findCheckoutOffer(offerId))?.sellerTier ?? 'bronze');
      return rows.map((row) => {
        const by = completesBy(row);
        const { hours } = holdFor(holds, { source: 'order', sellerTier: tiers.get(row.offerId)! });
        return {
          orderId: row.id,
          title: row.productTitle,
          amount: splitPlatformFee(
            row.amountMinor,
            feeBasisPointsFor({ source: 'order', productType: row.productType }),
          ).payee,
          currency: row.currency,
          disputed: row.stage === 'disputed',
          availableFrom: by === null ? null : new Date(by + hours * HOUR_MS),
        };
      });
    },

    /** Disputes and refunds on the seller's orders since `since`: risk signals of a withdrawal. */
    troubleSince: (sellerId: number, since: Date) => createOrdersIncomeRepo(db).troubleSince(sellerId, since),
  };
}
