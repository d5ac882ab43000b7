import { z } from 'zod';

/** Spec §3; `unspecified` is never accepted for a new withdrawal (see PAYOUT_METHODS). */
export const WITHDRAWAL_TYPES = ['unspecified', 'sbp', 'crypto'] as const;
export type WithdrawalType = (typeof WITHDRAWAL_TYPES)[number];

export const WITHDRAWAL_OUTCOME_STATUSES = [
  'outcome_status_new',
  'outcome_status_error',
  'outcome_status_approved',
  'outcome_status_cancelled',
] as const;
export type WithdrawalOutcomeStatus = (typeof WITHDRAWAL_OUTCOME_STATUSES)[number];
export const withdrawalOutcomeStatusSchema = z.enum(WITHDRAWAL_OUTCOME_STATUSES);

/** True when a withdrawal is still waiting; the withdrawal page then sends the user to the wallet. */
export function hasPendingWithdrawal(statuses: readonly WithdrawalOutcomeStatus[]): boolean {
  return statuses.includes('outcome_status_new');
}

/** What a wallet income came from. */
const TRANSACTION_SOURCE_KINDS = ['donation', 'order'] as const;
export type TransactionSourceKind = (typeof TRANSACTION_SOURCE_KINDS)[number];
export const transactionSourceKindSchema = z.enum(TRANSACTION_SOURCE_KINDS);
