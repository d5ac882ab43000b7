import { splitPlatformFee, type CurrencyCode, type Money } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { ESCROW_CLOSED_MESSAGE, KEY_REUSED_MESSAGE, replayOf, type Poster } from './ledger.posting';
import { insertHold } from './ledger.holds';
import { createLedgerRepo } from './ledger.repo';
import type {
  LedgerEntryInput,
  PostingResult,
  RefundEscrowInput,
  ReleaseEscrowInput,
  SplitEscrowInput,
  SplitEscrowOutcome,
} from './ledger.types';

export const releaseKey = (reference: string) => `escrow-release:${reference}`;
export const refundKey = (reference: string) => `escrow-refund:${reference}`;

const REOPENED = ':reopened';
/** A re-opened deal's money waits in an escrow of its own: the first one was resolved, and stays resolved once. */
export const reopenedReference = (reference: string) => `${reference}${REOPENED}`;
/** The escrow the buyer's payment funded: a re-opened escrow's money came from the same payment (decision 050). */
export const paymentReferenceOf = (reference: string) =>
  reference.endsWith(REOPENED) ? reference.slice(0, -REOPENED.length) : reference;

/**
 * Locks the escrow's account and answers what it holds. The row lock makes a concurrent payment,
 * release or refund of the same escrow wait, so the amount read here is the amount moved.
 */
async function lockFundedEscrow(tx: Db, reference: string): Promise<Money | 'closed'> {
  const rows = await createLedgerRepo(tx).lockEscrows(reference);
  if (rows.some((row) => row.closedAt)) return 'closed';
  const funded = rows.filter((row) => row.balance > 0);
  if (funded.length === 0) throw new AppError('INSUFFICIENT_FUNDS', 'Оплата по сделке не поступила', { reference });
  // One order or donation is paid in one currency; two would be a payments bug to look at, not to guess.
  if (funded.length > 1) throw new Error(`Escrow ${reference} holds several currencies`);
  return { amount: funded[0]!.balance, currency: funded[0]!.currency };
}

/**
 * A closed escrow: a concurrent call with the same key may have closed it while this one waited for
 * the lock (then it is a replay), otherwise it was resolved the other way.
 */
async function resolvedBefore(tx: Db, key: string, reference: string): Promise<PostingResult> {
  const replay = await replayOf(tx, key, null);
  if (!replay) throw new AppError('CONFLICT', ESCROW_CLOSED_MESSAGE, { reference });
  return replay;
}

function amountOf(result: PostingResult, kind: LedgerEntryInput['account']['kind']): number {
  return result.entries.filter((entry) => entry.account.kind === kind).reduce((sum, entry) => sum + entry.amount, 0);
}

function currencyOf(result: PostingResult): CurrencyCode {
  return result.entries[0]!.account.currency;
}

/**
 * Whether a release went to this user: by the wallet it credited, or, when the payee's part rounded to
 * nothing, by the beneficiary it named. Releases posted before postings named one are taken as theirs.
 */
function paidTo(result: PostingResult, userId: number): boolean {
  const wallet = result.entries.find(
    (entry) => entry.account.kind === 'wallet' || entry.account.kind === 'wallet_hold',
  )?.account;
  if (wallet?.kind === 'wallet' || wallet?.kind === 'wallet_hold') return wallet.userId === userId;
  return (result.beneficiaryUserId ?? userId) === userId;
}

/** A replayed release must be the same release: same payee, same fee rate. */
function releaseOutcome(result: PostingResult, input: ReleaseEscrowInput): { payeeAmount: Money; fee: Money } {
  const currency = currencyOf(result);
  const gross = -amountOf(result, 'escrow');
  const payee = amountOf(result, 'wallet') + amountOf(result, 'wallet_hold');
  const fee = amountOf(result, 'platform_revenue');
  const expected = splitPlatformFee(gross, input.feeBasisPoints);
  if (!paidTo(result, input.payeeUserId) || expected.fee !== fee || expected.payee !== payee) {
    throw new AppError('CONFLICT', KEY_REUSED_MESSAGE, { reference: input.reference });
  }
  return { payeeAmount: { amount: payee, currency }, fee: { amount: fee, currency } };
}

