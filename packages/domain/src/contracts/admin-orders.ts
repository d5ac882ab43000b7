import { z } from 'zod';
import { moneySchema } from '../money';
import { orderStageSchema } from '../order-machine';
import { orderStatusSchema } from '../order-status';
import { refuseNulBytes } from '../validation/nul-bytes';
import { orderViewSchema } from './orders';

/** A refund of this much or more (minor units, 10 000 ₽) waits for a second staff member (decision 042). */
export const FOUR_EYES_REFUND_MINOR = 1_000_000;

/**
 * `GET admin/orders`: with `stage`, support's queue of one stage (as before); without it, a search of every
 * order. `q` is an order id or the number the seller sees (`№ 1A2B3C4D`), a buyer's e-mail, a seller's id
 * or name, or a fragment of a delivered key (matched by its keyed hash, never by its text).
 */
export const supportOrderListQuerySchema = z.object({
  stage: z.enum(['disputed', 'manual_approve', 'error']).optional(),
  q: z.string().trim().max(200).optional(),
  status: orderStatusSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  sellerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type SupportOrderListQuery = z.infer<typeof supportOrderListQuerySchema>;

/** An order as staff find it: the buyer's view with keys masked, and who bought it. */
export const staffOrderSchema = orderViewSchema.extend({
  buyer: z.object({ id: z.string().nullable(), email: z.string().nullable() }).optional(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
export const staffOrderListSchema = z.object({ items: z.array(staffOrderSchema), total: z.number().int() });
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;

/** One step of an order's history: a status change, a payment, a support decision, a refund. */
export const staffOrderEventSchema = z.object({
  type: z.string(),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema,
  toStage: orderStageSchema.nullable(),
  actor: z.string(),
  at: z.iso.datetime(),
  /** What support wrote with a decision, or the refunded amount. */
  note: z.string().nullable(),
  refunded: moneySchema.nullable(),
});
export type StaffOrderEvent = z.infer<typeof staffOrderEventSchema>;

export const REFUND_REASON_MESSAGE = 'Напишите причину возврата — её увидит покупатель';
export const REFUND_AMOUNT_MESSAGE = 'Укажите сумму возврата или выберите полный возврат';

/** `POST admin/orders/{id}/refund`: the whole order, or `amount` minor units of it, with the reason the buyer sees. */
export const staffRefundRequestSchema = refuseNulBytes(
  z
    .object({
      full: z.boolean().optional(),
      amount: z.number().int().positive(REFUND_AMOUNT_MESSAGE).max(Number.MAX_SAFE_INTEGER).optional(),
      reason: z.string({ error: REFUND_REASON_MESSAGE }).trim().min(3, REFUND_REASON_MESSAGE).max(500),
    })
    .refine((body) => (body.full === true) !== (body.amount !== undefined), {
      path: ['amount'],
      message: REFUND_AMOUNT_MESSAGE,
    }),
);
export type StaffRefundRequest = z.infer<typeof staffRefundRequestSchema>;

export const REOPEN_REASON_MESSAGE = 'Напишите, почему заказ открыт повторно — это увидят покупатель и продавец';
/** `POST admin/orders/{id}/reopen`: a completed order re-opened for a complaint, with the reason both parties read. */
export const staffReopenRequestSchema = refuseNulBytes(
  z.object({
    reason: z.string({ error: REOPEN_REASON_MESSAGE }).trim().min(3, REOPEN_REASON_MESSAGE).max(500),
  }),
);
export type StaffReopenRequest = z.infer<typeof staffReopenRequestSchema>;
export const staffReopenResultSchema = z.object({
  /** What went back into escrow: the seller's part and the platform's fee. */
  amount: moneySchema,
  /** Until when the buyer may open a dispute; then the order completes again. */
  until: z.iso.datetime(),
});
export type StaffReopenResult = z.infer<typeof staffReopenResultSchema>;

export const APPROVAL_KINDS = ['order.refund', 'payout.release'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  'order.refund': 'Возврат по заказу',
  'payout.release': 'Выплата после проверки риска',
};
const APPROVAL_STATUSES = ['pending', 'done', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** A staff action: done at once, or waiting for a second staff member (four-eyes). */
export const staffApprovalSchema = z.object({
  id: z.uuid(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  targetId: z.string(),
  amount: moneySchema.nullable(),
  reason: z.string(),
  requestedBy: z.object({ id: z.string(), name: z.string() }),
  requestedAt: z.iso.datetime(),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  decidedAt: z.iso.datetime().nullable(),
  rejectReason: z.string().nullable(),
});
export type StaffApproval = z.infer<typeof staffApprovalSchema>;

export const staffApprovalListSchema = z.object({
  items: z.array(staffApprovalSchema),
  count: z.number().int(),
  oldestWaitingSince: z.iso.datetime().nullable(),
});
export type StaffApprovalList = z.infer<typeof staffApprovalListSchema>;

export const APPROVAL_REJECT_MESSAGE = 'Напишите, почему запрос отклонён';
export const approvalRejectRequestSchema = refuseNulBytes(
  z.object({ reason: z.string({ error: APPROVAL_REJECT_MESSAGE }).trim().min(3, APPROVAL_REJECT_MESSAGE).max(500) }),
);

/** `GET admin/orders/{id}`: the order and its whole history. */
export const staffOrderDetailSchema = z.object({
  order: staffOrderSchema,
  events: z.array(staffOrderEventSchema),
  /** Manual refunds asked for this order, pending ones included. */
  approvals: z.array(staffApprovalSchema),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;
