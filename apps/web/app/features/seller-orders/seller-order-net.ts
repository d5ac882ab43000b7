import { feeBasisPointsFor, splitPlatformFee, type Money, type OrderView } from '@lootmarket/domain';

/** The platform fee on an order and what the seller gets, by the same rules the ledger books. */
export function orderPayout(order: Pick<OrderView, 'amount' | 'product'> & Partial<Pick<OrderView, 'dispute'>>): {
  fee: Money;
  net: Money;
} {
  const rate = feeBasisPointsFor({ source: 'order', productType: order.product.productType });
  // A dispute settled in between sent part of the money back to the buyer: the fee is on the rest.
  const kept = order.amount.amount - (order.dispute?.refunded?.amount ?? 0);
  const { fee, payee } = splitPlatformFee(kept, rate);
  return {
    fee: { amount: fee, currency: order.amount.currency },
    net: { amount: payee, currency: order.amount.currency },
  };
}