/**
 * Posts a release under the release key: the escrow lines given, then the payee's part and the fee. Held
 * income waits in the payee's hold account; the hold row says until when (decision 023).
 */
async function postRelease(
  post: Poster,
  tx: Db,
  input: ReleaseEscrowInput,
  escrowEntries: LedgerEntryInput[],
  payee: Money,
  fee: number,
  memo: string,
): Promise<PostingResult> {
  const { currency } = payee;
  const entries = [...escrowEntries];
  if (payee.amount > 0)
    entries.push({
      account: { kind: input.hold ? 'wallet_hold' : 'wallet', userId: input.payeeUserId, currency },
      amount: payee.amount,
    });
  if (fee > 0) entries.push({ account: { kind: 'platform_revenue', currency }, amount: fee });
  const result = await post(tx, {
    idempotencyKey: releaseKey(input.reference),
    kind: 'escrow_release',
    reference: input.reference,
    source: input.source,
    memo,
    entries,
    beneficiaryUserId: input.payeeUserId,
  });
  if (input.hold && payee.amount > 0 && !result.replayed)
    await insertHold(tx, {
      reference: input.reference,
      userId: input.payeeUserId,
      amount: payee,
      source: input.source,
      ...input.hold,
    });
  return result;
}

/** Completion: the whole escrow goes to the payee's wallet, less the platform fee. */
export async function releaseEscrow(
  post: Poster,
  tx: Db,
  input: ReleaseEscrowInput,
): Promise<{ payeeAmount: Money; fee: Money }> {
  splitPlatformFee(0, input.feeBasisPoints);
  // A release closes its escrow, so a replay finds it closed and is answered from the posting there.
  const gross = await lockFundedEscrow(tx, input.reference);
  if (gross === 'closed')
    return releaseOutcome(await resolvedBefore(tx, releaseKey(input.reference), input.reference), input);
  const { fee, payee } = splitPlatformFee(gross.amount, input.feeBasisPoints);
  const { currency } = gross;
  const entries: LedgerEntryInput[] = [
    { account: { kind: 'escrow', reference: input.reference, currency }, amount: -gross.amount, close: true },
  ];
  const result = await postRelease(
    post,
    tx,
    input,
    entries,
    { amount: payee, currency },
    fee,
    `fee ${input.feeBasisPoints} bp`,
  );
  return releaseOutcome(result, input);
}

/** A replayed split must be the same split: same refund, same payee, same fee rate. */
function splitOutcome(result: PostingResult, input: SplitEscrowInput): SplitEscrowOutcome {
  const currency = currencyOf(result);
  const clearing = result.entries.find((entry) => entry.account.kind === 'provider_clearing')?.account;
  const refunded = amountOf(result, 'provider_clearing');
  const gross = -amountOf(result, 'escrow');
  const expected = splitPlatformFee(gross - input.refundAmount, input.feeBasisPoints);
  const payee = amountOf(result, 'wallet') + amountOf(result, 'wallet_hold');
  const fee = amountOf(result, 'platform_revenue');
  if (
    clearing?.kind !== 'provider_clearing' ||
    refunded !== input.refundAmount ||
    !paidTo(result, input.payeeUserId) ||
    expected.fee !== fee ||
    expected.payee !== payee
  )
    throw new AppError('CONFLICT', KEY_REUSED_MESSAGE, { reference: input.reference });
  return {
    refunded: { amount: refunded, currency },
    payeeAmount: { amount: payee, currency },
    fee: { amount: fee, currency },
    provider: clearing.provider,
  };
}

