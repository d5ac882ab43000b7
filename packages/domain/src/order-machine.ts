import { z } from 'zod';
import { HOUR_MS } from './auth';
import type { OrderDisplayStatus, OrderStatus, SellerOrderStatus } from './order-status';

/**
 * The order lifecycle as a pure function: state + event → next state, or why the event is refused.
 * Backend statuses follow spec §4; while an order is PROCESSING (paid, money in escrow) a fulfilment
 * stage says where it stands, and the display statuses are derived from both.
 */

const MINUTE_MS = 60_000;

/** Time limits of the lifecycle, in milliseconds. */
export const ORDER_TIMING = {
  /**
   * A buyer has this long from placing an order to pay for it; then it becomes UNPAID and stock returns.
   * The stock an unpaid order reserves is held no longer than this (decision 020).
   */
  paymentMs: 15 * MINUTE_MS,
  /** The seller must accept a paid order within an hour (spec §4, hour constant of §9); then the buyer may dispute. */
  sellerAcceptMs: HOUR_MS,
  /** An order the seller has not delivered this long after payment is cancelled and refunded, unless disputed. */
  sellerFulfilMs: 24 * HOUR_MS,
  /** After delivery the buyer has this long to confirm or dispute; silence completes the order. */
  buyerConfirmMs: 72 * HOUR_MS,
  /** A completed order support re-opened for a complaint: the parties get this long, as on FunPay (decision 050). */
  reopenWindowMs: 48 * HOUR_MS,
} as const;

/** Where a paid order stands while its backend status is PROCESSING. */
const ORDER_STAGES = ['awaiting_seller', 'in_progress', 'delivered', 'disputed', 'manual_approve', 'error'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];
export const orderStageSchema = z.enum(ORDER_STAGES);

export interface OrderMachineState {
  status: OrderStatus;
  /** Set exactly when status is PROCESSING. */
  stage: OrderStage | null;
  /** When the order was placed, ms since the epoch: the payment deadline counts from here. */
  createdAt: number;
  /** When the seller's clock started: payment or support clearing a risk hold, or when an away seller is back. */
  sellerClockAt: number | null;
  deliveredAt: number | null;
  /** When support re-opened the completed order for a complaint (decision 050); absent or null otherwise. */
  reopenedAt?: number | null;
}

