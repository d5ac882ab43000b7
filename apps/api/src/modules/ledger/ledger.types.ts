import type { CurrencyCode, HoldReason, LedgerTransactionKind, Money, TransactionSourceKind } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { HoldRow } from './ledger-holds.repo';

/** The accounts money lives in. Wallet and escrow balances never go below zero. */
export type LedgerAccountRef =
  /** What we owe a user (seller or streamer). */
  | { kind: 'wallet'; userId: number; currency: CurrencyCode }
  /** What we owe a user but hold until a date (decision 023); never below zero. */
  | { kind: 'wallet_hold'; userId: number; currency: CurrencyCode }
  /**
   * One per withdrawal attempt, 'outcome:<uuid>:<attempt>': the reserve taken from the wallet, resolved
   * exactly once (paid out or returned). `userId` is its owner, needed only when it is opened.
   */
  | { kind: 'payout_clearing'; reference: string; currency: CurrencyCode; userId?: number }
  /** One per order or donation, e.g. 'order:<uuid>'; funded by payments, resolved exactly once. */
  | { kind: 'escrow'; reference: string; currency: CurrencyCode }
  | { kind: 'platform_revenue'; currency: CurrencyCode }
  /** Money held at the acquirer (or on its way out through a payout provider); may go negative. */
  | { kind: 'provider_clearing'; provider: string; currency: CurrencyCode };

export type LedgerAccountKind = LedgerAccountRef['kind'];

export type { LedgerTransactionKind };

export interface LedgerEntryInput {
  account: LedgerAccountRef;
  /** Signed minor units: positive credits the account (raises its balance), negative debits it. */
  amount: number;
  /** Closes the account in the same update (an escrow being resolved); a closed account takes no entries. */
  close?: boolean;
}

export interface PostingInput {
  /** Unique per business event; posting the same key again answers the first result. */
  idempotencyKey: string;
  kind: LedgerTransactionKind;
  reference?: string | null;
  source?: TransactionSourceKind | null;
  memo?: string | null;
  /** Must sum to zero per currency. */
  entries: LedgerEntryInput[];
  /**
   * Whom a release pays. Part of the posting's fingerprint, so the posting names them even when their part
   * rounds to nothing and no entry of theirs is written.
   */
  beneficiaryUserId?: number;
  /** Who moved the money, as the audit log names them; the system when unset. */
  actor?: { type: 'staff' | 'user' | 'system'; id: string | null };
}

export interface PostingResult {
  transactionId: number;
  /** True when the key was already posted and nothing new was written. */
  replayed: boolean;
  entries: Array<{ account: LedgerAccountRef; amount: number }>;
  /** Whom the posting paid, when it named them. */
  beneficiaryUserId?: number;
}

export interface RecordPaymentInput {
  paymentId: string;
  provider: string;
  reference: string;
  amount: Money;
  /** Who the escrow is for (seller or streamer), when known: their wallet then shows it as held. */
  payeeUserId?: number;
  source?: TransactionSourceKind;
}

export interface ReleaseEscrowInput {
  reference: string;
  payeeUserId: number;
  feeBasisPoints: number;
  source: TransactionSourceKind;
  /** Keeps the payee's share in their hold until `availableAt` instead of crediting the wallet at once. */
  hold?: { reason: HoldReason; availableAt: Date };
}

/** A dispute settled in between: part back to the buyer, the rest to the payee less the fee on that rest. */
export interface SplitEscrowInput extends ReleaseEscrowInput {
  /** Minor units going back to the buyer: more than 0, less than the escrow. */
  refundAmount: number;
}

export interface SplitEscrowOutcome {
  refunded: Money;
  payeeAmount: Money;
  fee: Money;
  /** The acquirer that took the payment and now refunds the buyer's part. */
  provider: string;
}

export interface RefundEscrowInput {
  reference: string;
  provider: string;
  refundId: string;
}

export interface ReopenEscrowInput {
  /** The resolved escrow, e.g. 'order:<uuid>'. */
  reference: string;
  payeeUserId: number;
  /** Where the payee's part comes back from: its hold while still held (closed by the caller), else the wallet. */
  from: 'wallet' | 'wallet_hold';
  actor?: PostingInput['actor'];
}

export interface PayoutInput {
  /** Idempotency: one posting per payout id. */
  payoutId: string;
  userId: number;
  amount: Money;
  /** Where the money goes out (bank, SBP, crypto gateway). */
  provider: string;
}

export interface LedgerDrift {
  problem:
    | 'balance_mismatch'
    | 'negative_balance'
    | 'unbalanced_transaction'
    | 'escrow_resolved_twice'
    | 'payout_resolved_twice'
    | 'hold_mismatch'
    | 'empty_transaction'
    | 'closed_escrow_not_empty';
  detail: string;
}

