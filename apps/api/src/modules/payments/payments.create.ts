import { createHash } from 'node:crypto';
import { AppError } from '../../platform/http/app-error';
import { AcquirerError, withRetries, type Acquirer } from '../../platform/payments/types';
import type { PaymentApplier } from './payments.apply';
import type { PaymentsContext } from './payments.context';
import type { PaymentRow } from './payments.repo';
import type { CreatePaymentInput } from './payments.ports';

export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Оплата временно недоступна';
export const PAYMENT_REJECTED_MESSAGE = 'Платёжная система отклонила платёж. Попробуйте ещё раз';
export const PAYMENT_NO_ANSWER_MESSAGE = 'Платёжная система не ответила. Попробуйте ещё раз';
export const KEY_REUSED_MESSAGE = 'Этот ключ идемпотентности уже использован для другого запроса';

/** A stable digest of what was asked, so a reused key with other parameters is caught. */
export function fingerprint(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

function validate(input: CreatePaymentInput): void {
  const { amount } = input.amount;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new AppError('VALIDATION_FAILED', 'Сумма платежа должна быть больше нуля');
  if (!input.description.trim() || !input.reference || !input.idempotencyKey)
    throw new AppError('VALIDATION_FAILED', 'Не хватает данных платежа');
  const back = URL.parse(input.returnUrl, 'http://relative.invalid');
  if (!back || !/^https?:$/.test(back.protocol))
    throw new AppError('VALIDATION_FAILED', 'Неверный адрес возврата после оплаты');
}

/** Starting payments: one row per idempotency key, and the acquirer called with our payment id as its key. */
export function createPaymentAttempts(ctx: PaymentsContext, applier: PaymentApplier) {
  async function start(acquirer: Acquirer, row: PaymentRow): Promise<{ paymentId: string; confirmationUrl: string }> {
    let remote;
    try {
      remote = await withRetries(
        () =>
          acquirer.createPayment({
            idempotenceKey: row.id,
            amount: { amount: row.amount, currency: row.currency },
            description: row.description,
            returnUrl: row.returnUrl,
            customerEmail: row.customerEmail,
            metadata: { purpose: row.purpose, reference: row.reference, payment_id: row.id },
          }),
        ctx.retryDelaysMs,
      );
    } catch (error) {
      if (!(error instanceof AcquirerError)) throw error;
      ctx.log('payment create failed at the acquirer', { paymentId: row.id, kind: error.kind, message: error.message });
      if (error.kind === 'unknown') throw new AppError('UNAVAILABLE', PAYMENT_NO_ANSWER_MESSAGE);
      await ctx.repo.markRejected(row.id);
      throw new AppError('UNAVAILABLE', PAYMENT_REJECTED_MESSAGE);
    }
    const created = await ctx.repo.markCreated(row.id, remote.id, remote.confirmationUrl);
    if (remote.status === 'succeeded' || remote.status === 'canceled') await applier.applyPayment(created, remote);
    return { paymentId: row.id, confirmationUrl: remote.confirmationUrl ?? row.returnUrl };
  }

  /** Starts a payment; the same key answers the first result, the same key with other parameters is a 409. */
  async function create(input: CreatePaymentInput): Promise<{ paymentId: string; confirmationUrl: string }> {
    if (!ctx.active) throw new AppError('UNAVAILABLE', PAYMENTS_UNAVAILABLE_MESSAGE);
    validate(input);
    const requestHash = fingerprint([
      input.purpose,
      input.reference,
      input.amount.amount,
      input.amount.currency,
      input.description,
      input.customerEmail,
      input.returnUrl,
      input.payeeUserId ?? null,
    ]);
    const row = await ctx.repo.insertOrFind({
      idempotencyKey: input.idempotencyKey,
      requestHash,
      purpose: input.purpose,
      reference: input.reference,
      amount: input.amount.amount,
      currency: input.amount.currency,
      description: input.description,
      customerEmail: input.customerEmail,
      returnUrl: input.returnUrl,
      payeeUserId: input.payeeUserId ?? null,
      provider: ctx.active,
    });
    if (row.requestHash !== requestHash) throw new AppError('CONFLICT', KEY_REUSED_MESSAGE);
    if (row.confirmationUrl) return { paymentId: row.id, confirmationUrl: row.confirmationUrl };
    if (row.status !== 'creating') throw new AppError('UNAVAILABLE', PAYMENT_REJECTED_MESSAGE);
    // A row still creating means an earlier call never heard back: the same acquirer key is safe to send again.
    return start(ctx.acquirerOf(row.provider), row);
  }

  /** Re-sends a create that never heard back (same acquirer key, so nothing is created twice). */
  async function resume(row: PaymentRow): Promise<void> {
    if (row.status !== 'creating') return;
    await start(ctx.acquirerOf(row.provider), row).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }

  return { create, resume };
}
