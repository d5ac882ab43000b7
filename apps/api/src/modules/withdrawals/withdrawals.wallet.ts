import {
  CURRENCY_CODES,
  HOLD_REASON_LABELS,
  type CurrencyCode,
  type WalletBalanceLine,
  type WalletBalanceResponse,
  type WalletHold,
} from '@lootmarket/domain';
import type { WithdrawalsDeps } from './withdrawals.ports';

/** Soonest first; held until a dispute ends (no date) last. */
const byDate = (a: WalletHold, b: WalletHold) => (a.available_from ?? '9999').localeCompare(b.available_from ?? '9999');

/**
 * The wallet as its owner sees it: per currency what can be withdrawn now, what is held and what is on
 * its way out, and every held amount with the date it becomes available and why. Held income that came
 * due is moved to the wallet first, so the dates shown are the dates that hold.
 */
export function createWalletView(deps: Pick<WithdrawalsDeps, 'ledger' | 'orders' | 'now'>) {
  return {
    async balance(userId: number): Promise<WalletBalanceResponse> {
      await deps.ledger.releaseDueHolds({ now: new Date(deps.now()), userId });
      const [lines, holdRows, pending] = await Promise.all([
        deps.ledger.walletBalance(userId),
        deps.ledger.holdsOf(userId),
        deps.orders.pendingIncome(userId),
      ]);
      const holds: WalletHold[] = [
        ...pending.map((order) => {
          const reason = order.disputed ? ('dispute' as const) : ('order_awaiting_confirmation' as const);
          const from = order.disputed ? null : (order.availableFrom?.toISOString() ?? null);
          return {
            currency: order.currency,
            amount: order.amount,
            reason,
            reason_label: HOLD_REASON_LABELS[reason],
            available_from: from,
            source: 'order' as const,
            reference: `order:${order.orderId}`,
            title: order.title,
          };
        }),
        ...holdRows.map((hold) => ({
          currency: hold.currency,
          amount: hold.amount,
          reason: hold.reason,
          reason_label: HOLD_REASON_LABELS[hold.reason],
          available_from: hold.availableAt.toISOString(),
          source: hold.source,
          reference: hold.reference,
          title: null,
        })),
      ].sort(byDate);
      const currencies = new Set<CurrencyCode>([
        ...lines.map((line) => line.currency),
        ...holds.map((hold) => hold.currency),
      ]);
      // Roubles first, as the site counts in them; then the others in their catalogue order.
      const order = (currency: CurrencyCode) => CURRENCY_CODES.indexOf(currency);
      const balances: WalletBalanceLine[] = [...currencies]
        .sort((a, b) => order(a) - order(b))
        .map((currency) => {
          const line = lines.find((item) => item.currency === currency);
          const held = holds.filter((hold) => hold.currency === currency).reduce((sum, hold) => sum + hold.amount, 0);
          return { currency, available: line?.available ?? 0, held, withdrawing: line?.withdrawing ?? 0 };
        });
      return { balances, holds };
    },
  };
}
