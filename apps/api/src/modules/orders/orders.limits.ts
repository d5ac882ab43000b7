import {
  DEFAULT_UNPAID_ORDER_LIMITS,
  layoutForProductType,
  maxPerOrderFor,
  ORDER_LIMIT_MESSAGES,
  ORDER_TIMING,
  steamTopUpAmountIssue,
  steamTopUpBounds,
  topUpWallet,
  type UnpaidOrderLimits,
  type UnpaidOrderScope,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { CheckoutOffer } from '../offers/offers.service';
import { createOrdersRepo, type UnpaidOrderOwner } from './orders.repo';

const SCOPE_LIMIT: Record<UnpaidOrderScope, keyof UnpaidOrderLimits> = {
  email: 'unpaidPerEmail',
  account: 'unpaidPerAccount',
  address: 'unpaidPerAddress',
};

/**
 * One order may not take more of an offer than its seller allows (or the marketplace's default); a Steam
 * top-up's quantity is the amount credited, which must lie within its wallet's limits (decision 027).
 */
export function checkQuantity(
  offer: Pick<CheckoutOffer, 'productType' | 'productTitle' | 'productSlug' | 'maxPerOrder'>,
  quantity: number,
  limits: UnpaidOrderLimits = DEFAULT_UNPAID_ORDER_LIMITS,
): void {
  const wallet = topUpWallet({ productType: offer.productType, title: offer.productTitle, slug: offer.productSlug });
  if (wallet) {
    const bounds = steamTopUpBounds(wallet, offer.maxPerOrder);
    const message = steamTopUpAmountIssue(quantity, wallet, bounds);
    if (message)
      throw new AppError('ORDER_QUANTITY_LIMIT', message, {
        ...bounds,
        currency: wallet,
        issues: [{ path: '/quantity', message }],
      });
    return;
  }
  const max = maxPerOrderFor(layoutForProductType(offer.productType), offer.maxPerOrder, limits);
  if (quantity > max)
    throw new AppError('ORDER_QUANTITY_LIMIT', ORDER_LIMIT_MESSAGES.quantity(max), {
      max,
      issues: [{ path: '/quantity', message: ORDER_LIMIT_MESSAGES.quantity(max) }],
    });
}

/**
 * Refuses a new order while its buyer e-mail, account or address already keeps as many unpaid orders as
 * allowed (decision 020). Runs in the placing transaction and holds the owner's locks until it ends, so
 * concurrent placements are counted one after another. Retry-After says when the oldest of them expires.
 */
export async function checkUnpaidOrders(
  tx: Db,
  owner: UnpaidOrderOwner,
  at: number,
  limits: UnpaidOrderLimits = DEFAULT_UNPAID_ORDER_LIMITS,
): Promise<void> {
  const repo = createOrdersRepo(tx);
  await repo.lockUnpaidOwner(owner);
  const counts = await repo.countUnpaid(owner, {
    email: limits.unpaidPerEmail,
    account: limits.unpaidPerAccount,
    address: limits.unpaidPerAddress,
  });
  for (const scope of ['account', 'email', 'address'] as const) {
    const limit = limits[SCOPE_LIMIT[scope]];
    const { open, oldestAt } = counts[scope];
    if (open < limit) continue;
    const freedAt = (oldestAt?.getTime() ?? at) + ORDER_TIMING.paymentMs;
    throw new AppError('UNPAID_ORDERS_LIMIT', ORDER_LIMIT_MESSAGES.unpaid[scope], {
      scope,
      limit,
      retryAfterSeconds: Math.max(1, Math.ceil((freedAt - at) / 1000)),
    });
  }
}