export const ORDER_EVENT_TYPES = [
  'PAYMENT_STARTED',
  'PAYMENT_RETRIED',
  'PAYMENT_SUCCEEDED',
  'BANK_ERROR',
  'PAYMENT_DEADLINE_PASSED',
  'RISK_HOLD',
  'SELLER_ACCEPTED',
  'SELLER_DELIVERED',
  'AUTO_DELIVERED',
  'ACCEPTANCE_TIMEOUT',
  'SELLER_DEADLINE_PASSED',
  'BUYER_CONFIRMED',
  'BUYER_DISPUTED',
  'CONFIRMATION_WINDOW_PASSED',
  'DELIVERY_FAILED',
  'SUPPORT_APPROVED',
  'SUPPORT_RELEASED',
  'SUPPORT_REFUNDED',
  'SUPPORT_SPLIT',
  'SELLER_REFUSED',
  'BUYER_CANCELLED',
  'SUPPORT_REOPENED',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export interface OrderEvent {
  type: OrderEventType;
  /** When it happened, ms since the epoch; timers and the dispute rule compare it with deadlines. */
  at: number;
  /**
   * A manual order paid while its seller is away: the seller's clock starts when they are back, not at
   * payment (decision 024). Ignored when not later than `at`.
   */
  sellerBackAt?: number | null;
}

/** What the service must do besides storing the new state. */
export type OrderEffect = 'release_stock' | 'refund_payment' | 'release_escrow' | 'deliver_keys';

export type OrderTransition =
  | { ok: true; state: OrderMachineState; effects: OrderEffect[] }
  | { ok: false; reason: 'illegal_transition' | 'too_early'; message: string };

const UNPAID_STATUSES: readonly OrderStatus[] = ['NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR'];

/** A new order, not yet sent to the bank. */
export function newOrderState(createdAt: number): OrderMachineState {
  return { status: 'NEW', stage: null, createdAt, sellerClockAt: null, deliveredAt: null };
}

export const paymentDeadline = (state: OrderMachineState): number => state.createdAt + ORDER_TIMING.paymentMs;
/** Until when the buyer may confirm or dispute a delivered order: 72 h after delivery, 48 h after a re-opening. */
export function confirmDeadline(state: OrderMachineState): number | null {
  if (state.reopenedAt != null) return state.reopenedAt + ORDER_TIMING.reopenWindowMs;
  return state.deliveredAt === null ? null : state.deliveredAt + ORDER_TIMING.buyerConfirmMs;
}
const sellerDeadline = (state: OrderMachineState, ms: number): number | null =>
  state.sellerClockAt === null ? null : state.sellerClockAt + ms;

/** The durable timers an order in this state needs: each fires its event at its time. */
export function orderTimers(state: OrderMachineState): { event: OrderEventType; at: number }[] {
  if (UNPAID_STATUSES.includes(state.status)) return [{ event: 'PAYMENT_DEADLINE_PASSED', at: paymentDeadline(state) }];
  if (state.status !== 'PROCESSING' || state.sellerClockAt === null) return [];
  const fulfil = { event: 'SELLER_DEADLINE_PASSED' as const, at: state.sellerClockAt + ORDER_TIMING.sellerFulfilMs };
  if (state.stage === 'awaiting_seller') {
    return [{ event: 'ACCEPTANCE_TIMEOUT', at: state.sellerClockAt + ORDER_TIMING.sellerAcceptMs }, fulfil];
  }
  if (state.stage === 'in_progress') return [fulfil];
  const confirmBy = confirmDeadline(state);
  if (state.stage === 'delivered' && confirmBy !== null)
    return [{ event: 'CONFIRMATION_WINDOW_PASSED', at: confirmBy }];
  return [];
}

/** The status the buyer sees. */
export function orderDisplayStatus(state: OrderMachineState): OrderDisplayStatus {
  switch (state.status) {
    case 'NEW':
    case 'AWAITING_PAYMENT':
      return 'AWAIT_PAYMENT';
    case 'PROCESSING':
      return STAGE_DISPLAY[state.stage ?? 'error'];
    case 'ACQUIRING_ERROR':
    case 'COMPLETED':
    case 'UNPAID':
    case 'CANCELLED':
      return state.status;
    default:
      return 'ERROR';
  }
}

const STAGE_DISPLAY: Record<OrderStage, OrderDisplayStatus> = {
  awaiting_seller: 'PROCESSING',
  in_progress: 'IN_PROGRESS',
  delivered: 'DELIVERED',
  disputed: 'DISAGREEMENT',
  manual_approve: 'MANUAL_APPROVE',
  error: 'ERROR',
};

/**
 * The status the seller sees, or null while the order is none of the seller's business (unpaid, or held
 * for a risk check). A new paid order is work to do, so it shows as IN_PROGRESS; a dispute keeps the
 * order in DELIVERED for the seller until support decides.
 */
export function sellerOrderStatus(state: OrderMachineState): SellerOrderStatus | null {
  if (state.status === 'COMPLETED') return 'COMPLETED';
  if (state.status === 'CANCELLED') return state.sellerClockAt === null ? null : 'CANCELLED';
  if (state.status !== 'PROCESSING') return null;
  if (state.stage === 'delivered' || (state.stage === 'disputed' && state.deliveredAt !== null)) return 'DELIVERED';
  if (state.stage === 'manual_approve') return null;
  return 'IN_PROGRESS';
}

/** The moment the buyer's countdown runs to, for display statuses that count down; otherwise null. */
export function orderCountdownDeadline(state: OrderMachineState): number | null {
  switch (orderDisplayStatus(state)) {
    case 'AWAIT_PAYMENT':
      return paymentDeadline(state);
    case 'PROCESSING':
      return sellerDeadline(state, ORDER_TIMING.sellerAcceptMs);
    case 'IN_PROGRESS':
      return sellerDeadline(state, ORDER_TIMING.sellerFulfilMs);
    case 'DELIVERED':
      return confirmDeadline(state);
    default:
      return null;
  }
}

/** The buyer may open a dispute after delivery, or once the seller's acceptance hour has run out. */
export function canOpenDispute(state: OrderMachineState, at: number): boolean {
  if (state.status !== 'PROCESSING') return false;
  if (state.stage === 'delivered') return true;
  if (state.stage !== 'awaiting_seller' && state.stage !== 'in_progress') return false;
  const acceptBy = sellerDeadline(state, ORDER_TIMING.sellerAcceptMs);
  return acceptBy !== null && at >= acceptBy;
}
