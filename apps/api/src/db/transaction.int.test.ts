import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';
import { rowsOf, selectRows } from './rows';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from './test-database';
import { inTransaction } from './transaction';

describe(`database primitives on ${TEST_DATABASE_KIND}`, () => {
  let database: TestDatabase;
  const names = async () =>
    (await selectRows<{ name: string }>(database.db, sql`select name from primitives_probe order by name`)).map(
      (row) => row.name,
    );
  const insert = (db: TestDatabase['db'], name: string) =>
    db.execute(sql`insert into primitives_probe (name) values (${name})`);

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table primitives_probe (name text primary key)`);
  });
  afterAll(() => database.dispose());
  beforeEach(async () => void (await database.db.execute(sql`delete from primitives_probe`)));

  it('commits what the work wrote and answers what it returned', async () => {
    const answer = await inTransaction(database.db, async (tx) => {
      await insert(tx, 'a');
      await insert(tx, 'b');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await names()).toEqual(['a', 'b']);
  });

  it('rolls everything back when the work throws', async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        await insert(tx, 'a');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await names()).toEqual([]);
  });

  it('nests as a savepoint: a caught inner failure keeps the outer work', async () => {
    await inTransaction(database.db, async (tx) => {
      await insert(tx, 'outer');
      const inner = inTransaction(tx, async (savepoint) => {
        await insert(savepoint, 'inner');
        throw new Error('inner refused');
      });
      await expect(inner).rejects.toThrow('inner refused');
    });
    expect(await names()).toEqual(['outer']);
  });

  it('reads raw rows on either driver and recognizes a unique violation', async () => {
    await insert(database.db, 'a');
    expect(
      rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from primitives_probe`)),
    ).toEqual([{ n: 1 }]);
    const duplicate = await insert(database.db, 'a').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
  });
});
