import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { creditHeldAtCommit, heldCreditsPending, moveSharedAtCommit } from './ledger.at-commit';
import { AppError } from '../../platform/http/app-error';
import type { AuditRecorder } from '../audit/audit.ports';
import { accountKey, accountsById, NON_NEGATIVE_KINDS, refOf, resolveAccounts } from './ledger.accounts';
import { createLedgerRepo } from './ledger.repo';
import type { LedgerAccountRef, LedgerEntryInput, PostingInput, PostingResult } from './ledger.types';

export const KEY_REUSED_MESSAGE = 'Операция с этим ключом уже проведена с другими суммами';
export const ESCROW_CLOSED_MESSAGE = 'Сделка уже закрыта: деньги выплачены или возвращены';
export const PAYOUT_RESOLVED_MESSAGE = 'Вывод уже завершён: деньги выплачены или возвращены';

const SHORT_MESSAGES: Partial<Record<LedgerAccountRef['kind'], string>> = {
  wallet: 'Недостаточно средств на балансе',
  wallet_hold: 'Удержанных средств меньше, чем нужно',
  payout_clearing: PAYOUT_RESOLVED_MESSAGE,
};

/** Posts one balanced transaction, with its audit row, inside the caller's transaction. */
export type Poster = (outer: Db, input: PostingInput, payeeUserId?: number) => Promise<PostingResult>;

/**
 * The ledger's one way to post. Every money movement writes its audit row through `audit` (decision 043);
 * without one (some unit tests), nothing is written.
 */
export function createPoster(audit: AuditRecorder | undefined): Poster {
  return (outer, input, payeeUserId) => post(audit, outer, input, payeeUserId);
}

/**
 * The movement's row, in the posting's transaction. Its target is what the money is about (`order:…`,
 * `donation:…`, `payout:…`); concurrent payments spread over the sixteen chain heads by their transaction
 * instead of all waiting on one.
 */
async function auditPosting(
  audit: AuditRecorder | undefined,
  tx: Db,
  input: PostingInput,
  transactionId: number,
): Promise<void> {
  await audit?.record(tx, {
    action: `ledger.${input.kind}`,
    actor: input.actor ?? { type: 'system', id: null },
    target: { type: 'ledger_transfer', id: input.reference ?? input.idempotencyKey },
    reason: input.memo ?? null,
    after: {
      transactionId,
      idempotencyKey: input.idempotencyKey,
      source: input.source ?? null,
      entries: input.entries.map((entry) => ({ account: accountKey(entry.account), amount: entry.amount })),
    },
  });
}

/** A posting that cannot be right whatever the data: a programming error, not a user's. */
export class UnbalancedPostingError extends Error {}

function validate(input: PostingInput): void {
  if (input.entries.length < 2)
    throw new UnbalancedPostingError(`Posting ${input.idempotencyKey} needs at least two entries`);
  const sums = new Map<string, number>();
  for (const entry of input.entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new UnbalancedPostingError(`Posting ${input.idempotencyKey} has an entry of ${entry.amount}`);
    }
    sums.set(entry.account.currency, (sums.get(entry.account.currency) ?? 0) + entry.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new UnbalancedPostingError(`Posting ${input.idempotencyKey} is off by ${sum} ${currency}`);
  }
}

/** The canonical form of a posting: the same business event always yields the same text. */
export function fingerprintOf(input: PostingInput): string {
  const entries = input.entries.map((entry) => `${accountKey(entry.account)}=${entry.amount}`).sort();
  const parts = [input.kind, input.reference ?? null, input.source ?? null, entries];
  return JSON.stringify(input.beneficiaryUserId === undefined ? parts : [...parts, input.beneficiaryUserId]);
}

/** The user a fingerprinted posting named as its beneficiary, if it named one. */
function beneficiaryOf(fingerprint: string): number | undefined {
  if (!fingerprint.startsWith('[')) return undefined;
  const named = (JSON.parse(fingerprint) as unknown[])[4];
  return typeof named === 'number' ? named : undefined;
}

async function storedEntries(tx: Db, transactionId: number): Promise<PostingResult['entries']> {
  const rows = await createLedgerRepo(tx).findEntries(transactionId);
  const accounts = await accountsById(tx, [...new Set(rows.map((row) => row.accountId))]);
  return rows.map((row) => ({ account: refOf(accounts.get(row.accountId)!), amount: row.amount }));
}

/** The first posting under `key`, if any, as a replay; a different posting under the same key is refused. */
export async function replayOf(tx: Db, key: string, fingerprint: string | null): Promise<PostingResult | null> {
  const existing = await createLedgerRepo(tx).findTransactionByKey(key);
  if (!existing) return null;
  if (fingerprint !== null && existing.fingerprint !== fingerprint)
    throw new AppError('CONFLICT', KEY_REUSED_MESSAGE, { idempotencyKey: key });
  return {
    transactionId: existing.id,
    replayed: true,
    entries: await storedEntries(tx, existing.id),
    beneficiaryUserId: beneficiaryOf(existing.fingerprint),
  };
}

