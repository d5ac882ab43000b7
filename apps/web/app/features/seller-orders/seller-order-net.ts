import { feeBasisPointsFor, splitPlatformFee, type Money, type OrderView } from '@lootmarket/domain';

/** The platform fee on an order and what the seller gets, by the same rules the ledger books. */
export function orderPayout(order: Pick<OrderView, 'amount' | 'product'>): { fee: Money; net: Money } {
  const rate = feeBasisPointsFor({ source: 'order', productType: order.product.productType });
  const { fee, payee } = splitPlatformFee(order.amount.amount, rate);
  return {
    fee: { amount: fee, currency: order.amount.currency },
    net: { amount: payee, currency: order.amount.currency },
  };
}
