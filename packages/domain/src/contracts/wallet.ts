import { z } from 'zod';
import { currencyCodeSchema } from '../currencies';
import { moneySchema } from '../money';
import { HOLD_REASONS } from '../withdrawal-rules';
import { transactionSourceKindSchema, type TransactionSourceKind } from '../withdrawals';

/**
 * What moved money in the ledger: a buyer's payment, an escrow release or refund, a held income becoming
 * available, a withdrawal reserved, returned or paid out, a manual fix.
 */
const LEDGER_TRANSACTION_KINDS = [
  'payment',
  'escrow_release',
  'escrow_refund',
  'hold_release',
  'payout_reserve',
  'payout_return',
  'payout',
  'adjustment',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];
const ledgerTransactionKindSchema = z.enum(LEDGER_TRANSACTION_KINDS);

const minor = z.number().int().refine(Number.isSafeInteger);

const walletBalanceLineSchema = z.object({
  currency: currencyCodeSchema,
  /** Minor units the user may withdraw. */
  available: minor,
  /** Minor units earned but not yet withdrawable: the sum of this currency's holds. */
  held: minor,
  /** Minor units reserved by withdrawals on their way out. */
  withdrawing: minor,
});
export type WalletBalanceLine = z.infer<typeof walletBalanceLineSchema>;

/** One held amount: what it is, why it is held and from when it can be withdrawn (null: when a dispute ends). */
export const walletHoldSchema = z.object({
  currency: currencyCodeSchema,
  amount: minor,
  reason: z.enum(HOLD_REASONS),
  reason_label: z.string(),
  available_from: z.iso.datetime({ offset: true }).nullable(),
  source: transactionSourceKindSchema,
  /** 'order:<uuid>' or 'donation:<uuid>'. */
  reference: z.string(),
  /** The product sold, when the income is an order's. */
  title: z.string().nullable(),
});
export type WalletHold = z.infer<typeof walletHoldSchema>;

export const walletBalanceResponseSchema = z.object({
  balances: z.array(walletBalanceLineSchema),
  /** Soonest available first; disputed ones last. */
  holds: z.array(walletHoldSchema),
});
export type WalletBalanceResponse = z.infer<typeof walletBalanceResponseSchema>;

const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  currency: currencyCodeSchema.optional(),
};

/** Kinds of wallet movement people filter by: incomes, withdrawals (and their returns), corrections. */
export const WALLET_OPERATION_GROUPS = ['income', 'withdrawal', 'adjustment'] as const;
export type WalletOperationGroup = (typeof WALLET_OPERATION_GROUPS)[number];

export const WALLET_OPERATION_GROUP_KINDS: Readonly<Record<WalletOperationGroup, readonly LedgerTransactionKind[]>> = {
  income: ['escrow_release'],
  withdrawal: ['payout_reserve', 'payout_return'],
  adjustment: ['adjustment'],
};

export const walletOperationsQuerySchema = z.object({
  ...pageQuery,
  group: z.enum(WALLET_OPERATION_GROUPS).optional(),
  source: transactionSourceKindSchema.optional(),
  /** Inclusive lower and exclusive upper bound of created_at. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type WalletOperationsQuery = z.infer<typeof walletOperationsQuerySchema>;

/** One movement of the user's money (wallet or hold); amount is signed (incomes positive, withdrawals negative). */
export const walletOperationSchema = z.object({
  id: z.string(),
  kind: ledgerTransactionKindSchema,
  /** The movement for people: 'Продажа', 'Донат', 'Вывод средств'… */
  label: z.string(),
  source: transactionSourceKindSchema.nullable(),
  reference: z.string().nullable(),
  amount: moneySchema,
  /** What the platform kept from an income before it reached the user; null for other movements. */
  fee: moneySchema.nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type WalletOperation = z.infer<typeof walletOperationSchema>;

export const walletOperationsResponseSchema = z.object({
  items: z.array(walletOperationSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type WalletOperationsResponse = z.infer<typeof walletOperationsResponseSchema>;

const INCOME_PERIODS = ['day', 'week', 'month'] as const;

export const walletIncomesQuerySchema = z.object({
  ...pageQuery,
  source: transactionSourceKindSchema.optional(),
  /** Inclusive lower and exclusive upper bound of created_at. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** How the totals are bucketed (UTC calendar periods; weeks start on Monday). */
  period: z.enum(INCOME_PERIODS).default('month'),
});
export type WalletIncomesQuery = z.infer<typeof walletIncomesQuerySchema>;

/** One release to the wallet: what the buyer paid, the platform fee, and what the seller got. */
const walletIncomeSchema = z.object({
  id: z.string(),
  source: transactionSourceKindSchema.nullable(),
  reference: z.string().nullable(),
  gross: moneySchema,
  fee: moneySchema,
  amount: moneySchema,
  created_at: z.iso.datetime({ offset: true }),
});

const walletIncomePeriodSchema = z.object({
  /** The period's first instant, UTC. */
  period_start: z.iso.datetime({ offset: true }),
  currency: currencyCodeSchema,
  count: z.number().int(),
  gross: minor,
  fee: minor,
  amount: minor,
});
export type WalletIncomePeriod = z.infer<typeof walletIncomePeriodSchema>;

export const walletIncomesResponseSchema = z.object({
  items: z.array(walletIncomeSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** Net incomes over the whole filter (not just this page), per currency. */
  totals: z.array(moneySchema),
  /** Per period and currency, newest first, over the whole filter. */
  periods: z.array(walletIncomePeriodSchema),
});
export type WalletIncomesResponse = z.infer<typeof walletIncomesResponseSchema>;

const OPERATION_LABELS: Readonly<Record<LedgerTransactionKind, string>> = {
  payment: 'Оплата',
  escrow_release: 'Продажа',
  escrow_refund: 'Возврат покупателю',
  hold_release: 'Стало доступно',
  payout_reserve: 'Вывод средств',
  payout_return: 'Возврат вывода',
  payout: 'Выплата',
  adjustment: 'Корректировка',
};

/** How a wallet movement is named for people. */
export function walletOperationLabel(kind: LedgerTransactionKind, source: TransactionSourceKind | null): string {
  if (kind === 'escrow_release' && source === 'donation') return 'Донат';
  if (kind === 'adjustment' && source === 'donation') return 'Отмена доната';
  return OPERATION_LABELS[kind];
}
