import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { accountKey, accountsById, NON_NEGATIVE_KINDS, refOf, resolveAccounts } from './ledger.accounts';
import { ledgerAccounts, ledgerBalanceShards, ledgerEntries, ledgerTransactions } from './ledger.tables';
import type { LedgerAccountRef, LedgerEntryInput, PostingInput, PostingResult } from './ledger.types';

export const KEY_REUSED_MESSAGE = 'Операция с этим ключом уже проведена с другими суммами';
export const ESCROW_CLOSED_MESSAGE = 'Сделка уже закрыта: деньги выплачены или возвращены';

/** A posting that cannot be right whatever the data: a programming error, not a user's. */
export class UnbalancedPostingError extends Error {}

function validate(input: PostingInput): void {
  if (input.entries.length < 2) throw new UnbalancedPostingError(`Posting ${input.idempotencyKey} needs at least two entries`);
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
  return JSON.stringify([input.kind, input.reference ?? null, input.source ?? null, entries]);
}

async function storedEntries(tx: Db, transactionId: number): Promise<PostingResult['entries']> {
  const rows = await tx
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(asc(ledgerEntries.id));
  const accounts = await accountsById(tx, [...new Set(rows.map((row) => row.accountId))]);
  return rows.map((row) => ({ account: refOf(accounts.get(row.accountId)!), amount: row.amount }));
}

/** The first posting under `key`, if any, as a replay; a different posting under the same key is refused. */
export async function replayOf(tx: Db, key: string, fingerprint: string | null): Promise<PostingResult | null> {
  const [existing] = await tx
    .select({ id: ledgerTransactions.id, fingerprint: ledgerTransactions.fingerprint })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key));
  if (!existing) return null;
  if (fingerprint !== null && existing.fingerprint !== fingerprint) throw new AppError('CONFLICT', KEY_REUSED_MESSAGE, { idempotencyKey: key });
  return { transactionId: existing.id, replayed: true, entries: await storedEntries(tx, existing.id) };
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
    deltas.set(id, { account: entry.account, delta: current.delta + entry.amount, close: current.close || entry.close === true });
  }
  const shared = (account: LedgerAccountRef) => (NON_NEGATIVE_KINDS.has(account.kind) ? 0 : 1);
  return [...deltas.entries()].sort(([idA, a], [idB, b]) => shared(a.account) - shared(b.account) || idA - idB);
}

/** How many rows a shared account's cached balance is spread over (see `ledger_balance_shards`). */
export const BALANCE_SHARDS = 16;

/**
 * A shared account takes the delta on the shard its transaction id picks: the same row for every posting
 * of one transaction (so no two transactions can lock two shards in opposite orders), usually another row
 * for a concurrent transaction.
 */
async function applySharedDelta(tx: Db, id: number, delta: number): Promise<void> {
  await tx
    .insert(ledgerBalanceShards)
    .values({ accountId: id, shard: sql`(txid_current() % ${BALANCE_SHARDS})::smallint`, balance: delta })
    .onConflictDoUpdate({ target: [ledgerBalanceShards.accountId, ledgerBalanceShards.shard], set: { balance: sql`${ledgerBalanceShards.balance} + excluded.balance` } });
}

/** One conditional UPDATE per account: the guard and the write are the same statement, never read-then-write. */
async function applyDelta(tx: Db, id: number, account: LedgerAccountRef, delta: number, close: boolean): Promise<void> {
  const guarded = NON_NEGATIVE_KINDS.has(account.kind);
  if (!guarded && !close) return applySharedDelta(tx, id, delta);
  const [updated] = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${delta}`, ...(close ? { closedAt: new Date() } : {}) })
    .where(and(eq(ledgerAccounts.id, id), isNull(ledgerAccounts.closedAt), guarded ? sql`${ledgerAccounts.balance} + ${delta} >= 0` : undefined))
    .returning({ id: ledgerAccounts.id });
  if (updated) return;
  const [row] = await tx.select({ closedAt: ledgerAccounts.closedAt }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  if (row?.closedAt) throw new AppError('CONFLICT', ESCROW_CLOSED_MESSAGE, { account: account });
  const message = account.kind === 'wallet' ? 'Недостаточно средств на балансе' : 'Недостаточно средств в сделке';
  throw new AppError('INSUFFICIENT_FUNDS', message, { account: account });
}

/**
 * Writes one balanced transaction inside the caller's transaction, under a savepoint: a refused
 * posting leaves nothing behind even if the caller catches the error and goes on.
 * `payeeUserId` marks a newly opened escrow with the user it is held for.
 */
export async function post(outer: Db, input: PostingInput, payeeUserId?: number): Promise<PostingResult> {
  validate(input);
  const fingerprint = fingerprintOf(input);
  return outer.transaction(async (savepoint) => {
    const tx = savepoint as unknown as Db;
    const replay = await replayOf(tx, input.idempotencyKey, fingerprint);
    if (replay) return replay;
    const ids = await resolveAccounts(
      tx,
      input.entries.map((entry) => entry.account),
      payeeUserId,
    );
    const [inserted] = await tx
      .insert(ledgerTransactions)
      .values({
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        reference: input.reference ?? null,
        source: input.source ?? null,
        memo: input.memo ?? null,
        fingerprint,
      })
      .onConflictDoNothing()
      .returning({ id: ledgerTransactions.id });
    if (!inserted) {
      // Either a concurrent poster of the same key committed first, or the escrow was resolved by another key.
      const raced = await replayOf(tx, input.idempotencyKey, fingerprint);
      if (raced) return raced;
      throw new AppError('CONFLICT', ESCROW_CLOSED_MESSAGE, { reference: input.reference });
    }
    for (const [id, { account, delta, close }] of deltasById(input.entries, ids)) {
      if (delta !== 0 || close) await applyDelta(tx, id, account, delta, close);
    }
    await tx.insert(ledgerEntries).values(
      input.entries.map((entry) => ({ transactionId: inserted.id, accountId: ids.get(accountKey(entry.account))!, amount: entry.amount })),
    );
    return { transactionId: inserted.id, replayed: false, entries: input.entries.map(({ account, amount }) => ({ account, amount })) };
  });
}
