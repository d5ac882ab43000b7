import type { CurrencyCode } from '@lootmarket/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts } from './ledger.tables';
import type { LedgerAccountKind, LedgerAccountRef } from './ledger.types';

/** Kinds whose balance is money we owe and must never go below zero. */
export const NON_NEGATIVE_KINDS: ReadonlySet<LedgerAccountKind> = new Set(['wallet', 'escrow']);

const PLATFORM_OWNER = 'platform';

export interface AccountRow {
  id: number;
  kind: LedgerAccountKind;
  owner: string;
  currency: CurrencyCode;
}

/** The (kind, owner, currency) triple an account is stored under. */
export function accountKey(ref: LedgerAccountRef): string {
  return `${ref.kind}|${ownerOf(ref)}|${ref.currency}`;
}

export function ownerOf(ref: LedgerAccountRef): string {
  switch (ref.kind) {
    case 'wallet':
      return String(ref.userId);
    case 'escrow':
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
      return { kind: 'wallet', userId: Number(row.owner), currency: row.currency };
    case 'escrow':
      return { kind: 'escrow', reference: row.owner, currency: row.currency };
    case 'platform_revenue':
      return { kind: 'platform_revenue', currency: row.currency };
    case 'provider_clearing':
      return { kind: 'provider_clearing', provider: row.owner, currency: row.currency };
  }
}

const columns = { id: ledgerAccounts.id, kind: ledgerAccounts.kind, owner: ledgerAccounts.owner, currency: ledgerAccounts.currency };

async function selectAccounts(tx: Db, refs: readonly LedgerAccountRef[]): Promise<AccountRow[]> {
  const matches = refs.map((ref) =>
    and(eq(ledgerAccounts.kind, ref.kind), eq(ledgerAccounts.owner, ownerOf(ref)), eq(ledgerAccounts.currency, ref.currency)),
  );
  return tx.select(columns).from(ledgerAccounts).where(or(...matches));
}

/**
 * The ids of the given accounts, opening the missing ones. Existing accounts cost one SELECT; a new
 * one an INSERT that tolerates a concurrent opener of the same account.
 */
export async function resolveAccounts(tx: Db, refs: readonly LedgerAccountRef[], payeeUserId?: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const wanted = new Map(refs.map((ref) => [accountKey(ref), ref]));
  for (const row of await selectAccounts(tx, [...wanted.values()])) ids.set(accountKey(refOf(row)), row.id);
  // Sorted so that two postings opening the same accounts lock their index entries in one order.
  const missing = [...wanted.entries()]
    .filter(([key]) => !ids.has(key))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, ref]) => ref);
  if (missing.length === 0) return ids;
  await tx
    .insert(ledgerAccounts)
    .values(
      missing.map((ref) => ({
        kind: ref.kind,
        owner: ownerOf(ref),
        currency: ref.currency,
        userId: ref.kind === 'wallet' ? ref.userId : ref.kind === 'escrow' ? (payeeUserId ?? null) : null,
      })),
    )
    .onConflictDoNothing();
  for (const row of await selectAccounts(tx, missing)) ids.set(accountKey(refOf(row)), row.id);
  return ids;
}

/** Accounts by id, for turning stored entries back into references. */
export async function accountsById(tx: Db, ids: readonly number[]): Promise<Map<number, AccountRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select(columns).from(ledgerAccounts).where(inArray(ledgerAccounts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