/**
 * Net change per account in one global lock order, so concurrent postings cannot deadlock: wallets and
 * escrows first, then the shared platform and clearing accounts (every payment touches those, so they
 * are locked last and held for the shortest time), by id within each group.
 */
function deltasById(entries: readonly LedgerEntryInput[], ids: Map<string, number>) {
  const deltas = new Map<number, { account: LedgerAccountRef; delta: number; close: boolean }>();
  for (const entry of entries) {
    const id = ids.get(accountKey(entry.account))!;
    const current = deltas.get(id) ?? { account: entry.account, delta: 0, close: false };
    deltas.set(id, {
      account: entry.account,
      delta: current.delta + entry.amount,
      close: current.close || entry.close === true,
    });
  }
  const shared = (account: LedgerAccountRef) => (NON_NEGATIVE_KINDS.has(account.kind) ? 0 : 1);
  return [...deltas.entries()].sort(([idA, a], [idB, b]) => shared(a.account) - shared(b.account) || idA - idB);
}

/**
 * One conditional UPDATE per guarded account: the guard and the write are the same statement, never
 * read-then-write; a debit of a held balance takes the credits this transaction would add at commit. A shared
 * account takes the delta on the shard its transaction id picks (the same row for every posting of one
 * transaction), and a held balance its income, both at commit.
 */
async function applyDelta(tx: Db, id: number, account: LedgerAccountRef, delta: number, close: boolean): Promise<void> {
  const repo = createLedgerRepo(tx);
  const guarded = NON_NEGATIVE_KINDS.has(account.kind);
  if (!guarded && !close) return moveSharedAtCommit(tx, id, delta);
  if (account.kind === 'wallet_hold' && delta > 0 && !close) return creditHeldAtCommit(tx, id, delta);
  // A debit of held income this transaction credited: the credit moves onto the row now (the row may never
  // go below zero, even for a moment), and the commit adds what is left of it.
  const pending = account.kind === 'wallet_hold' ? heldCreditsPending(tx, id) : 0;
  if (pending > 0) await creditHeldAtCommit(tx, id, -pending);
  if (await repo.addToBalance(id, delta + pending, { guarded, close })) return;
  if (await repo.findClosedAt(id))
    throw new AppError(
      'CONFLICT',
      account.kind === 'payout_clearing' ? PAYOUT_RESOLVED_MESSAGE : ESCROW_CLOSED_MESSAGE,
      { account: account },
    );
  throw new AppError('INSUFFICIENT_FUNDS', SHORT_MESSAGES[account.kind] ?? 'Недостаточно средств в сделке', {
    account: account,
  });
}

/**
 * Writes one balanced transaction inside the caller's transaction, under a savepoint: a refused
 * posting leaves nothing behind even if the caller catches the error and goes on.
 * `payeeUserId` marks a newly opened escrow with the user it is held for.
 */
async function post(
  audit: AuditRecorder | undefined,
  outer: Db,
  input: PostingInput,
  payeeUserId?: number,
): Promise<PostingResult> {
  validate(input);
  const fingerprint = fingerprintOf(input);
  return inTransaction(outer, async (tx) => {
    const repo = createLedgerRepo(tx);
    // The key first: a replay finds it taken and answers the first posting, with no lookup before.
    const transactionId = await repo.insertTransaction({
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      reference: input.reference ?? null,
      source: input.source ?? null,
      memo: input.memo ?? null,
      fingerprint,
    });
    if (transactionId === undefined) {
      // The key was posted before (a replay, or a concurrent poster that committed first), or the escrow
      // (or withdrawal reserve) was resolved by another key.
      const replay = await replayOf(tx, input.idempotencyKey, fingerprint);
      if (replay) return replay;
      const message =
        input.kind === 'payout' || input.kind === 'payout_return' ? PAYOUT_RESOLVED_MESSAGE : ESCROW_CLOSED_MESSAGE;
      throw new AppError('CONFLICT', message, { reference: input.reference });
    }
    const ids = await resolveAccounts(
      tx,
      input.entries.map((entry) => entry.account),
      payeeUserId,
    );
    for (const [id, { account, delta, close }] of deltasById(input.entries, ids)) {
      if (delta !== 0 || close) await applyDelta(tx, id, account, delta, close);
    }
    await repo.insertEntries(
      input.entries.map((entry) => ({
        transactionId,
        accountId: ids.get(accountKey(entry.account))!,
        amount: entry.amount,
      })),
    );
    await auditPosting(audit, tx, input, transactionId);
    return {
      transactionId,
      replayed: false,
      entries: input.entries.map(({ account, amount }) => ({ account, amount })),
      beneficiaryUserId: input.beneficiaryUserId,
    };
  });
}
