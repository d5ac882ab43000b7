import {
  DEFAULT_HOLD_POLICY,
  feeBasisPointsFor,
  holdFor,
  HOUR_MS,
  orderDisplayStatus,
  orderTimers,
  transitionOrder,
  type HoldPolicy,
  type Money,
  type OrderEvent,
  type OrderEventType,
  type OrderMachineState,
  type OrderTransition,
  type SellerTier,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { cancelJobs, scheduleJob, scheduleJobs, type NewJob } from '../../platform/jobs/job-schedule';
import type { LedgerService } from '../ledger/ledger.types';
import type { OfferKeysService } from '../offers/offer-keys.service';
import { enqueueOrderNotifications } from './orders.notify';
import { createOrdersRepo, type OrderRow } from './orders.repo';
import { orderHasEnded } from './orders.secrets';
import { machineColumns, machineState } from './orders.view';
import { emitOrderWebhooks, type OrderWebhooks } from './orders.webhooks';

export const ORDER_TIMER_JOB = 'orders.timer';
export const ORDER_REFUND_JOB = 'orders.refund';
export const ORDER_TIMER_EVENTS = [
  'PAYMENT_DEADLINE_PASSED',
  'ACCEPTANCE_TIMEOUT',
  'SELLER_DEADLINE_PASSED',
  'CONFIRMATION_WINDOW_PASSED',
] as const;

export type OrderActor = 'buyer' | 'seller' | 'system' | 'payment' | 'support';

export interface LifecycleDeps {
  offers: {
    releaseOfferStock(offerId: string, quantity: number, tx?: Db): Promise<void>;
    findCheckoutOffer(offerId: string, tx?: Db): Promise<{ sellerTier: SellerTier } | undefined>;
  };
  ledger: Pick<LedgerService, 'releaseEscrow' | 'splitEscrow' | 'refundReopenedEscrow'>;
  keys: Pick<OfferKeysService, 'releaseKeys'>;
  /** How long a completed sale's income stays held, by the seller's tier; the defaults of decision 023 when unset. */
  holds?: HoldPolicy;
  /** The seller's trust figures count each finished deal: completed, or refunded after payment. */
  deals?: OrderDeals;
  /** Whether status changes are told to the buyer and seller; a sale recorded after the fact tells nobody. */
  notify?: boolean;
  /** The seller's webhooks, told of the transition in its own transaction. */
  webhooks?: OrderWebhooks;
}

/** A finished deal as the seller's trust figures count it. */
export interface FinishedOrderDeal {
  orderId: string;
  sellerId: number;
  outcome: 'completed' | 'refunded';
  /** Minutes from the seller's clock to delivery; null when nothing was delivered. */
  deliveryMinutes: number | null;
}

export interface OrderDeals {
  record(tx: Db, deal: FinishedOrderDeal): Promise<unknown>;
}

const MINUTE_MS = HOUR_MS / 60;

export const orderReference = (orderId: string): string => `order:${orderId}`;
/**
 * The escrow an order's money waits in: its own, or once support re-opened the completed order, the ledger's
 * re-opened escrow of it (decision 050).
 */
export const escrowReferenceOf = (row: Pick<OrderRow, 'id' | 'reopenedAt'>): string =>
  row.reopenedAt === null ? orderReference(row.id) : `${orderReference(row.id)}:reopened`;
const timerKey = (orderId: string, event: OrderEventType): string => `order:${orderId}:${event}`;
const refundKey = (orderId: string, paymentId: string): string => `order:${orderId}:refund:${paymentId}`;

/** The durable timers an order in this state needs, as jobs: one pending timer per order and event. */
export function timerJobs(orderId: string, state: OrderMachineState): NewJob[] {
  return orderTimers(state).map((timer) => ({
    kind: ORDER_TIMER_JOB,
    payload: { orderId, event: timer.event },
    runAt: new Date(timer.at),
    dedupeKey: timerKey(orderId, timer.event),
  }));
}

/** Whole minutes from the seller's clock to delivery. */
function deliveryMinutes(row: OrderRow): number | null {
  if (row.deliveredAt === null || row.sellerClockAt === null) return null;
  return Math.max(0, Math.round((row.deliveredAt.getTime() - row.sellerClockAt.getTime()) / MINUTE_MS));
}

/** Refunds run in the jobs worker: the provider call must not sit inside the database transaction. */
export async function enqueueRefund(
  tx: Db,
  orderId: string,
  paymentId: string,
  reason: string,
  /** A part of the payment whose money the ledger already moved out of the escrow (a dispute split). */
  part?: { amount: Money },
): Promise<void> {
  await scheduleJob(tx, {
    kind: ORDER_REFUND_JOB,
    payload: { orderId, paymentId, reason, ...(part ? { amount: part.amount, afterRelease: true } : {}) },
    dedupeKey: refundKey(orderId, paymentId),
  });
}

/**
 * Applies one event to a locked order inside the caller's transaction: the machine decides, then the
 * new state, its history row, its side effects (stock, escrow, refund) and its timers are written together.
 */
export function createOrderLifecycle({
  offers,
  ledger,
  keys,
  holds = DEFAULT_HOLD_POLICY,
  deals,
  notify = true,
  webhooks,
}: LifecycleDeps) {
  /** The seller's income waits out their tier's hold from the moment the order completes; 0 hours is none. */
  async function incomeHold(tx: Db, row: OrderRow, at: number) {
    const offer = await offers.findCheckoutOffer(row.offerId, tx);
    const { reason, hours } = holdFor(holds, { source: 'order', sellerTier: offer?.sellerTier ?? 'bronze' });
    return hours > 0 ? { hold: { reason, availableAt: new Date(at + hours * HOUR_MS) } } : {};
  }

  /** Rewrites the order's timers for its new state (a just-placed order gets its timers with the order, see the repo). */
  async function scheduleTimers(tx: Db, row: OrderRow): Promise<void> {
    // A state change may move a deadline (support restarting the seller clock): drop the old timers first.
    await cancelJobs(
      tx,
      ORDER_TIMER_EVENTS.map((event) => timerKey(row.id, event)),
    );
    await scheduleJobs(tx, timerJobs(row.id, machineState(row)));
  }

  /**
   * The buyer's money back. A re-opened order's money waits in the re-opened escrow, not the payment's (which was
   * released), so the ledger moves it out here and the acquirer refunds the whole payment after the release.
   */
  async function refundPayment(tx: Db, row: OrderRow, paymentId: string): Promise<void> {
    if (row.reopenedAt === null) return enqueueRefund(tx, row.id, paymentId, 'order_cancelled');
    await ledger.refundReopenedEscrow(tx, escrowReferenceOf(row));
    await enqueueRefund(tx, row.id, paymentId, 'order_cancelled', {
      amount: { amount: row.amountMinor, currency: row.currency },
    });
  }

  async function applyEffects(
    tx: Db,
    row: OrderRow,
    result: Extract<OrderTransition, { ok: true }>,
    at: number,
  ): Promise<void> {
    for (const effect of result.effects) {
      if (effect === 'release_stock') {
        await offers.releaseOfferStock(row.offerId, row.quantity, tx);
        await keys.releaseKeys(tx, row.id);
      }
      if (effect === 'refund_payment' && row.paymentId) await refundPayment(tx, row, row.paymentId);
      if (effect === 'refund_payment' && row.sellerClockAt !== null)
        await deals?.record(tx, {
          orderId: row.id,
          sellerId: row.sellerId,
          outcome: 'refunded',
          deliveryMinutes: null,
        });
      if (effect === 'release_escrow') {
        await ledger.releaseEscrow(tx, {
          reference: escrowReferenceOf(row),
          payeeUserId: row.sellerId,
          feeBasisPoints: feeBasisPointsFor({ source: 'order', productType: row.productType }),
          source: 'order',
          ...(await incomeHold(tx, row, at)),
        });
        await deals?.record(tx, {
          orderId: row.id,
          sellerId: row.sellerId,
          outcome: 'completed',
          deliveryMinutes: deliveryMinutes(row),
        });
      }
    }
  }

  return {
    scheduleTimers,
    /** The side effects of transitions already decided (a sale recorded after the fact). */
    applyEffects,
    incomeHold,

    /** Tries an event; returns the refusal instead of throwing, for callers that treat it as stale. */
    async tryApply(
      tx: Db,
      row: OrderRow,
      event: OrderEventType | Omit<OrderEvent, 'at'>,
      at: number,
      actor: OrderActor,
      patch: Partial<OrderRow> = {},
      details?: unknown,
    ) {
      const { type, ...extra } = typeof event === 'string' ? { type: event } : event;
      const result = transitionOrder(machineState(row), { type, at, ...extra });
      if (!result.ok) return { result, row };
      const repo = createOrdersRepo(tx);
      const updated = await repo.update(row.id, { ...machineColumns(result.state), ...patch, updatedAt: new Date(at) });
      const eventId = await repo.insertEvent({
        orderId: row.id,
        type,
        fromStatus: row.status,
        toStatus: updated.status,
        toStage: updated.stage,
        actor,
        details: details ?? null,
        at: new Date(at),
      });
      await applyEffects(tx, updated, result, at);
      // The buyer's secrets live only as long as the order: an ended order keeps no ciphertext to open.
      if (orderHasEnded(updated.status) && !orderHasEnded(row.status)) await repo.eraseSecrets(row.id);
      const shown = orderDisplayStatus(result.state);
      if (notify && shown !== orderDisplayStatus(machineState(row)))
        await enqueueOrderNotifications(tx, updated, eventId, type, shown);
      if (notify) await emitOrderWebhooks(webhooks, tx, { before: row, after: updated, type, effects: result.effects });
      if (result.state.status !== row.status || result.state.stage !== row.stage) await scheduleTimers(tx, updated);
      return { result, row: updated };
    },

    /** Applies an event a person asked for; a refusal becomes 409 with the machine's reason. */
    async apply(
      tx: Db,
      row: OrderRow,
      type: OrderEventType,
      at: number,
      actor: OrderActor,
      patch: Partial<OrderRow> = {},
    ): Promise<OrderRow> {
      const { result, row: updated } = await this.tryApply(tx, row, type, at, actor, patch);
      if (!result.ok)
        throw new AppError('CONFLICT', result.message, { reason: result.reason, status: row.status, stage: row.stage });
      return updated;
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
