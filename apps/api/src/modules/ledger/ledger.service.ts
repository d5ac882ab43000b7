import { feeBasisPointsFor, type FeeSubject, type Money } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { AuditRecorder } from '../audit/audit.ports';
import { createHoldsRepo } from './ledger-holds.repo';
import { checkLedger, markLedger } from './ledger.check';
import { incomeAccountForReversal, releaseDueHolds } from './ledger.holds';
import { payoutReference, reservePayout, returnPayout, settlePayout } from './ledger.payouts';
import { refundEscrow, refundKey, releaseEscrow, releaseKey, sourceOfReference, splitEscrow } from './ledger.escrow';
import { createPoster, type Poster } from './ledger.posting';
import { createLedgerRepo } from './ledger.repo';
import { refundReopenedEscrow, reopenEscrow } from './ledger.reopen';
import type { LedgerService, LedgerWalletLine, PayoutInput, RecordPaymentInput } from './ledger.types';
import { createWalletHistory, type WalletHistory } from './ledger.wallet';

export type * from './ledger.types';
export type { HoldRow } from './ledger.holds';
export type { PayoutAttempt, PayoutSettlement } from './ledger.types';
export { payoutReference };
export { UnbalancedPostingError } from './ledger.posting';

function requirePositive(amount: Money): void {
  if (!Number.isSafeInteger(amount.amount) || amount.amount <= 0)
    throw new AppError('VALIDATION_FAILED', 'Сумма должна быть больше нуля');
}

/** Buyer paid: the acquirer now holds the money for this order or donation. */
async function recordPayment(post: Poster, tx: Db, input: RecordPaymentInput): Promise<void> {
  requirePositive(input.amount);
  const { amount, currency } = input.amount;
  await post(
    tx,
    {
      idempotencyKey: `payment:${input.paymentId}`,
      kind: 'payment',
      reference: input.reference,
      source: input.source ?? sourceOfReference(input.reference),
      entries: [
        { account: { kind: 'provider_clearing', provider: input.provider, currency }, amount: -amount },
        { account: { kind: 'escrow', reference: input.reference, currency }, amount },
      ],
    },
    input.payeeUserId,
  );
}

/** Withdrawal: the wallet pays out through a payout provider; refused when the wallet is short. */
async function payout(post: Poster, tx: Db, input: PayoutInput): Promise<void> {
  requirePositive(input.amount);
  const { amount, currency } = input.amount;
  await post(tx, {
    idempotencyKey: `payout:${input.payoutId}`,
    kind: 'payout',
    reference: `payout:${input.payoutId}`,
    entries: [
      { account: { kind: 'wallet', userId: input.userId, currency }, amount: -amount },
      { account: { kind: 'provider_clearing', provider: input.provider, currency }, amount },
    ],
  });
}

export type LedgerServiceImpl = LedgerService & {
  /** The platform fee rate for a sale of this product type, or for a donation, in basis points. */
  feeFor(subject: FeeSubject): number;
  wallet: WalletHistory;
};

/** `audit`: the log every posting writes its row to in the posting's transaction (decision 043). */
export function createLedgerService({ db, audit }: { db: Db; audit?: AuditRecorder }): LedgerServiceImpl {
  const post = createPoster(audit);
  const repo = createLedgerRepo(db);
  return {
    recordPayment: (tx, input) => recordPayment(post, tx, input),
    releaseEscrow: (tx, input) => releaseEscrow(post, tx, input),
    splitEscrow: (tx, input) => splitEscrow(post, tx, input),
    refundEscrow: (tx, input) => refundEscrow(post, tx, input),
    payout: (tx, input) => payout(post, tx, input),
    post: (tx, input) => post(tx, input),
    feeFor: feeBasisPointsFor,
    wallet: createWalletHistory(db),

    async balance(userId) {
      const totals = new Map<Money['currency'], number>();
      for (const row of await repo.sumOwedTo(userId)) {
        if (row.kind === 'wallet' || row.kind === 'wallet_hold')
          totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amount);
      }
      return [...totals].map(([currency, amount]) => ({ currency, amount }));
    },

    async walletBalance(userId) {
      const lines = new Map<Money['currency'], LedgerWalletLine>();
      for (const row of await repo.sumOwedTo(userId)) {
        const line = lines.get(row.currency) ?? {
          currency: row.currency,
          available: 0,
          held: 0,
          inEscrow: 0,
          withdrawing: 0,
        };
        if (row.kind === 'wallet') line.available += row.amount;
        if (row.kind === 'wallet_hold') line.held += row.amount;
        if (row.kind === 'escrow') line.inEscrow += row.amount;
        if (row.kind === 'payout_clearing') line.withdrawing += row.amount;
        lines.set(row.currency, line);
      }
      return [...lines.values()];
    },

    reservePayout: (tx, input) => reservePayout(post, tx, input),
    returnPayout: (tx, input) => returnPayout(post, tx, input),
    settlePayout: (tx, input) => settlePayout(post, tx, input),
    releaseDueHolds: (options) => releaseDueHolds(post, db, options),
    holdsOf: (userId) => createHoldsRepo(db).findActiveOf(userId),
    incomeAccountForReversal,
    reopenEscrow: (tx, input) => reopenEscrow(post, tx, input),
    refundReopenedEscrow: (tx, reference) => refundReopenedEscrow(post, tx, reference),

    async escrowBalance(reference) {
      return (await repo.findEscrowBalances(reference))[0] ?? null;
    },

    async escrowResolution(reference) {
      const key = await repo.findPostedKey([releaseKey(reference), refundKey(reference)]);
      if (!key) return null;
      return key === releaseKey(reference) ? 'released' : 'refunded';
    },

    check: (options) => checkLedger(db, options),
    mark: () => markLedger(db),
  };
}
