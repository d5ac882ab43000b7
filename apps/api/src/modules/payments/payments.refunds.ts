import type { Money } from '@lootmarket/domain';
import { AppError } from '../../platform/http/app-error';
import { AcquirerError, withRetries } from '../../platform/payments/types';
import type { PaymentApplier } from './payments.apply';
import { UUID_PATTERN, type PaymentsContext } from './payments.context';
import { fingerprint, KEY_REUSED_MESSAGE, PAYMENT_NO_ANSWER_MESSAGE } from './payments.create';
import type { PaymentRow, RefundRow } from './payments.repo';
import { inTransaction } from '../../db/transaction';

export const REFUND_REJECTED_MESSAGE = 'Платёжная система отклонила возврат';

interface RefundInput {
  paymentId: string;
  amount?: Money;
  idempotencyKey: string;
  reason: string;
  /**
   * The purpose owner has already reversed the escrow's release on the ledger (the payee's share and the
   * fee are back at the acquirer's clearing account), so a released escrow is no obstacle to this refund.
   */
  afterRelease?: boolean;
}

/** Refunds through the acquirer; the ledger moves when the acquirer reports the refund succeeded. */
export function createRefunds(ctx: PaymentsContext, applier: PaymentApplier) {
  /** Reserves the refund under the payment's row lock, so two refunds can never exceed what was paid. */
  function reserve(payment: PaymentRow, input: RefundInput, amount: Money, requestHash: string): Promise<RefundRow> {
    return inTransaction(ctx.db, async (tx) => {
      const locked = (await ctx.repo.lockById(tx, payment.id))!;
      const existing = await ctx.repo.findRefundByKey(tx, input.idempotencyKey);
      if (existing) {
        if (existing.requestHash !== requestHash) throw new AppError('CONFLICT', KEY_REUSED_MESSAGE);
        return existing;
      }
      if (locked.status !== 'succeeded') throw new AppError('CONFLICT', 'Платёж не оплачен — возвращать нечего');
      if ((await ctx.repo.refundsInFlight(tx, payment.id)) + amount.amount > locked.amount)
        throw new AppError('CONFLICT', 'Платёж уже возвращён');
      return ctx.repo.insertRefund(tx, {
        paymentId: payment.id,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        amount: amount.amount,
        currency: amount.currency,
        reason: input.reason,
      });
    });
  }

  async function send(
    payment: PaymentRow,
    row: RefundRow,
  ): Promise<{ refundId: string; status: 'pending' | 'succeeded' }> {
    const acquirer = ctx.acquirerOf(payment.provider);
    let remote;
    try {
      remote = await withRetries(
        () =>
          acquirer.createRefund({
            idempotenceKey: row.id,
            paymentId: payment.providerPaymentId!,
            amount: { amount: row.amount, currency: row.currency },
            description: row.reason,
          }),
        ctx.retryDelaysMs,
      );
    } catch (error) {
      if (!(error instanceof AcquirerError)) throw error;
      ctx.log('refund failed at the acquirer', { refundId: row.id, kind: error.kind, message: error.message });
      if (error.kind === 'unknown') throw new AppError('UNAVAILABLE', PAYMENT_NO_ANSWER_MESSAGE);
      await ctx.repo.finishRefund(ctx.db, row.id, 'canceled');
      throw new AppError('UNAVAILABLE', REFUND_REJECTED_MESSAGE);
    }
    const created = await ctx.repo.markRefundCreated(row.id, remote.id);
    const status = await applier.applyRefund(created, remote);
    if (status === 'canceled') throw new AppError('UNAVAILABLE', REFUND_REJECTED_MESSAGE);
    return { refundId: row.id, status: status === 'succeeded' ? 'succeeded' : 'pending' };
  }

  /** Refunds the whole payment; the same key answers the same refund, another request under it is a 409. */
  async function refund(input: RefundInput): Promise<{ refundId: string; status: 'pending' | 'succeeded' }> {
    const payment = UUID_PATTERN.test(input.paymentId) ? await ctx.repo.findById(input.paymentId) : undefined;
    if (!payment) throw new AppError('NOT_FOUND', 'Платёж не найден');
    const amount = input.amount ?? { amount: payment.amount, currency: payment.currency };
    // The ledger returns a whole escrow at once, so a refund is of the whole payment; only a purpose that has
    // already moved the buyer's part out of the escrow itself (a dispute split, `afterRelease`) refunds a part.
    const whole = amount.amount === payment.amount;
    const part = input.afterRelease === true && amount.amount > 0 && amount.amount < payment.amount;
    if ((!whole && !part) || amount.currency !== payment.currency) {
      throw new AppError('VALIDATION_FAILED', 'Возврат возможен только на всю сумму платежа');
    }
    // Asked outside the transaction: on embedded PGlite a second query inside it would wait for itself.
    if (!input.afterRelease && (await ctx.ledger.escrowResolution(payment.reference)) === 'released') {
      throw new AppError('CONFLICT', 'Деньги по сделке уже переведены получателю');
    }
    const row = await reserve(
      payment,
      input,
      amount,
      fingerprint([payment.id, amount.amount, amount.currency, input.reason]),
    );
    if (row.status === 'canceled') throw new AppError('UNAVAILABLE', REFUND_REJECTED_MESSAGE);
    if (row.status !== 'creating') return { refundId: row.id, status: row.status };
    return send(payment, row);
  }

  return { refund };
}