/** What the platform owes one user in one currency, by where the money sits. */
export interface LedgerWalletLine {
  currency: CurrencyCode;
  /** In the wallet: withdrawable. */
  available: number;
  /** Released to the user but held until a date (decision 023). */
  held: number;
  /** Buyers' payments for the user's open orders, before the platform fee. */
  inEscrow: number;
  /** Reserved by withdrawals on their way out. */
  withdrawing: number;
}

/**
 * A point in the books: every ledger transaction committed before it has an id up to `transactionId`,
 * and every one committed after it a greater id. `mark()` takes one; `check({ since })` looks past it.
 */
export interface LedgerMark {
  transactionId: number;
}

export interface LedgerService {
  /** Buyer paid: provider_clearing → escrow(reference). Idempotent by key 'payment:<paymentId>'. */
  recordPayment(tx: Db, input: RecordPaymentInput): Promise<void>;
  /** Completion: escrow(reference) → wallet(payee) minus fee → platform_revenue. Idempotent per reference. */
  releaseEscrow(tx: Db, input: ReleaseEscrowInput): Promise<{ payeeAmount: Money; fee: Money }>;
  /**
   * Split: escrow(reference) → provider_clearing (the buyer's part), the payee's wallet and platform revenue,
   * in one transaction that resolves the escrow as released. Idempotent per reference.
   */
  splitEscrow(tx: Db, input: SplitEscrowInput): Promise<SplitEscrowOutcome>;
  /** Refund: escrow(reference) → provider_clearing. Idempotent per reference. */
  refundEscrow(tx: Db, input: RefundEscrowInput): Promise<Money>;
  /** Withdrawal: wallet(user) → provider_clearing(provider). Fails with 409 INSUFFICIENT_FUNDS. */
  payout(tx: Db, input: PayoutInput): Promise<void>;
  /** Any balanced set of entries, idempotent by key; the building block of the methods above. */
  post(tx: Db, input: PostingInput): Promise<PostingResult>;
  /** What the user earned and has not withdrawn, per currency: available plus on hold (currencies never held are left out). */
  balance(userId: number): Promise<Money[]>;
  /** Per currency: available, held, in open escrows and on the way out. */
  walletBalance(userId: number): Promise<LedgerWalletLine[]>;
  /** Withdrawal: wallet → the attempt's payout clearing; 409 INSUFFICIENT_FUNDS when the wallet is short. */
  reservePayout(tx: Db, input: PayoutAttempt): Promise<void>;
  /** The attempt's reserve back to the wallet (cancelled, rejected, failed); resolves the reserve once. */
  returnPayout(tx: Db, input: PayoutAttempt): Promise<void>;
  /** The attempt's reserve out through the provider, the fee to revenue; resolves the reserve once. */
  settlePayout(tx: Db, input: PayoutSettlement): Promise<void>;
  /** Moves held income whose date has come to the wallet (one user's, when given); answers how many. */
  releaseDueHolds(options: { now: Date; userId?: number; limit?: number }): Promise<number>;
  /** The user's income still on hold, soonest first. */
  holdsOf(userId: number): Promise<HoldRow[]>;
  /** Where reversed income comes from: its hold while still held (closing it), else the wallet. */
  incomeAccountForReversal(tx: Db, reference: string, userId: number, at: Date): Promise<'wallet' | 'wallet_hold'>;
  /**
   * A completed deal re-opened for a complaint (decision 050): the payee's part and the fee of its release go
   * back into the escrow '<reference>:reopened'. 409 SELLER_FUNDS_WITHDRAWN when the wallet is short.
   */
  reopenEscrow(tx: Db, input: ReopenEscrowInput): Promise<{ reference: string; amount: Money }>;
  /** A re-opened escrow ('…:reopened') goes back to the acquirer of the deal's payment, whole. */
  refundReopenedEscrow(tx: Db, reference: string): Promise<Money>;
  /** What an escrow holds now (null when it was never funded). */
  escrowBalance(reference: string): Promise<Money | null>;
  /** How an escrow ended, if it did. */
  escrowResolution(reference: string): Promise<'released' | 'refunded' | null>;
  /**
   * Every invariant over the whole ledger; empty when the books are sound. With `since` (and `until`),
   * over what changed after that mark only: the transactions posted since and the accounts they touched.
   */
  check(options?: { since?: LedgerMark; until?: LedgerMark }): Promise<LedgerDrift[]>;
  /** The books' current mark, for a later `check({ since })`; waits for postings in flight. */
  mark(): Promise<LedgerMark>;
}

export interface PayoutAttempt {
  outcomeId: string;
  attempt: number;
  userId: number;
  /** What the withdrawal takes from the wallet, fee included. */
  amount: Money;
}

export interface PayoutSettlement extends PayoutAttempt {
  /** What the platform keeps; the rest leaves through the provider. */
  fee: number;
  provider: string;
}
