import {
  isAutoDelivery,
  moneySchema,
  ORDER_EVENT_TYPES,
  orderSizeText,
  type OrderEventType,
  type OrderView,
} from '@lootmarket/domain';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { PaymentEvent } from '../payments/payments.ports';
import {
  enqueueRefund,
  ORDER_REFUND_JOB,
  ORDER_TIMER_JOB,
  orderReference,
  type OrderLifecycle,
} from './orders.lifecycle';
import { createOrdersRepo, isOrderId, type OrderRow } from './orders.repo';
import type { OrderAccess, OrdersServiceDeps } from './orders.ports';

const productOf = (row: OrderRow) => ({ productType: row.productType, title: row.productTitle, slug: row.productSlug });

interface OrderPaymentsDeps extends OrdersServiceDeps {
  lifecycle: OrderLifecycle;
  findVisible(orderId: string, access: OrderAccess, tx?: Db): Promise<OrderRow>;
  view(row: OrderRow, tx?: Db): Promise<OrderView>;
  /** The order-status path the bank sends the buyer back to; a guest's carries their token. */
  statusPath(row: OrderRow): string;
  /** Runs inside the payment's transaction right after an order is paid (auto-delivery hooks in here). */
  onPaid?: (tx: Db, row: OrderRow) => Promise<OrderRow>;
}

const UNPAID_STATUSES: readonly OrderRow['status'][] = ['NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR'];
const timerPayload = z.object({ orderId: z.uuid(), event: z.enum(ORDER_EVENT_TYPES) });
const refundPayload = z.object({
  orderId: z.uuid(),
  paymentId: z.string(),
  reason: z.string(),
  amount: moneySchema.optional(),
  afterRelease: z.boolean().optional(),
});

