import type { CatalogSort } from '@lootmarket/domain';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error';

type KeyType = 'boolean' | 'bigint' | 'timestamptz' | 'uuid';

interface SortKey {
  /** Expression over the card query's aliases: p (product), agg (offer totals), best (best offer). */
  expression: SQL;
  /** The column of the card row that holds this key's value, for the next cursor. */
  column: string;
  type: KeyType;
  descending: boolean;
}

const inStock: SortKey = { expression: sql`agg.in_stock`, column: 'in_stock', type: 'boolean', descending: true };
const productId: SortKey = { expression: sql`p.id`, column: 'id', type: 'uuid', descending: false };

/**
 * Out-of-stock cards sink below the rest under every order; the product id breaks ties, so every order
 * is total and a keyset cursor neither skips nor repeats a card.
 */
const SORT_KEYS: Readonly<Record<CatalogSort, SortKey[]>> = {
  popular: [
    inStock,
    { expression: sql`p.popularity`, column: 'popularity', type: 'bigint', descending: true },
    productId,
  ],
  price_asc: [
    inStock,
    { expression: sql`best.price_minor`, column: 'price_minor', type: 'bigint', descending: false },
    productId,
  ],
  price_desc: [
    inStock,
    { expression: sql`best.price_minor`, column: 'price_minor', type: 'bigint', descending: true },
    productId,
  ],
  fastest: [
    inStock,
    { expression: sql`agg.delivery_minutes`, column: 'delivery_minutes', type: 'bigint', descending: false },
    productId,
  ],
  newest: [
    inStock,
    { expression: sql`p.created_at`, column: 'created_key', type: 'timestamptz', descending: true },
    productId,
  ],
};

type CursorValue = string | number | boolean;

export function orderBy(sort: CatalogSort): SQL {
  return sql.join(
    SORT_KEYS[sort].map((key) => sql`${key.expression} ${key.descending ? sql`desc` : sql`asc`}`),
    sql`, `,
  );
}

const typed = (value: CursorValue, type: KeyType): SQL => {
  switch (type) {
    case 'boolean':
      return sql`${value}::boolean`;
    case 'bigint':
      return sql`${value}::bigint`;
    case 'timestamptz':
      return sql`${value}::timestamptz`;
    case 'uuid':
      return sql`${value}::uuid`;
  }
};

/** Rows strictly after the cursor in the sort's order: (k1 after v1) or (k1 = v1 and k2 after v2) or … */
export function afterCursor(sort: CatalogSort, values: CursorValue[]): SQL {
  const keys = SORT_KEYS[sort];
  const branches = keys.map((key, index) => {
    const equal = keys
      .slice(0, index)
      .map((previous, at) => sql`${previous.expression} = ${typed(values[at]!, previous.type)}`);
    const after = sql`${key.expression} ${key.descending ? sql`<` : sql`>`} ${typed(values[index]!, key.type)}`;
    return sql`(${sql.join([...equal, after], sql` and `)})`;
  });
  return sql`(${sql.join(branches, sql` or `)})`;
}

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
const VALID: Record<KeyType, (value: unknown) => boolean> = {
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
