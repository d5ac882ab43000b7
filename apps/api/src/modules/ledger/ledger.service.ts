import { feeBasisPointsFor, type FeeSubject, type Money } from '@lootmarket/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { checkLedger, markLedger } from './ledger.check';
import { refundEscrow, refundKey, releaseEscrow, releaseKey, sourceOfReference } from './ledger.escrow';
import { post } from './ledger.posting';
import { ledgerAccounts, ledgerTransactions } from './ledger.tables';
import type { LedgerService, PayoutInput, RecordPaymentInput } from './ledger.types';
import { createWalletHistory, type WalletHistory } from './ledger.wallet';

export type * from './ledger.types';
export { UnbalancedPostingError } from './ledger.posting';

function requirePositive(amount: Money): void {
  if (!Number.isSafeInteger(amount.amount) || amount.amount <= 0) throw new AppError('VALIDATION_FAILED', 'Сумма должна быть больше нуля');
}

/** Buyer paid: the acquirer now holds the money for this order or donation. */
async function recordPayment(tx: Db, input: RecordPaymentInput): Promise<void> {
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
async function payout(tx: Db, input: PayoutInput): Promise<void> {
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

export function createLedgerService({ db }: { db: Db }): LedgerServiceImpl {
  return {
    recordPayment,
    releaseEscrow,
    refundEscrow,
    payout,
    post: (tx, input) => post(tx, input),
    feeFor: feeBasisPointsFor,
    wallet: createWalletHistory(db),

    async balance(userId) {
      const rows = await db
        .select({ currency: ledgerAccounts.currency, amount: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId)))
        .orderBy(ledgerAccounts.currency);
      return rows;
    },

    async walletBalance(userId) {
      const rows = await db
        .select({
          currency: ledgerAccounts.currency,
          kind: ledgerAccounts.kind,
          amount: sql<number>`sum(${ledgerAccounts.balance})`.mapWith(Number),
        })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.userId, userId),
            or(eq(ledgerAccounts.kind, 'wallet'), and(eq(ledgerAccounts.kind, 'escrow'), isNull(ledgerAccounts.closedAt))),
          ),
        )
        .groupBy(ledgerAccounts.currency, ledgerAccounts.kind)
        .orderBy(ledgerAccounts.currency);
      const lines = new Map<Money['currency'], { currency: Money['currency']; available: number; held: number }>();
      for (const row of rows) {
        const line = lines.get(row.currency) ?? { currency: row.currency, available: 0, held: 0 };
        if (row.kind === 'wallet') line.available += row.amount;
        else line.held += row.amount;
        lines.set(row.currency, line);
      }
      return [...lines.values()];
    },

    async escrowBalance(reference) {
      const rows = await db
        .select({ currency: ledgerAccounts.currency, amount: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'escrow'), eq(ledgerAccounts.owner, reference)))
        .orderBy(sql`${ledgerAccounts.balance} desc`);
      return rows[0] ?? null;
    },

    async escrowResolution(reference) {
      const [row] = await db
        .select({ key: ledgerTransactions.idempotencyKey })
        .from(ledgerTransactions)
        .where(or(eq(ledgerTransactions.idempotencyKey, releaseKey(reference)), eq(ledgerTransactions.idempotencyKey, refundKey(reference))));
      if (!row) return null;
      return row.key === releaseKey(reference) ? 'released' : 'refunded';
    },

    check: (options) => checkLedger(db, options),
    mark: () => markLedger(db),
  };
}
