import {
  canOpenDispute,
  confirmDeadline,
  ORDER_TIMING,
  paymentDeadline,
  type OrderEffect,
  type OrderEvent,
  type OrderEventType,
  type OrderMachineState,
  type OrderStage,
  type OrderTransition,
} from './order-machine';
import type { OrderStatus } from './order-status';

type Rule = (state: OrderMachineState, at: number, event: OrderEvent) => OrderTransition;

const UNPAID: readonly OrderStatus[] = ['NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR'];

const ok = (state: OrderMachineState, effects: OrderEffect[] = []): OrderTransition => ({ ok: true, state, effects });
const illegal = (message: string): OrderTransition => ({ ok: false, reason: 'illegal_transition', message });
const tooEarly = (message: string): OrderTransition => ({ ok: false, reason: 'too_early', message });

const inStage = (state: OrderMachineState, stages: readonly OrderStage[]): boolean =>
  state.status === 'PROCESSING' && state.stage !== null && stages.includes(state.stage);
const toStage = (
  state: OrderMachineState,
  stage: OrderStage,
  patch: Partial<OrderMachineState> = {},
): OrderMachineState => ({
  ...state,
  ...patch,
  status: 'PROCESSING',
  stage,
});
const finish = (state: OrderMachineState, status: OrderStatus): OrderMachineState => ({
  ...state,
  status,
  stage: null,
});

/** Money goes back and, when nothing reached the buyer, so does the stock. */
const refundEffects = (state: OrderMachineState): OrderEffect[] =>
  state.deliveredAt === null ? ['refund_payment', 'release_stock'] : ['refund_payment'];

/** The seller's clock starts now, or when an away seller is back (decision 024). */
const sellerClockStart = (at: number, event: OrderEvent): number => Math.max(at, event.sellerBackAt ?? at);

const startPayment: Rule = (state, at) => {
  if (!UNPAID.includes(state.status)) return illegal('Заказ уже нельзя оплатить');
  if (at >= paymentDeadline(state)) return illegal('Время на оплату заказа истекло');
  return ok(finish(state, 'AWAITING_PAYMENT'));
};

