import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { openMigratedDatabase } from './migrate';
import { freshClusterImage, migratedClusterImage } from './pglite-image';

const tables = async (db: Awaited<ReturnType<typeof createDatabase>>['db']) =>
  (
    (await db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('in-memory PGlite databases', () => {
  it('start empty and apart from one cluster image, made once', async () => {
    const image = await freshClusterImage();
    expect(await freshClusterImage()).toBe(image);
    const [first, second] = await Promise.all([
      createDatabase({ url: 'memory://' }),
      createDatabase({ url: 'memory://' }),
    ]);
    try {
      expect(await tables(first.db)).toBe(0);
      await first.db.execute(sql`create table only_here (id int)`);
      expect(await tables(first.db)).toBe(1);
      expect(await tables(second.db)).toBe(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('open migrated, the same from scratch and from the kept image', async () => {
    const first = await openMigratedDatabase({ url: 'memory://' });
    const second = await openMigratedDatabase({ url: 'memory://' });
    try {
      const migrations = (db: typeof first.db) =>
        db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`);
      expect(await tables(first.db)).toBeGreaterThan(10);
      expect(await tables(second.db)).toBe(await tables(first.db));
      expect(await migrations(second.db)).toEqual(await migrations(first.db));
      await first.db.execute(sql`create table only_here (id int)`);
      expect(await tables(second.db)).toBe((await tables(first.db)) - 1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('keep the migrated image under the digest of the migrations folder', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lm-migrations-'));
    try {
      writeFileSync(join(folder, '0000_init.sql'), 'create table a (id int);');
      await migratedClusterImage(folder).save(new Blob(['image']));
      expect(await (await migratedClusterImage(folder).load())?.text()).toBe('image');
      writeFileSync(join(folder, '0001_more.sql'), 'create table b (id int);');
      expect(await migratedClusterImage(folder).load()).toBeUndefined();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
