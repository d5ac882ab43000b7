import type { Db } from '../../db/client';
import type { Poster } from './ledger.posting';
import type { LedgerEntryInput, PayoutAttempt, PayoutSettlement } from './ledger.types';

/** The reserve of one attempt at paying a withdrawal out; each attempt resolves exactly once. */
export const payoutReference = (outcomeId: string, attempt: number): string => `outcome:${outcomeId}:${attempt}`;

function clearing(input: PayoutAttempt) {
  return {
    kind: 'payout_clearing' as const,
    reference: payoutReference(input.outcomeId, input.attempt),
    currency: input.amount.currency,
    userId: input.userId,
  };
}

/** wallet → payout clearing: refused with 409 INSUFFICIENT_FUNDS when the wallet is short. */
export async function reservePayout(post: Poster, tx: Db, input: PayoutAttempt): Promise<void> {
  const { amount, currency } = input.amount;
  const reference = payoutReference(input.outcomeId, input.attempt);
  await post(tx, {
    idempotencyKey: `payout-reserve:${reference}`,
    kind: 'payout_reserve',
    reference,
    entries: [
      { account: { kind: 'wallet', userId: input.userId, currency }, amount: -amount },
      { account: clearing(input), amount },
    ],
  });
}

/** payout clearing → wallet, closing the reserve: a cancelled, rejected or failed withdrawal. */
export async function returnPayout(post: Poster, tx: Db, input: PayoutAttempt): Promise<void> {
  const { amount, currency } = input.amount;
  const reference = payoutReference(input.outcomeId, input.attempt);
  await post(tx, {
    idempotencyKey: `payout-return:${reference}`,
    kind: 'payout_return',
    reference,
    entries: [
      { account: clearing(input), amount: -amount, close: true },
      { account: { kind: 'wallet', userId: input.userId, currency }, amount },
    ],
  });
}

/** payout clearing → out through the provider, the fee to platform revenue, closing the reserve. */
export async function settlePayout(post: Poster, tx: Db, input: PayoutSettlement): Promise<void> {
  const { amount, currency } = input.amount;
  const reference = payoutReference(input.outcomeId, input.attempt);
  const entries: LedgerEntryInput[] = [{ account: clearing(input), amount: -amount, close: true }];
  if (amount > input.fee)
    entries.push({
      account: { kind: 'provider_clearing', provider: input.provider, currency },
      amount: amount - input.fee,
    });
  if (input.fee > 0) entries.push({ account: { kind: 'platform_revenue', currency }, amount: input.fee });
  await post(tx, {
    idempotencyKey: `payout-settle:${reference}`,
    kind: 'payout',
    reference,
    memo: `fee ${input.fee}`,
    entries,
  });
}