export const SPLIT_AMOUNT_MESSAGE = 'Сумма возврата должна быть больше нуля и меньше суммы сделки';

/**
 * A dispute settled in between, in one posting: the buyer's part goes back to the acquirer that took the
 * payment, the rest to the payee less the fee on that rest. It resolves the escrow as a release (under the
 * release key), so the acquirer's refund that follows finds the escrow already emptied.
 */
export async function splitEscrow(post: Poster, tx: Db, input: SplitEscrowInput): Promise<SplitEscrowOutcome> {
  splitPlatformFee(0, input.feeBasisPoints);
  const replay = await replayOf(tx, releaseKey(input.reference), null);
  if (replay) return splitOutcome(replay, input);
  const gross = await lockFundedEscrow(tx, input.reference);
  if (gross === 'closed')
    return splitOutcome(await resolvedBefore(tx, releaseKey(input.reference), input.reference), input);
  if (!Number.isSafeInteger(input.refundAmount) || input.refundAmount <= 0 || input.refundAmount >= gross.amount)
    throw new AppError('VALIDATION_FAILED', SPLIT_AMOUNT_MESSAGE, { reference: input.reference });
  const provider = await createLedgerRepo(tx).findFundingProvider(paymentReferenceOf(input.reference));
  if (!provider)
    throw new AppError('INSUFFICIENT_FUNDS', 'Оплата по сделке не поступила', { reference: input.reference });
  const { fee, payee } = splitPlatformFee(gross.amount - input.refundAmount, input.feeBasisPoints);
  const { currency } = gross;
  const entries: LedgerEntryInput[] = [
    { account: { kind: 'escrow', reference: input.reference, currency }, amount: -gross.amount, close: true },
    { account: { kind: 'provider_clearing', provider, currency }, amount: input.refundAmount },
  ];
  const memo = `fee ${input.feeBasisPoints} bp, refund ${input.refundAmount}`;
  const result = await postRelease(post, tx, input, entries, { amount: payee, currency }, fee, memo);
  return splitOutcome(result, input);
}

function refundOutcome(result: PostingResult, input: RefundEscrowInput): Money {
  const clearing = result.entries.find((entry) => entry.account.kind === 'provider_clearing')?.account;
  if (clearing?.kind !== 'provider_clearing' || clearing.provider !== input.provider) {
    throw new AppError('CONFLICT', KEY_REUSED_MESSAGE, { reference: input.reference });
  }
  return { amount: amountOf(result, 'provider_clearing'), currency: currencyOf(result) };
}

/** Cancellation: the whole escrow goes back to the acquirer that refunds the buyer. */
export async function refundEscrow(post: Poster, tx: Db, input: RefundEscrowInput): Promise<Money> {
  const replay = await replayOf(tx, refundKey(input.reference), null);
  if (replay) return refundOutcome(replay, input);
  const held = await lockFundedEscrow(tx, input.reference);
  if (held === 'closed')
    return refundOutcome(await resolvedBefore(tx, refundKey(input.reference), input.reference), input);
  const { currency } = held;
  const result = await post(tx, {
    idempotencyKey: refundKey(input.reference),
    kind: 'escrow_refund',
    reference: input.reference,
    source: sourceOfReference(input.reference),
    // The first refund id is kept; a replay under another id answers the first result (one refund per escrow).
    memo: `refund ${input.refundId}`,
    entries: [
      { account: { kind: 'escrow', reference: input.reference, currency }, amount: -held.amount, close: true },
      { account: { kind: 'provider_clearing', provider: input.provider, currency }, amount: held.amount },
    ],
  });
  return refundOutcome(result, input);
}

/** 'order:<uuid>' and 'donation:<uuid>' say what an escrow is for. */
export function sourceOfReference(reference: string): 'order' | 'donation' | null {
  const prefix = reference.split(':', 1)[0];
  return prefix === 'order' || prefix === 'donation' ? prefix : null;
}
