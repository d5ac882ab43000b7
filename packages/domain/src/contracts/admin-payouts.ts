import { z } from 'zod';
import { moneySchema } from '../money';
import { refuseNulBytes } from '../validation/nul-bytes';
import { withdrawalOutcomeStatusSchema } from '../withdrawals';
import { outcomeViewSchema } from './withdrawals';

const datetime = z.iso.datetime({ offset: true });

/** Why a withdrawal should be looked at by a person rather than approved by itself. */
export const PAYOUT_RISK_SIGNALS = [
  'new_account',
  'recent_disputes',
  'recent_refunds',
  'recent_donation_refunds',
  'new_destination',
] as const;
export type PayoutRiskSignal = (typeof PAYOUT_RISK_SIGNALS)[number];

export const PAYOUT_RISK_LABELS: Readonly<Record<PayoutRiskSignal, string>> = {
  new_account: 'Аккаунту меньше 7 дней',
  recent_disputes: 'Споры по заказам за 30 дней',
  recent_refunds: 'Возвраты по заказам за 30 дней',
  recent_donation_refunds: 'Возвраты донатов за 30 дней',
  new_destination: 'Первый вывод на эти реквизиты',
};

/**
 * Signals of money that may come back (disputes, refunds): a withdrawal carrying one is on a risk hold, and
 * releasing it needs a second staff member (decision 050). A new account or new details alone are routine checks.
 */
export const PAYOUT_HOLD_SIGNALS: readonly PayoutRiskSignal[] = [
  'recent_disputes',
  'recent_refunds',
  'recent_donation_refunds',
];
export const isRiskHeld = (risks: readonly { code: PayoutRiskSignal }[]): boolean =>
  risks.some((risk) => PAYOUT_HOLD_SIGNALS.includes(risk.code));

export const payoutRiskSchema = z.object({
  code: z.enum(PAYOUT_RISK_SIGNALS),
  label: z.string(),
  detail: z.string().nullable(),
});
export type PayoutRisk = z.infer<typeof payoutRiskSchema>;

/** One recorded step of a withdrawal: who did it and when. */
export const payoutEventSchema = z.object({
  type: z.string(),
  status: withdrawalOutcomeStatusSchema,
  actor: z.enum(['user', 'admin', 'system', 'provider']),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  reason: z.string().nullable(),
  at: datetime,
});
export type PayoutEvent = z.infer<typeof payoutEventSchema>;

/** The user's record as it stands now (the risk signals are as they stood when the withdrawal was made). */
export const payoutUserHistorySchema = z.object({
  /** The user's withdrawals so far by status, this one included. */
  withdrawals: z.record(withdrawalOutcomeStatusSchema, z.number().int()),
  /** In the last 30 days: disputes opened on the user's sales, sales refunded after payment, donations refunded. */
  recent_disputes: z.number().int(),
  recent_order_refunds: z.number().int(),
  recent_donation_refunds: z.number().int(),
});
export type PayoutUserHistory = z.infer<typeof payoutUserHistorySchema>;

/** A withdrawal as support sees it in the payouts queue. */
export const adminPayoutSchema = outcomeViewSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), created_at: datetime }),
  risks: z.array(payoutRiskSchema),
  /** What this user had paid out before, per currency. */
  paid_before: z.array(moneySchema),
  history: payoutUserHistorySchema,
  /** Which provider pays it ('yookassa', 'cryptomus', 'sandbox'). */
  provider: z.string(),
  attempt: z.number().int(),
  auto_approved: z.boolean(),
  /** Every recorded step, oldest first: who decided what and when. */
  events: z.array(payoutEventSchema),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const adminPayoutsQuerySchema = z.object({
  status: withdrawalOutcomeStatusSchema.default('outcome_status_new'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuerySchema>;

export const adminPayoutsResponseSchema = z.object({
  items: z.array(adminPayoutSchema),
  total: z.number().int(),
  /** How many wait in each status, for the tabs. */
  counts: z.record(withdrawalOutcomeStatusSchema, z.number().int()),
});
export type AdminPayoutsResponse = z.infer<typeof adminPayoutsResponseSchema>;

/** One withdrawal on its own: the same as in the queue. */
export const adminPayoutDetailSchema = adminPayoutSchema;
export type AdminPayoutDetail = z.infer<typeof adminPayoutDetailSchema>;

export const PAYOUT_RELEASE_REASON_MESSAGE = 'Напишите, почему вывод можно выплатить';
/** `POST admin/payouts/{id}/release`: the first staff member asks to pay a held withdrawal out, with why. */
export const payoutReleaseRequestSchema = refuseNulBytes(
  z.object({
    reason: z
      .string({ error: PAYOUT_RELEASE_REASON_MESSAGE })
      .trim()
      .min(3, PAYOUT_RELEASE_REASON_MESSAGE)
      .max(500, 'Причина слишком длинная'),
  }),
);
export type PayoutReleaseRequest = z.infer<typeof payoutReleaseRequestSchema>;

export const rejectPayoutRequestSchema = z.object({
  reason: z.string({ error: 'Укажите причину' }).trim().min(3, 'Укажите причину').max(500, 'Причина слишком длинная'),
});
