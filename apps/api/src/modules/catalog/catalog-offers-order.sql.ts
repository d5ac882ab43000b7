import type { CatalogSort } from '@lootmarket/domain';
import { sql, type SQL } from 'drizzle-orm';
import { SORT_KEYS, type CursorKeyType, type CursorValue, type SortColumn } from './catalog-offers.cursor';

/** Each sort column over the card query's aliases: p (product), agg (offer totals), best (best offer). */
const EXPRESSIONS: Readonly<Record<SortColumn, SQL>> = {
  in_stock: sql`agg.in_stock`,
  popularity: sql`p.popularity`,
  price_minor: sql`best.price_minor`,
  delivery_minutes: sql`agg.delivery_minutes`,
  created_key: sql`p.created_at`,
  id: sql`p.id`,
};

export function orderBy(sort: CatalogSort): SQL {
  return sql.join(
    SORT_KEYS[sort].map((key) => sql`${EXPRESSIONS[key.column]} ${key.descending ? sql`desc` : sql`asc`}`),
    sql`, `,
  );
}

const typed = (value: CursorValue, type: CursorKeyType): SQL => {
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
      .map((previous, at) => sql`${EXPRESSIONS[previous.column]} = ${typed(values[at]!, previous.type)}`);
    const after = sql`${EXPRESSIONS[key.column]} ${key.descending ? sql`<` : sql`>`} ${typed(values[index]!, key.type)}`;
    return sql`(${sql.join([...equal, after], sql` and `)})`;
  });
  return sql`(${sql.join(branches, sql` or `)})`;
}
