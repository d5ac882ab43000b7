import { splitPlatformFee, type Money } from '@lootmarket/domain';

/** The order number support and sellers quote: the start of its id. */
export const orderNumberOf = (id: string): string => `№ ${id.slice(0, 8).toUpperCase()}`;

export const disputeDate = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});

/** How a decision splits the order's money: what the buyer gets back, the seller's share after the fee, the fee. */
export function decisionSplit(
  total: Money,
  refunded: number,
  feeBasisPoints: number,
): { buyer: Money; seller: Money; fee: Money } {
  const rest = Math.max(0, total.amount - refunded);
  const { fee, payee } = splitPlatformFee(rest, feeBasisPoints);
  const money = (amount: number): Money => ({ amount, currency: total.currency });
  return { buyer: money(total.amount - rest), seller: money(payee), fee: money(fee) };
}