/** Paying for orders: payment links, the acquirer's verdicts, timers and refunds. */
export function createOrderPayments(deps: OrderPaymentsDeps) {
  const { db, lifecycle, payments, now } = deps;

  /** A manual order waits for an away seller (decision 024); keys are delivered at any hour. */
  async function sellerBackAt(row: OrderRow, tx: Db): Promise<number | null> {
    if (!deps.sellers || isAutoDelivery(row)) return null;
    return deps.sellers.backAt(row.sellerId, tx);
  }

  /** A payment the order did not take (late, duplicate, wrong amount) goes straight back. */
  async function onPaymentEvent(event: PaymentEvent, tx: Db): Promise<void> {
    const orderId = event.reference.replace(/^order:/, '');
    if (!isOrderId(orderId)) return;
    const row = await createOrdersRepo(tx).lockById(orderId);
    if (!row) return;
    if (event.status === 'canceled') {
      // A failed older attempt must not knock back a newer one.
      if (row.paymentId && row.paymentId !== event.paymentId) return;
      await lifecycle.tryApply(
        tx,
        row,
        'BANK_ERROR',
        now(),
        'payment',
        {},
        { paymentId: event.paymentId, reason: event.reason ?? null },
      );
      return;
    }
    const alreadyTaken = row.sellerClockAt !== null && row.paymentId === event.paymentId;
    if (alreadyTaken) return;
    const amountMatches = event.amount.amount === row.amountMinor && event.amount.currency === row.currency;
    const { result, row: paid } = amountMatches
      ? await lifecycle.tryApply(
          tx,
          row,
          { type: 'PAYMENT_SUCCEEDED', sellerBackAt: await sellerBackAt(row, tx) },
          now(),
          'payment',
          { paymentId: event.paymentId },
          { paymentId: event.paymentId },
        )
      : { result: { ok: false } as const, row };
    if (!result.ok) {
      await enqueueRefund(tx, row.id, event.paymentId, amountMatches ? 'order_not_payable' : 'amount_mismatch');
      return;
    }
    if (deps.onPaid) await deps.onPaid(tx, paid);
  }

  /**
   * Before an unpaid order is given up, the acquirer is asked about each of its payments still without a
   * final state: money taken at the bank whose notification never came pays the order instead. An
   * acquirer that does not answer fails the timer, which retries later rather than cancel a paid order.
   */
  async function settleOpenPayments(orderId: string): Promise<void> {
    const row = await createOrdersRepo(db).findById(orderId);
    if (!row || row.sellerClockAt !== null || !UNPAID_STATUSES.includes(row.status)) return;
    const open = (await payments.listPayments('order', orderReference(orderId))).filter(
      (payment) => payment.status === 'pending' || payment.status === 'creating',
    );
    for (const payment of open) {
      const settled = await payments.syncPayment(payment.paymentId);
      if (settled?.status === 'creating')
        throw new Error(`order ${orderId}: payment ${payment.paymentId} has no answer yet`);
    }
  }

  /** Fires one durable timer: a stale timer (the order moved on) is a no-op; an early one retries later. */
  async function fireTimer(orderId: string, event: OrderEventType): Promise<void> {
    if (event === 'PAYMENT_DEADLINE_PASSED') await settleOpenPayments(orderId);
    await inTransaction(db, async (tx) => {
      const row = await createOrdersRepo(tx).lockById(orderId);
      if (!row) return;
      const { result } = await lifecycle.tryApply(tx, row, event, now(), 'system');
      if (!result.ok && result.reason === 'too_early') throw new Error(`order ${orderId}: ${event} is not due yet`);
    });
  }

  const jobHandlers: Record<string, JobHandler> = {
    [ORDER_TIMER_JOB]: async (payload) => {
      const { orderId, event } = timerPayload.parse(payload);
      await fireTimer(orderId, event);
    },
    [ORDER_REFUND_JOB]: async (payload) => {
      const { orderId, paymentId, reason, amount, afterRelease } = refundPayload.parse(payload);
      await payments.refund({
        paymentId,
        idempotencyKey: `order:${orderId}:refund:${paymentId}`,
        reason,
        ...(amount ? { amount } : {}),
        ...(afterRelease ? { afterRelease } : {}),
      });
    },
  };

  return {
    fireTimer,
    jobHandlers,
    handlePaymentEvent: onPaymentEvent,

    /**
     * Starts (or, while one is in flight, repeats) a payment attempt and answers the acquirer's page to send
     * the buyer to. Each attempt has its own idempotency key, so a repeated click gets the same payment.
     */
    async createPaymentLink(
      orderId: string,
      access: OrderAccess,
      origin: string,
    ): Promise<{ paymentId: string; confirmationUrl: string }> {
      const row = await inTransaction(db, async (tx) => {
        await deps.findVisible(orderId, access, tx);
        const locked = (await createOrdersRepo(tx).lockById(orderId))!;
        const inFlight = locked.status === 'AWAITING_PAYMENT' && locked.paymentAttempts > 0;
        const type = locked.status === 'ACQUIRING_ERROR' ? 'PAYMENT_RETRIED' : 'PAYMENT_STARTED';
        return lifecycle.apply(
          tx,
          locked,
          type,
          now(),
          'buyer',
          inFlight ? {} : { paymentAttempts: locked.paymentAttempts + 1, paymentId: null },
        );
      });
      const payment = await payments.createPayment({
        purpose: 'order',
        reference: orderReference(row.id),
        amount: { amount: row.amountMinor, currency: row.currency },
        // «× 2» for pieces, «на 1 000 ₽» for a Steam top-up, whose quantity is the amount credited (decision 027).
        description: `Заказ: ${row.productTitle} ${orderSizeText(productOf(row), row.quantity)}`,
        customerEmail: row.buyerEmail,
        returnUrl: `${deps.publicUrl ?? origin}${deps.statusPath(row)}`,
        idempotencyKey: `${orderReference(row.id)}:attempt:${row.paymentAttempts}`,
        payeeUserId: row.sellerId,
      });
      await inTransaction(db, async (tx) => {
        const current = await createOrdersRepo(tx).lockById(row.id);
        // Only the attempt we started may claim the order; a paid order keeps the payment that paid it.
        if (current && current.paymentAttempts === row.paymentAttempts && current.paymentId === null) {
          await createOrdersRepo(tx).update(row.id, { paymentId: payment.paymentId });
        }
      });
      return payment;
    },
  };
}
