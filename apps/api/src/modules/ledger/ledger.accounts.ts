import type { Db } from '../../db/client';
import { createLedgerRepo, type AccountKey, type AccountRow } from './ledger.repo';
import type { LedgerAccountKind, LedgerAccountRef } from './ledger.types';

/** Kinds whose balance is money we owe and must never go below zero. */
export const NON_NEGATIVE_KINDS: ReadonlySet<LedgerAccountKind> = new Set([
  'wallet',
  'wallet_hold',
  'escrow',
  'payout_clearing',
]);

const PLATFORM_OWNER = 'platform';

/** The (kind, owner, currency) triple an account is stored under. */
export function accountKey(ref: LedgerAccountRef): string {
  return `${ref.kind}|${ownerOf(ref)}|${ref.currency}`;
}

export function ownerOf(ref: LedgerAccountRef): string {
  switch (ref.kind) {
    case 'wallet':
    case 'wallet_hold':
      return String(ref.userId);
    case 'escrow':
    case 'payout_clearing':
      return ref.reference;
    case 'platform_revenue':
      return PLATFORM_OWNER;
    case 'provider_clearing':
      return ref.provider;
  }
}

export function refOf(row: AccountRow): LedgerAccountRef {
  switch (row.kind) {
    case 'wallet':
    case 'wallet_hold':
      return { kind: row.kind, userId: Number(row.owner), currency: row.currency };
    case 'escrow':
    case 'payout_clearing':
      return { kind: row.kind, reference: row.owner, currency: row.currency };
    case 'platform_revenue':
      return { kind: 'platform_revenue', currency: row.currency };
    case 'provider_clearing':
      return { kind: 'provider_clearing', provider: row.owner, currency: row.currency };
  }
}

const keyOf = (ref: LedgerAccountRef): AccountKey => ({ kind: ref.kind, owner: ownerOf(ref), currency: ref.currency });

/**
 * The ids of the given accounts, opening the missing ones. Existing accounts cost one SELECT; new ones
 * an INSERT that answers their ids, and a second SELECT only for those a concurrent posting opened first.
 */
export async function resolveAccounts(
  tx: Db,
  refs: readonly LedgerAccountRef[],
  payeeUserId?: number,
): Promise<Map<string, number>> {
  const repo = createLedgerRepo(tx);
  const ids = new Map<string, number>();
  const wanted = new Map(refs.map((ref) => [accountKey(ref), ref]));
  for (const row of await repo.findAccounts([...wanted.values()].map(keyOf))) ids.set(accountKey(refOf(row)), row.id);
  // Sorted so that two postings opening the same accounts lock their index entries in one order.
  const missing = [...wanted.entries()]
    .filter(([key]) => !ids.has(key))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, ref]) => ref);
  if (missing.length === 0) return ids;
  const opened = await repo.insertAccounts(
    missing.map((ref) => ({ ...keyOf(ref), userId: accountUserId(ref, payeeUserId) })),
  );
  for (const row of opened) ids.set(accountKey(refOf(row)), row.id);
  const raced = missing.filter((ref) => !ids.has(accountKey(ref)));
  if (raced.length === 0) return ids;
  for (const row of await repo.findAccounts(raced.map(keyOf))) ids.set(accountKey(refOf(row)), row.id);
  return ids;
}

/** Whose money an account is: a wallet's or hold's owner, a payout clearing's, an escrow's payee. */
function accountUserId(ref: LedgerAccountRef, payeeUserId: number | undefined): number | null {
  if (ref.kind === 'wallet' || ref.kind === 'wallet_hold') return ref.userId;
  if (ref.kind === 'payout_clearing') return ref.userId ?? null;
  return ref.kind === 'escrow' ? (payeeUserId ?? null) : null;
}

/** Accounts by id, for turning stored entries back into references. */
export async function accountsById(tx: Db, ids: readonly number[]): Promise<Map<number, AccountRow>> {
  if (ids.length === 0) return new Map();
  const rows = await createLedgerRepo(tx).findAccountsByIds(ids);
  return new Map(rows.map((row) => [row.id, row]));
}