const RULES: Record<OrderEventType, Rule> = {
  PAYMENT_STARTED: startPayment,
  PAYMENT_RETRIED: (state, at, event) =>
    state.status === 'ACQUIRING_ERROR'
      ? startPayment(state, at, event)
      : illegal('Повторить можно только неудавшуюся оплату'),
  // Money the bank took is never turned away here, even a little after the deadline: the deadline timer
  // only closes orders still unpaid when it runs.
  PAYMENT_SUCCEEDED: (state, at, event) =>
    UNPAID.includes(state.status)
      ? ok(toStage(state, 'awaiting_seller', { sellerClockAt: sellerClockStart(at, event) }))
      : illegal('Заказ уже не ждёт оплаты'),
  BANK_ERROR: (state) =>
    state.status === 'AWAITING_PAYMENT' ? ok(finish(state, 'ACQUIRING_ERROR')) : illegal('Заказ не ждёт оплаты'),
  PAYMENT_DEADLINE_PASSED: (state, at) => {
    if (!UNPAID.includes(state.status)) return illegal('Заказ уже не ждёт оплаты');
    if (at < paymentDeadline(state)) return tooEarly('Время на оплату ещё не истекло');
    return ok(finish(state, 'UNPAID'), ['release_stock']);
  },
  RISK_HOLD: (state) =>
    inStage(state, ['awaiting_seller'])
      ? ok(toStage(state, 'manual_approve'))
      : illegal('Заказ нельзя отправить на проверку'),
  SELLER_ACCEPTED: (state) =>
    inStage(state, ['awaiting_seller']) ? ok(toStage(state, 'in_progress')) : illegal('Заказ нельзя принять'),
  SELLER_DELIVERED: (state, at) =>
    inStage(state, ['awaiting_seller', 'in_progress'])
      ? ok(toStage(state, 'delivered', { deliveredAt: at }))
      : illegal('Заказ нельзя выдать'),
  AUTO_DELIVERED: (state, at) =>
    inStage(state, ['awaiting_seller'])
      ? ok(toStage(state, 'delivered', { deliveredAt: at }))
      : illegal('Заказ нельзя выдать'),
  ACCEPTANCE_TIMEOUT: (state, at) => {
    if (!inStage(state, ['awaiting_seller']) || state.sellerClockAt === null)
      return illegal('Заказ уже не ждёт продавца');
    if (at < state.sellerClockAt + ORDER_TIMING.sellerAcceptMs) return tooEarly('Час на принятие заказа ещё не истёк');
    return ok(state);
  },
  SELLER_DEADLINE_PASSED: (state, at) => {
    if (!inStage(state, ['awaiting_seller', 'in_progress']) || state.sellerClockAt === null)
      return illegal('Заказ уже не ждёт продавца');
    if (at < state.sellerClockAt + ORDER_TIMING.sellerFulfilMs) return tooEarly('Срок выполнения заказа ещё не истёк');
    return ok(finish(state, 'CANCELLED'), refundEffects(state));
  },
  BUYER_CONFIRMED: (state) =>
    inStage(state, ['delivered'])
      ? ok(finish(state, 'COMPLETED'), ['release_escrow'])
      : illegal('Подтвердить можно только выданный заказ'),
  BUYER_DISPUTED: (state, at) => {
    if (canOpenDispute(state, at)) return ok(toStage(state, 'disputed'));
    if (inStage(state, ['awaiting_seller', 'in_progress']))
      return tooEarly('Спор можно открыть, когда истечёт время продавца');
    return illegal('По этому заказу нельзя открыть спор');
  },
  CONFIRMATION_WINDOW_PASSED: (state, at) => {
    const confirmBy = confirmDeadline(state);
    if (!inStage(state, ['delivered']) || confirmBy === null) return illegal('Заказ не ждёт подтверждения');
    if (at < confirmBy) return tooEarly('Время на подтверждение ещё не истекло');
    return ok(finish(state, 'COMPLETED'), ['release_escrow']);
  },
  DELIVERY_FAILED: (state) =>
    inStage(state, ['awaiting_seller']) ? ok(toStage(state, 'error')) : illegal('Заказ не выдаётся'),
  SUPPORT_APPROVED: (state, at, event) =>
    inStage(state, ['manual_approve', 'error'])
      ? ok(toStage(state, 'awaiting_seller', { sellerClockAt: sellerClockStart(at, event) }))
      : illegal('Заказ не на проверке'),
  SUPPORT_RELEASED: (state) =>
    inStage(state, ['disputed', 'delivered'])
      ? ok(finish(state, 'COMPLETED'), ['release_escrow'])
      : illegal('Оплату по заказу нельзя передать продавцу'),
  SUPPORT_REFUNDED: (state) =>
    state.status === 'PROCESSING'
      ? ok(finish(state, 'CANCELLED'), refundEffects(state))
      : illegal('Заказ нельзя вернуть'),
  // A dispute settled in between, or staff refunding part of a delivered order (decision 042): part of the money
  // back to the buyer, the rest to the seller. The amount is the decision's, so the split itself is posted
  // beside this transition rather than as one of its effects.
  SUPPORT_SPLIT: (state) =>
    inStage(state, ['disputed', 'delivered'])
      ? ok(finish(state, 'COMPLETED'))
      : illegal('Спор по заказу уже решён или не открыт'),
  // Before anything reached the buyer the seller may step back: the buyer gets the money and the stock returns.
  SELLER_REFUSED: (state) =>
    inStage(state, ['awaiting_seller', 'in_progress'])
      ? ok(finish(state, 'CANCELLED'), refundEffects(state))
      : illegal('Заказ уже передан покупателю — отказаться нельзя'),
  // Until the seller accepts, the buyer may change their mind: the money goes back at once, the stock returns.
  BUYER_CANCELLED: (state) =>
    inStage(state, ['awaiting_seller'])
      ? ok(finish(state, 'CANCELLED'), refundEffects(state))
      : illegal(BUYER_CANCEL_REFUSED_MESSAGE),
  // A completed order support re-opens for a complaint, once (decision 050): it waits for the buyer again, for
  // 48 hours, with the seller's money back in escrow (posted beside this transition); then the usual flow applies.
  SUPPORT_REOPENED: (state, at) =>
    state.status === 'COMPLETED' && state.reopenedAt == null
      ? ok(toStage(state, 'delivered', { reopenedAt: at }))
      : illegal(REOPEN_REFUSED_MESSAGE),
};

export const REOPEN_REFUSED_MESSAGE = 'Открыть повторно можно только завершённый заказ, и только один раз';

export const BUYER_CANCEL_REFUSED_MESSAGE = 'Отменить можно только заказ, который продавец ещё не принял';

/** The next state of an order after an event, or why the event is refused in this state. */
export function transitionOrder(state: OrderMachineState, event: OrderEvent): OrderTransition {
  return RULES[event.type](state, event.at, event);
}
