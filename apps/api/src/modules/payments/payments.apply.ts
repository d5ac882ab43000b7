import type { PaymentCancelReason, PaymentView } from '@lootmarket/domain';
import { AppError } from '../../platform/http/app-error';
import {
  AcquirerError,
  withRetries,
  type Acquirer,
  type AcquirerId,
  type AcquirerNotification,
  type AcquirerPayment,
  type AcquirerRefund,
} from '../../platform/payments/types';
import { UUID_PATTERN, type PaymentsContext } from './payments.context';
import type { PaymentRow, RefundRow } from './payments.repo';
import type { PaymentEvent, RefundEvent } from './payments.ports';
import { toPaymentView } from './payments.view';
import { inTransaction } from '../../db/transaction';

/** ЮKassa's cancellation reasons (the sandbox speaks them too), reduced to what purposes act on. */
export function normalizeCancelReason(providerReason: string | null): PaymentCancelReason {
  if (providerReason === 'expired_on_confirmation') return 'abandoned';
  if (providerReason === 'canceled_by_merchant') return 'canceled_by_merchant';
  return 'acquiring_error';
}

/** Applies what the acquirer's API says to our books; the only place payment and refund states finish. */
export function createPaymentApplier(ctx: PaymentsContext) {
  /** A notification for an object the acquirer does not know is answered and forgotten; an outage is retried by the sender. */
  async function fetchObject<T>(read: () => Promise<T>): Promise<T | null> {
    try {
      return await withRetries(read, ctx.retryDelaysMs);
    } catch (error) {
      if (error instanceof AcquirerError && error.kind === 'rejected') return null;
      if (error instanceof AcquirerError) throw new AppError('UNAVAILABLE', 'Платёжная система не ответила');
      throw error;
    }
  }

  async function applyPayment(
    local: PaymentRow,
    remote: AcquirerPayment,
    notification?: AcquirerNotification,
  ): Promise<void> {
    if (remote.status !== 'succeeded' && remote.status !== 'canceled') return;
    const status = remote.status;
    // Money the acquirer captured is booked as captured, even a wrong amount: the purpose owner then
    // refuses it and asks for its refund, so it never hangs between the bank and our books.
    const wrongAmount =
      status === 'succeeded' && (remote.amount.amount !== local.amount || remote.amount.currency !== local.currency);
    if (wrongAmount)
      ctx.log('payment amount at the acquirer differs from ours; booked as captured and refunded', {
        paymentId: local.id,
        remote: remote.amount,
      });
    const reason = status === 'canceled' ? normalizeCancelReason(remote.cancellationReason) : null;
    await inTransaction(ctx.db, async (tx) => {
      const finished = await ctx.repo.finish(tx, local.id, {
        status,
        providerPaymentId: remote.id,
        reason,
        providerReason: remote.cancellationReason,
        ...(wrongAmount ? { captured: remote.amount } : {}),
      });
      if (finished) {
        const amount = { amount: finished.amount, currency: finished.currency };
        const event: PaymentEvent = {
          paymentId: finished.id,
          purpose: finished.purpose,
          reference: finished.reference,
          status,
          amount,
          provider: finished.provider,
          ...(reason ? { reason } : {}),
        };
        if (status === 'succeeded') {
          await ctx.ledger.recordPayment(tx, {
            paymentId: finished.id,
            provider: finished.provider,
            reference: finished.reference,
            amount,
            source: finished.purpose,
            ...(finished.payeeUserId === null ? {} : { payeeUserId: finished.payeeUserId }),
          });
        }
        const handler = ctx.paymentHandlers.get(finished.purpose);
        if (handler) await handler(event, tx);
        else ctx.log('no handler for the payment purpose', { purpose: finished.purpose, paymentId: finished.id });
      }
      if (notification)
        await ctx.repo.recordNotification(tx, {
          provider: local.provider,
          event: notification.event,
          objectId: notification.objectId,
          status,
        });
    });
  }

  async function applyRefund(
    local: RefundRow,
    remote: AcquirerRefund,
    notification?: AcquirerNotification,
  ): Promise<RefundRow['status']> {
    if (remote.status === 'pending') return 'pending';
    const status = remote.status;
    const payment = (await ctx.repo.findById(local.paymentId))!;
    // Asked outside the transaction (embedded PGlite). A released escrow was reversed by its purpose before
    // the refund was asked for (see `afterRelease`), so the refund has no escrow left to empty.
    const released = (await ctx.ledger.escrowResolution(payment.reference)) === 'released';
    await inTransaction(ctx.db, async (tx) => {
      const finished = await ctx.repo.finishRefund(tx, local.id, status);
      if (finished) {
        if (status === 'succeeded') {
          await ctx.repo.addRefunded(tx, payment.id, finished.amount);
          if (!released)
            await ctx.ledger.refundEscrow(tx, {
              reference: payment.reference,
              provider: payment.provider,
              refundId: finished.id,
            });
        }
        const event: RefundEvent = {
          refundId: finished.id,
          paymentId: payment.id,
          purpose: payment.purpose,
          reference: payment.reference,
          status,
          amount: { amount: finished.amount, currency: finished.currency },
          provider: payment.provider,
        };
        await ctx.refundHandlers.get(payment.purpose)?.(event, tx);
      }
      if (notification)
        await ctx.repo.recordNotification(tx, {
          provider: payment.provider,
          event: notification.event,
          objectId: notification.objectId,
          status,
        });
    });
    return status;
  }

  /** Our payment for the acquirer's object: by its id, or by our id in the metadata when the create answer was lost. */
  async function localPayment(provider: AcquirerId, remote: AcquirerPayment): Promise<PaymentRow | undefined> {
    const byId = await ctx.repo.findByProviderId(provider, remote.id);
    if (byId) return byId;
    const ours = remote.metadata.payment_id;
    if (!ours || !UUID_PATTERN.test(ours)) return undefined;
    const row = await ctx.repo.findById(ours);
    return row && row.provider === provider && (row.providerPaymentId ?? remote.id) === remote.id ? row : undefined;
  }

  /** Our refund for the acquirer's: by its id, or the payment's refund whose create answer has not been handled yet. */
  async function localRefund(provider: AcquirerId, remote: AcquirerRefund): Promise<RefundRow | undefined> {
    const byId = await ctx.repo.findRefundByProviderId(remote.id);
    if (byId) return byId;
    const payment = await ctx.repo.findByProviderId(provider, remote.paymentId);
    const creating = payment && (await ctx.repo.findCreatingRefund(payment.id));
    if (!creating || creating.amount !== remote.amount.amount) return undefined;
    return ctx.repo.markRefundCreated(creating.id, remote.id);
  }

  async function handleNotification(provider: AcquirerId, notification: AcquirerNotification): Promise<void> {
    const acquirer: Acquirer | undefined = ctx.acquirers[provider];
    if (!acquirer) throw new AppError('NOT_FOUND');
    if (await ctx.repo.notificationSeen(provider, notification.event, notification.objectId)) return;
    if (notification.objectType === 'payment') {
      const remote = await fetchObject(() => acquirer.getPayment(notification.objectId));
      const local = remote && (await localPayment(provider, remote));
      if (!remote || !local) return ctx.log('notification for a payment we do not hold', { provider, ...notification });
      return applyPayment(local, remote, notification);
    }
    const remote = await fetchObject(() => acquirer.getRefund(notification.objectId));
    const local = remote && (await localRefund(provider, remote));
    if (!remote || !local) return ctx.log('notification for a refund we do not hold', { provider, ...notification });
    await applyRefund(local, remote, notification);
  }

  async function sync(paymentId: string): Promise<PaymentView | null> {
    const local = await ctx.repo.findById(paymentId);
    if (!local) return null;
    if (local.status === 'pending' && local.providerPaymentId) {
      const acquirer = ctx.acquirerOf(local.provider);
      const remote = await fetchObject(() => acquirer.getPayment(local.providerPaymentId!));
      if (remote) await applyPayment(local, remote);
    }
    return toPaymentView((await ctx.repo.findById(paymentId))!);
  }

  return { applyPayment, applyRefund, handleNotification, sync };
}

export type PaymentApplier = ReturnType<typeof createPaymentApplier>;
