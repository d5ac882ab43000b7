import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { freshClusterImage } from './pglite-image';

const tables = async (db: Awaited<ReturnType<typeof createDatabase>>['db']) =>
  ((await db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('in-memory PGlite databases', () => {
  it('start empty and apart from one cluster image, made once', async () => {
    const image = await freshClusterImage();
    expect(await freshClusterImage()).toBe(image);
    const [first, second] = await Promise.all([createDatabase({ url: 'memory://' }), createDatabase({ url: 'memory://' })]);
    try {
      expect(await tables(first.db)).toBe(0);
      await first.db.execute(sql`create table only_here (id int)`);
      expect(await tables(first.db)).toBe(1);
      expect(await tables(second.db)).toBe(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
