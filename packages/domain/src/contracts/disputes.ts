import { z } from 'zod';
import { moneySchema } from '../money';
import type { OrderEventType } from '../order-machine';
import { refuseNulBytes } from '../validation/nul-bytes';
import { conversationMessageSchema } from './conversations';

/** Why a buyer opens a dispute; the list the dialog offers, in the order it offers it. */
export const DISPUTE_REASONS = ['not_received', 'not_working', 'wrong_item', 'incomplete', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Readonly<Record<DisputeReason, string>> = {
  not_received: 'Товар не получен',
  not_working: 'Ключ или товар не работает',
  wrong_item: 'Получен не тот товар',
  incomplete: 'Товар получен не полностью',
  other: 'Другая причина',
};
export const DISPUTE_REASON_MESSAGE = 'Выберите причину спора';
export const disputeReasonSchema = z.enum(DISPUTE_REASONS, { error: DISPUTE_REASON_MESSAGE });

/** The buyer's account of what went wrong: long enough for the story, short enough for support to read. */
export const DISPUTE_TEXT_MAX = 2000;
export const DISPUTE_TEXT_EMPTY_MESSAGE = 'Опишите, что случилось';
export const DISPUTE_TEXT_TOO_LONG_MESSAGE = `Описание длиннее ${DISPUTE_TEXT_MAX} символов`;
/** Pictures a dispute may open with (screenshots of an error, of what arrived). */
export const DISPUTE_IMAGES_MAX = 5;
export const DISPUTE_IMAGES_LIMIT_MESSAGE = `К спору можно приложить не больше ${DISPUTE_IMAGES_MAX} изображений`;

/** `POST order/dispute`: the order, and the guest's token when the buyer has no session. */
export const openDisputeQuerySchema = z.object({ id: z.uuid(), token: z.string().min(10).max(200).optional() });
/** The form fields of `POST order/dispute`; its pictures come as `file` parts beside them. */
export const openDisputeFieldsSchema = refuseNulBytes(
  z.object({
    reason: disputeReasonSchema,
    text: z
      .string({ error: DISPUTE_TEXT_EMPTY_MESSAGE })
      .trim()
      .min(1, DISPUTE_TEXT_EMPTY_MESSAGE)
      .max(DISPUTE_TEXT_MAX, DISPUTE_TEXT_TOO_LONG_MESSAGE),
  }),
);
export type OpenDisputeFields = z.infer<typeof openDisputeFieldsSchema>;

/** Support's decision: the money to the seller, all back to the buyer, or split between them. */
export const DISPUTE_DECISIONS = ['release', 'refund', 'partial_refund'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];
export const DISPUTE_DECISION_LABELS: Readonly<Record<DisputeDecision, string>> = {
  release: 'Оплата переведена продавцу',
  refund: 'Деньги возвращены покупателю',
  partial_refund: 'Деньги возвращены покупателю частично',
};
export const DISPUTE_REFUND_AMOUNT_MESSAGE = 'Укажите сумму возврата: больше нуля и меньше суммы заказа';
export const DISPUTE_NOTE_MESSAGE = 'Напишите, почему принято такое решение';
export const DISPUTE_NOTE_MAX = 500;
/** Where a refund goes, as the buyer is told: back the way they paid. */
export const REFUND_DESTINATION = 'на карту или счёт, с которых вы платили';

/** `POST admin/orders/{id}/dispute/decision`; a partial refund names what goes back to the buyer, in minor units. */
export const disputeDecisionRequestSchema = z
  .object({
    decision: z.enum(DISPUTE_DECISIONS),
    refundAmount: z.number().int().positive(DISPUTE_REFUND_AMOUNT_MESSAGE).optional(),
    /** Why; a split must say it, since each party gets only part of what they asked for. */
    note: z.string().trim().min(1, DISPUTE_NOTE_MESSAGE).max(DISPUTE_NOTE_MAX).optional(),
  })
  .refine((body) => body.decision !== 'partial_refund' || body.refundAmount !== undefined, {
    path: ['refundAmount'],
    message: DISPUTE_REFUND_AMOUNT_MESSAGE,
  })
  .refine((body) => body.decision !== 'partial_refund' || body.note !== undefined, {
    path: ['note'],
    message: DISPUTE_NOTE_MESSAGE,
  });
export type DisputeDecisionRequest = z.infer<typeof disputeDecisionRequestSchema>;

const DISPUTE_STATES = ['open', 'resolved'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

/** A dispute as the order's parties and support see it. */
export const disputeSchema = z.object({
  reason: disputeReasonSchema,
  reasonLabel: z.string(),
  openedAt: z.iso.datetime(),
  state: z.enum(DISPUTE_STATES),
  decision: z.enum(DISPUTE_DECISIONS).nullable(),
  /** What went back to the buyer: the whole amount, a part, or nothing (released). */
  refunded: moneySchema.nullable(),
  /** Support's reason for the decision. */
  note: z.string().nullable(),
  resolvedAt: z.iso.datetime().nullable(),
  /** Staff refunded with no dispute opened: the parties read «Возврат по решению поддержки» (decision 050). */
  byStaff: z.boolean().optional(),
});
export type DisputeView = z.infer<typeof disputeSchema>;

/** `GET admin/disputes`: open or resolved, found by order number, buyer or seller. */
export const disputeListQuerySchema = refuseNulBytes(
  z.object({
    state: z.enum(DISPUTE_STATES).default('open'),
    q: z.string().trim().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  }),
);

const partySchema = z.object({
  /** The account's id; null for a guest buyer. */
  id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
});

export const disputeListItemSchema = z.object({
  orderId: z.uuid(),
  productTitle: z.string(),
  amount: moneySchema,
  buyer: partySchema,
  seller: partySchema,
  text: z.string(),
  dispute: disputeSchema,
});
export type DisputeListItem = z.infer<typeof disputeListItemSchema>;

export const disputeListResponseSchema = z.object({
  items: z.array(disputeListItemSchema),
  total: z.number().int(),
  counts: z.object({ open: z.number().int(), resolved: z.number().int() }),
});
export type DisputeListResponse = z.infer<typeof disputeListResponseSchema>;

/** A party's track record on the platform, as buyer or as seller. */
export const partyHistorySchema = z.object({
  /** Paid orders. */
  deals: z.number().int(),
  /** Paid orders whose money went back to the buyer (cancelled after payment or refunded in a dispute). */
  refunds: z.number().int(),
  disputes: z.number().int(),
});
export type PartyHistory = z.infer<typeof partyHistorySchema>;

/** Who looked at the delivered keys unmasked, and when: the look itself is on the record. */
export const keyRevealSchema = z.object({ adminId: z.string(), adminName: z.string(), at: z.iso.datetime() });
export type KeyReveal = z.infer<typeof keyRevealSchema>;

export const orderTimelineEntrySchema = z.object({
  type: z.string(),
  label: z.string(),
  actor: z.string(),
  at: z.iso.datetime(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/** Support's message view: the original text beside the masked one, for judging. */
export const supportMessageSchema = conversationMessageSchema.extend({ originalText: z.string().nullable() });

/** `GET admin/orders/{id}/dispute`: everything support judges a dispute on, in one answer. */
export const disputeCaseSchema = z.object({
  orderId: z.uuid(),
  productTitle: z.string(),
  amount: moneySchema,
  /** What the seller keeps of a release after the platform fee, for the decision form. */
  feeBasisPoints: z.number().int(),
  status: z.string(),
  displayStatus: z.string(),
  createdAt: z.iso.datetime(),
  inputs: z.record(z.string(), z.string()),
  buyer: partySchema.extend({ history: partyHistorySchema }),
  seller: partySchema.extend({ history: partyHistorySchema }),
  dispute: disputeSchema.extend({ text: z.string() }).nullable(),
  timeline: z.array(orderTimelineEntrySchema),
  delivery: z.object({
    /** How the goods reach the buyer: keys handed over at once, or the seller by hand. */
    automatic: z.boolean(),
    deliveredAt: z.iso.datetime().nullable(),
    text: z.string().nullable(),
    /** The keys with their middle hidden; the whole keys come only from the recorded reveal. */
    maskedKeys: z.array(z.string()),
    reveals: z.array(keyRevealSchema),
  }),
  conversation: z.array(supportMessageSchema),
  canDecide: z.boolean(),
});
export type DisputeCase = z.infer<typeof disputeCaseSchema>;

export const keyRevealResponseSchema = z.object({ keys: z.array(z.string()), reveals: z.array(keyRevealSchema) });

/** A key with only its ends visible: enough to tell keys apart, not enough to use one. */
export function maskKey(key: string): string {
  const chars = [...key];
  if (chars.length <= 4) return '•'.repeat(chars.length);
  const keep = Math.min(4, Math.floor(chars.length / 4));
  return chars
    .map((char, index) => (index < keep || index >= chars.length - keep || char === '-' ? char : '•'))
    .join('');
}

/** How each step of an order's history reads in support's timeline. */
export const ORDER_EVENT_LABELS: Readonly<Record<OrderEventType | 'PLACED', string>> = {
  PLACED: 'Заказ оформлен',
  PAYMENT_STARTED: 'Переход к оплате',
  PAYMENT_RETRIED: 'Повторная попытка оплаты',
  PAYMENT_SUCCEEDED: 'Заказ оплачен',
  BANK_ERROR: 'Ошибка банка',
  PAYMENT_DEADLINE_PASSED: 'Время на оплату истекло',
  RISK_HOLD: 'Заказ отправлен на проверку',
  SELLER_ACCEPTED: 'Продавец принял заказ',
  SELLER_DELIVERED: 'Продавец передал товар',
  AUTO_DELIVERED: 'Ключи выданы автоматически',
  ACCEPTANCE_TIMEOUT: 'Продавец не принял заказ за час',
  SELLER_DEADLINE_PASSED: 'Продавец не выполнил заказ вовремя',
  BUYER_CONFIRMED: 'Покупатель подтвердил получение',
  BUYER_DISPUTED: 'Покупатель открыл спор',
  CONFIRMATION_WINDOW_PASSED: 'Заказ завершён по истечении срока подтверждения',
  DELIVERY_FAILED: 'Ошибка выдачи',
  SUPPORT_APPROVED: 'Поддержка одобрила заказ',
  SUPPORT_RELEASED: 'Поддержка перевела оплату продавцу',
  SUPPORT_REFUNDED: 'Поддержка вернула деньги покупателю',
  SUPPORT_SPLIT: 'Поддержка вернула часть денег покупателю',
  SELLER_REFUSED: 'Продавец отказался от заказа',
  BUYER_CANCELLED: 'Покупатель отменил заказ',
  SUPPORT_REOPENED: 'Поддержка открыла заказ повторно по жалобе',
};

export const ORDER_ACTOR_LABELS: Readonly<Record<string, string>> = {
  buyer: 'Покупатель',
  seller: 'Продавец',
  system: 'Система',
  payment: 'Платёжная система',
  support: 'Поддержка',
};
