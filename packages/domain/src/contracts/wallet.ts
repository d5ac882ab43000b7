import { z } from 'zod';
import { currencyCodeSchema } from '../currencies';
import { moneySchema } from '../money';
import { transactionSourceKindSchema } from '../withdrawals';

/** What moved money in the ledger: a buyer's payment, an escrow release or refund, a withdrawal, a manual fix. */
export const LEDGER_TRANSACTION_KINDS = ['payment', 'escrow_release', 'escrow_refund', 'payout', 'adjustment'] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];
export const ledgerTransactionKindSchema = z.enum(LEDGER_TRANSACTION_KINDS);

const minor = z.number().int().refine(Number.isSafeInteger);

export const walletBalanceLineSchema = z.object({
  currency: currencyCodeSchema,
  /** Minor units the user may withdraw. */
  available: minor,
  /** Minor units buyers paid for the user's open orders and donations, not yet released. */
  held: minor,
});
export type WalletBalanceLine = z.infer<typeof walletBalanceLineSchema>;

export const walletBalanceResponseSchema = z.object({ balances: z.array(walletBalanceLineSchema) });
export type WalletBalanceResponse = z.infer<typeof walletBalanceResponseSchema>;

const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  currency: currencyCodeSchema.optional(),
};

export const walletOperationsQuerySchema = z.object(pageQuery);
export type WalletOperationsQuery = z.infer<typeof walletOperationsQuerySchema>;

/** One movement of the user's wallet; amount is signed (incomes positive, withdrawals negative). */
export const walletOperationSchema = z.object({
  id: z.string(),
  kind: ledgerTransactionKindSchema,
  source: transactionSourceKindSchema.nullable(),
  reference: z.string().nullable(),
  amount: moneySchema,
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

export const INCOME_PERIODS = ['day', 'week', 'month'] as const;
export type IncomePeriod = (typeof INCOME_PERIODS)[number];

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
export const walletIncomeSchema = z.object({
  id: z.string(),
  source: transactionSourceKindSchema.nullable(),
  reference: z.string().nullable(),
  gross: moneySchema,
  fee: moneySchema,
  amount: moneySchema,
  created_at: z.iso.datetime({ offset: true }),
});
export type WalletIncome = z.infer<typeof walletIncomeSchema>;

export const walletIncomePeriodSchema = z.object({
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
