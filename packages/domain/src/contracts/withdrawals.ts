import { z } from 'zod';
import { currencyCodeSchema } from '../currencies';
import { moneySchema } from '../money';
import { loginCodeSchema } from '../validation/login-code';
import { phoneSchema } from '../validation/phone';
import { trc20AddressSchema } from '../validation/crypto-address';
import { withdrawalDisplayStatusSchema, withdrawalStageSchema } from '../withdrawal-machine';
import { withdrawalOutcomeStatusSchema } from '../withdrawals';

const minor = z.number().int().refine(Number.isSafeInteger);
const datetime = z.iso.datetime({ offset: true });

export const PAYOUT_METHODS = ['sbp', 'crypto'] as const;
export const payoutMethodSchema = z.enum(PAYOUT_METHODS, { error: 'Выберите способ вывода' });

export const SELECT_BANK_MESSAGE = 'Выберите банк';
export const STALE_RATE_MESSAGE = 'Курс устарел: обновите его и подтвердите вывод ещё раз';

const amountFields = {
  amount: z.coerce.number({ error: 'Введите сумму' }).int('Введите сумму').positive('Введите сумму'),
  currency: currencyCodeSchema,
};
const sbpFields = {
  type: z.literal('sbp'),
  phone: phoneSchema,
  bank_id: z.string({ error: SELECT_BANK_MESSAGE }).regex(/^[\w-]{1,64}$/, SELECT_BANK_MESSAGE),
};
const cryptoFields = {
  type: z.literal('crypto'),
  address: trc20AddressSchema,
  quote_id: z.uuid({ error: STALE_RATE_MESSAGE }),
};

/** What the user asks to withdraw and where to: the body that gets a confirmation code. */
export const withdrawalRequestSchema = z.discriminatedUnion('type', [
  z.object({ ...amountFields, ...sbpFields }),
  z.object({ ...amountFields, ...cryptoFields }),
]);
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** The same request confirmed with the e-mail code: the body that creates the outcome. */
export const createOutcomeRequestSchema = z.discriminatedUnion('type', [
  z.object({ ...amountFields, ...sbpFields, code: loginCodeSchema }),
  z.object({ ...amountFields, ...cryptoFields, code: loginCodeSchema }),
]);
export type CreateOutcomeRequest = z.infer<typeof createOutcomeRequestSchema>;

export const confirmationSentSchema = z.object({
  /** The address the code went to, partly hidden. */
  sent_to: z.string(),
  resend_after_seconds: z.number().int(),
  expires_in_seconds: z.number().int(),
});
export type ConfirmationSent = z.infer<typeof confirmationSentSchema>;

export const cryptoPayoutSchema = z.object({
  /** USDT the address receives, e.g. '10.82'. */
  amount: z.string(),
  asset: z.literal('USDT'),
  network: z.literal('TRC-20'),
  /** Wallet currency per USDT, e.g. '92.34'. */
  rate: z.string(),
  address: z.string(),
});

/** One withdrawal as its owner sees it. */
export const outcomeViewSchema = z.object({
  id: z.uuid(),
  type: payoutMethodSchema,
  status: withdrawalOutcomeStatusSchema,
  stage: withdrawalStageSchema.nullable(),
  display_status: withdrawalDisplayStatusSchema,
  status_label: z.string(),
  /** Taken from the wallet. */
  amount: moneySchema,
  fee: moneySchema,
  /** Sent to the bank or converted to USDT. */
  payout: moneySchema,
  crypto: cryptoPayoutSchema.nullable(),
  sbp: z.object({ phone: z.string(), bank_id: z.string(), bank_name: z.string() }).nullable(),
  /** '+7 (912) 345-67-89 · Сбербанк' or 'USDT TRC-20 · TR7N…Lj6t'. */
  destination_label: z.string(),
  cancellable: z.boolean(),
  /** Why it was cancelled, rejected or failed, for people. */
  reason: z.string().nullable(),
  created_at: datetime,
  updated_at: datetime,
  paid_at: datetime.nullable(),
});
export type OutcomeView = z.infer<typeof outcomeViewSchema>;

/** `statuses=outcome_status_new,outcome_status_error` or the parameter repeated. */
const statusesQuery = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z.array(withdrawalOutcomeStatusSchema).max(4).optional(),
);

export const outcomesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  statuses: statusesQuery,
});
export type OutcomesQuery = z.infer<typeof outcomesQuerySchema>;

export const outcomesResponseSchema = z.object({
  items: z.array(outcomeViewSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type OutcomesResponse = z.infer<typeof outcomesResponseSchema>;

export const outcomeIdParamsSchema = z.object({ id: z.uuid({ error: 'Заявка не найдена' }) });

export const sbpBanksResponseSchema = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });
export type SbpBanksResponse = z.infer<typeof sbpBanksResponseSchema>;

export const rateQuerySchema = z.object({ currency: currencyCodeSchema.default('rub') });

/** A USDT rate locked for the user until `expires_at`; a crypto withdrawal names it by `quote_id`. */
export const rateQuoteSchema = z.object({
  quote_id: z.uuid(),
  currency: currencyCodeSchema,
  asset: z.literal('USDT'),
  network: z.literal('TRC-20'),
  rate: z.string(),
  expires_at: datetime,
  lock_seconds: z.number().int(),
});
export type RateQuote = z.infer<typeof rateQuoteSchema>;

export const outcomeCheckQuerySchema = z.object({
  type: payoutMethodSchema,
  currency: currencyCodeSchema.default('rub'),
  amount: z.coerce.number().int().positive().optional(),
  quote_id: z.uuid().optional(),
});
export type OutcomeCheckQuery = z.infer<typeof outcomeCheckQuerySchema>;

/** Before the user confirms: the limits, the fee and what arrives. `problem` says why it cannot go ahead. */
export const outcomeCheckResponseSchema = z.object({
  type: payoutMethodSchema,
  currency: currencyCodeSchema,
  available: minor,
  limits: z.object({ min: minor, max: minor }).nullable(),
  fee_rule: z.object({ basis_points: z.number().int(), minimum: minor }).nullable(),
  amount: minor.nullable(),
  fee: minor.nullable(),
  payout: minor.nullable(),
  crypto: z.object({ amount: z.string(), rate: z.string(), expires_at: datetime }).nullable(),
  problem: z.string().nullable(),
});
export type OutcomeCheckResponse = z.infer<typeof outcomeCheckResponseSchema>;
