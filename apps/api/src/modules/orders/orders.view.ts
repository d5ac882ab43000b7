import {
  canOpenDispute,
  checkoutLineTotal,
  ORDER_TIMING,
  layoutForProductType,
  orderCountdownDeadline,
  orderDisplayStatus,
  paymentDeadline,
  sellerOrderStatus,
  type DisputeView,
  type OrderMachineState,
  type OrderView,
} from '@lootmarket/domain';
import type { CheckoutOffer } from '../offers/offers.service';
import type { OrderRow } from './orders.repo';

const ms = (date: Date | null): number | null => (date ? date.getTime() : null);
const iso = (time: number | null): string | null => (time === null ? null : new Date(time).toISOString());

/** The machine's view of a stored order. */
export function machineState(row: OrderRow): OrderMachineState {
  return {
    status: row.status,
    stage: row.stage,
    createdAt: row.createdAt.getTime(),
    sellerClockAt: ms(row.sellerClockAt),
    deliveredAt: ms(row.deliveredAt),
    reopenedAt: ms(row.reopenedAt),
  };
}

/** The columns a machine state is stored in. */
export function machineColumns(state: OrderMachineState) {
  return {
    status: state.status,
    stage: state.stage,
    sellerClockAt: state.sellerClockAt === null ? null : new Date(state.sellerClockAt),
    deliveredAt: state.deliveredAt === null ? null : new Date(state.deliveredAt),
    reopenedAt: state.reopenedAt == null ? null : new Date(state.reopenedAt),
  };
}

/** What an order view shows of its seller when the account is gone. */
export const UNKNOWN_SELLER_NAME = 'Продавец';

/** An order as the API answers it; keys and delivery text only once the order is paid. */
export function toOrderView(
  row: OrderRow,
  inputs: Record<string, string>,
  keys: string[],
  sellerName: string,
  now: number,
  dispute: DisputeView | null = null,
): OrderView {
  const state = machineState(row);
  const paid = row.sellerClockAt !== null && row.status !== 'UNPAID';
  const unpaid = row.status === 'NEW' || row.status === 'AWAITING_PAYMENT' || row.status === 'ACQUIRING_ERROR';
  return {
    id: row.id,
    status: row.status,
    stage: row.stage,
    displayStatus: orderDisplayStatus(state),
    sellerStatus: sellerOrderStatus(state),
    deadline: iso(orderCountdownDeadline(state)),
    canPay: unpaid && now < paymentDeadline(state),
    canConfirm: row.status === 'PROCESSING' && row.stage === 'delivered',
    canDispute: canOpenDispute(state, now),
    product: { id: row.productId, slug: row.productSlug, title: row.productTitle, productType: row.productType },
    offerId: row.offerId,
    seller: { id: String(row.sellerId), name: sellerName },
    quantity: row.quantity,
    unitPrice: { amount: row.unitPriceMinor, currency: row.currency },
    amount: { amount: row.amountMinor, currency: row.currency },
    inputs,
    delivery: paid && (row.deliveryText !== null || keys.length > 0) ? { text: row.deliveryText, keys } : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: iso(state.deliveredAt),
    dispute,
    reopened:
      row.reopenedAt === null
        ? null
        : {
            at: row.reopenedAt.toISOString(),
            until: new Date(row.reopenedAt.getTime() + ORDER_TIMING.reopenWindowMs).toISOString(),
            reason: row.reopenReason ?? '',
          },
  };
}

/** What an order copies from its offer at placement. */
export function orderFromOffer(offer: CheckoutOffer, quantity: number) {
  return {
    sellerId: offer.sellerId,
    offerId: offer.offerId,
    productId: offer.productId,
    productSlug: offer.productSlug,
    productTitle: offer.productTitle,
    productType: offer.productType,
    deliveryKind: offer.deliveryKind,
    quantity,
    unitPriceMinor: offer.priceMinor,
    amountMinor: checkoutLineTotal(layoutForProductType(offer.productType), offer.priceMinor, quantity),
    currency: offer.currency,
  };
}
