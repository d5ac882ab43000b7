import type { CatalogSort } from '@lootmarket/domain';
import { AppError } from '../../platform/http/app-error';

export type CursorKeyType = 'boolean' | 'bigint' | 'timestamptz' | 'uuid';

/** The columns of a card row the catalog sorts by; the SQL for each lives in catalog-offers-order.sql.ts. */
export type SortColumn = 'in_stock' | 'popularity' | 'price_minor' | 'delivery_minutes' | 'created_key' | 'id';

export interface SortKey {
  /** The column of the card row that holds this key's value, for the next cursor. */
  column: SortColumn;
  type: CursorKeyType;
  descending: boolean;
}

const inStock: SortKey = { column: 'in_stock', type: 'boolean', descending: true };
const productId: SortKey = { column: 'id', type: 'uuid', descending: false };

/**
 * Out-of-stock cards sink below the rest under every order; the product id breaks ties, so every order
 * is total and a keyset cursor neither skips nor repeats a card.
 */
export const SORT_KEYS: Readonly<Record<CatalogSort, SortKey[]>> = {
  popular: [inStock, { column: 'popularity', type: 'bigint', descending: true }, productId],
  price_asc: [inStock, { column: 'price_minor', type: 'bigint', descending: false }, productId],
  price_desc: [inStock, { column: 'price_minor', type: 'bigint', descending: true }, productId],
  fastest: [inStock, { column: 'delivery_minutes', type: 'bigint', descending: false }, productId],
  newest: [inStock, { column: 'created_key', type: 'timestamptz', descending: true }, productId],
};

export type CursorValue = string | number | boolean;

/** The opaque cursor after a card row: its sort key values, base64url JSON, tied to the sort. */
export function encodeCursor(sort: CatalogSort, row: Record<string, unknown>): string {
  const values = SORT_KEYS[sort].map((key) => {
    const value = row[key.column];
    return typeof value === 'boolean' || typeof value === 'number' ? value : String(value);
  });
  return Buffer.from(JSON.stringify({ s: sort, v: values })).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:?\d\d)?|Z)$/;
const VALID: Record<CursorKeyType, (value: unknown) => boolean> = {
  boolean: (value) => typeof value === 'boolean',
  bigint: (value) =>
    (typeof value === 'number' && Number.isSafeInteger(value)) ||
    (typeof value === 'string' && /^-?\d{1,18}$/.test(value)),
  timestamptz: (value) => typeof value === 'string' && TIMESTAMP.test(value),
  uuid: (value) => typeof value === 'string' && UUID.test(value),
};

/** The sort key values a cursor carries; a cursor that is not ours, or of another sort, is bad input. */
export function decodeCursor(sort: CatalogSort, cursor: string): CursorValue[] {
  const refuse = () => new AppError('VALIDATION_FAILED', 'Неверный курсор страницы');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const { s, v } = (parsed ?? {}) as { s?: unknown; v?: unknown };
  const keys = SORT_KEYS[sort];
  if (s !== sort || !Array.isArray(v) || v.length !== keys.length) throw refuse();
  if (!keys.every((key, index) => VALID[key.type](v[index]))) throw refuse();
  return v as CursorValue[];
}
