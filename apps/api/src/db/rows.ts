import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Both drivers answer raw SQL with `{ rows }`; the shared builder type does not say so. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Runs raw SQL and answers its rows. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query));
}
