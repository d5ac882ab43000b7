import { z } from 'zod';
import { moneySchema } from '../money';

/** What a payment pays for; the owner of each purpose handles its payment events. */
const PAYMENT_PURPOSES = ['order', 'donation'] as const;
const paymentPurposeSchema = z.enum(PAYMENT_PURPOSES);

/** `creating` until the acquirer confirmed the payment exists; `succeeded` and `canceled` are final. */
const PAYMENT_STATUSES = ['creating', 'pending', 'succeeded', 'canceled'] as const;
const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/**
 * Why a payment was canceled, normalized across acquirers: a bank refusal or failure (the order shows
 * ACQUIRING_ERROR), the buyer leaving the payment page or letting it expire, or our own cancellation.
 */
const PAYMENT_CANCEL_REASONS = ['acquiring_error', 'abandoned', 'canceled_by_merchant'] as const;
const paymentCancelReasonSchema = z.enum(PAYMENT_CANCEL_REASONS);
export type PaymentCancelReason = z.infer<typeof paymentCancelReasonSchema>;

export const paymentViewSchema = z.object({
  paymentId: z.uuid(),
  purpose: paymentPurposeSchema,
  reference: z.string(),
  amount: moneySchema,
  refunded: moneySchema,
  status: paymentStatusSchema,
  provider: z.string(),
  description: z.string(),
  confirmationUrl: z.string().nullable(),
  returnUrl: z.string(),
  cancellationReason: paymentCancelReasonSchema.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** The body ЮKassa posts to our notification URL; only `event` and `object.id` are used, the rest is re-fetched. */
export const yookassaNotificationSchema = z.object({
  type: z.literal('notification'),
  event: z.string().min(1).max(100),
  object: z.looseObject({ id: z.string().min(1).max(100) }),
});
export type YookassaNotification = z.infer<typeof yookassaNotificationSchema>;

/** The sandbox acquirer sends the same shape; it is signed (HMAC-SHA-256 with a timestamp) instead of IP-checked. */
export const sandboxNotificationSchema = yookassaNotificationSchema;

export const notificationAckSchema = z.object({ ok: z.literal(true) });
