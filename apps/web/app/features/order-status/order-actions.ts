import type { OrderDisplayStatus, OrderView } from '@lootmarket/domain';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** The colour each status reads in: green done, amber waiting on someone, red trouble. */
export const STATUS_TONE: Readonly<Record<OrderDisplayStatus, StatusTone>> = {
  AWAIT_PAYMENT: 'warning',
  ACQUIRING_ERROR: 'danger',
  PROCESSING: 'info',
  IN_PROGRESS: 'info',
  DELIVERED: 'success',
  COMPLETED: 'success',
  DISAGREEMENT: 'warning',
  CANCELLED: 'neutral',
  ERROR: 'danger',
  UNPAID: 'neutral',
  MANUAL_APPROVE: 'warning',
};

/** What the timer of each counting-down status runs to, in the buyer's words. */
export const COUNTDOWN_LABEL: Readonly<Partial<Record<OrderDisplayStatus, string>>> = {
  AWAIT_PAYMENT: 'Оплатить в течение',
  PROCESSING: 'Продавец примет заказ в течение',
  IN_PROGRESS: 'Продавец выполнит заказ в течение',
  DELIVERED: 'Подтвердить получение в течение',
};

export type OrderAction =
  'pay' | 'retry' | 'another-method' | 'confirm' | 'dispute' | 'cancel' | 'buy-again' | 'support';

export const ORDER_ACTION_LABEL: Readonly<Record<OrderAction, string>> = {
  pay: 'Оплатить',
  retry: 'Оплатить ещё раз',
  'another-method': 'Другой способ оплаты',
  confirm: 'Подтвердить получение',
  dispute: 'Открыть спор',
  cancel: 'Отменить заказ',
  'buy-again': 'Купить снова',
  support: 'Связаться с поддержкой',
};

/** Statuses where nothing moves until the buyer writes to support. */
const SUPPORT_FIRST: readonly OrderDisplayStatus[] = ['ERROR', 'MANUAL_APPROVE', 'DISAGREEMENT'];

/**
 * The buttons an order offers its buyer, most important first. Paying follows the server's `canPay`, so a
 * page left open past the deadline stops offering it; support is always the last resort.
 */
export function orderActions(
  order: Pick<OrderView, 'displayStatus' | 'canPay' | 'canConfirm' | 'canDispute'>,
): OrderAction[] {
  const { displayStatus, canPay } = order;
  const actions: OrderAction[] = [];
  if (displayStatus === 'AWAIT_PAYMENT' && canPay) actions.push('pay', 'another-method');
  if (displayStatus === 'ACQUIRING_ERROR' && canPay) actions.push('retry', 'another-method');
  if (order.canConfirm) actions.push('confirm');
  if (order.canDispute) actions.push('dispute');
  // Paid, and the seller has not accepted yet: the buyer may still change their mind.
  if (displayStatus === 'PROCESSING') actions.push('cancel');
  const payable = displayStatus === 'AWAIT_PAYMENT' || displayStatus === 'ACQUIRING_ERROR';
  if (
    displayStatus === 'UNPAID' ||
    displayStatus === 'COMPLETED' ||
    displayStatus === 'CANCELLED' ||
    (payable && !canPay)
  )
    actions.push('buy-again');
  actions.push('support');
  return actions;
}

/** Support is the main way forward for an order stuck on an error, a risk check or a dispute. */
export function supportIsPrimary(status: OrderDisplayStatus): boolean {
  return SUPPORT_FIRST.includes(status);
}

/** While the bank may still answer the page asks again often; while a seller works, now and then. */
export function pollIntervalMs(status: OrderDisplayStatus): number | null {
  if (status === 'AWAIT_PAYMENT') return 3_000;
  if (status === 'PROCESSING' || status === 'IN_PROGRESS') return 20_000;
  return null;
}
