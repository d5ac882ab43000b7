import type { Money } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { paymentReferenceOf, refundEscrow, releaseKey, reopenedReference } from './ledger.escrow';
import { replayOf, type Poster } from './ledger.posting';
import type { PostingInput, PostingResult, ReopenEscrowInput } from './ledger.types';

import { createLedgerRepo } from './ledger.repo';

export const reopenKey = (reference: string) => `escrow-reopen:${reference}`;

export const NOT_RELEASED_MESSAGE = 'Деньги по сделке не передавались продавцу — открывать её повторно нечего';
export const SPLIT_NOT_REOPENABLE_MESSAGE = 'Сделку уже решили частичным возвратом — открыть её повторно нельзя';

const sumOf = (result: PostingResult, kinds: string[]) =>
  result.entries.filter((entry) => kinds.includes(entry.account.kind)).reduce((sum, entry) => sum + entry.amount, 0);

/**
 * A completed deal re-opened for a complaint (decision 050): what its release paid — the payee's part and the
 * platform's fee — goes back into a new escrow, in one posting. The payee's wallet may not go below zero: money
 * already withdrawn is refused with SELLER_FUNDS_WITHDRAWN rather than turned into a debt.
 */
export async function reopenEscrow(
  post: Poster,
  tx: Db,
  input: ReopenEscrowInput,
): Promise<{ reference: string; amount: Money }> {
  const release = await replayOf(tx, releaseKey(input.reference), null);
  if (!release) throw new AppError('CONFLICT', NOT_RELEASED_MESSAGE, { reference: input.reference });
  if (sumOf(release, ['provider_clearing']) !== 0)
    throw new AppError('CONFLICT', SPLIT_NOT_REOPENABLE_MESSAGE, { reference: input.reference });
  const currency = release.entries[0]!.account.currency;
  const payee = sumOf(release, ['wallet', 'wallet_hold']);
  const fee = sumOf(release, ['platform_revenue']);
  const reference = reopenedReference(input.reference);
  const entries: PostingInput['entries'] = [{ account: { kind: 'escrow', reference, currency }, amount: payee + fee }];
  if (payee > 0) entries.push({ account: { kind: input.from, userId: input.payeeUserId, currency }, amount: -payee });
  if (fee > 0) entries.push({ account: { kind: 'platform_revenue', currency }, amount: -fee });
  try {
    await post(
      tx,
      {
        idempotencyKey: reopenKey(input.reference),
        kind: 'adjustment',
        reference,
        source: 'order',
        memo: 'reopened for a complaint',
        entries,
        beneficiaryUserId: input.payeeUserId,
        ...(input.actor ? { actor: input.actor } : {}),
      },
      input.payeeUserId,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')
      throw new AppError('SELLER_FUNDS_WITHDRAWN', undefined, { reference: input.reference });
    throw error;
  }
  return { reference, amount: { amount: payee + fee, currency } };
}

/** The buyer of a re-opened deal gets it all back: its escrow goes to the acquirer that took the payment. */
export async function refundReopenedEscrow(post: Poster, tx: Db, reference: string): Promise<Money> {
  const provider = await createLedgerRepo(tx).findFundingProvider(paymentReferenceOf(reference));
  if (!provider) throw new AppError('INSUFFICIENT_FUNDS', 'Оплата по сделке не поступила', { reference });
  return refundEscrow(post, tx, { reference, provider, refundId: 'reopened' });
}
