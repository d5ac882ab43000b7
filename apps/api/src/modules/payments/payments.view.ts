import type { PaymentCancelReason, PaymentView } from '@lootmarket/domain';
import type { PaymentRow } from './payments.repo';

/** The payment as other modules see it; never the raw row. */
export function toPaymentView(row: PaymentRow): PaymentView {
  return {
    paymentId: row.id,
    purpose: row.purpose,
    reference: row.reference,
    amount: { amount: row.amount, currency: row.currency },
    refunded: { amount: row.refundedAmount, currency: row.currency },
    status: row.status,
    provider: row.provider,
    description: row.description,
    confirmationUrl: row.confirmationUrl,
    returnUrl: row.returnUrl,
    cancellationReason: (row.cancellationReason as PaymentCancelReason | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}
