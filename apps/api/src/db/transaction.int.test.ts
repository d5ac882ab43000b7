import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';
import { rowsOf, selectRows } from './rows';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from './test-database';
import { atCommit, inTransaction, type CommitBatch } from './transaction';

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

  describe('work at commit', () => {
    const flushed: string[][] = [];
    const batch = (order: number, tag: string): CommitBatch<string> => ({
      order,
      async flush(tx, items) {
        flushed.push([tag, ...items]);
        for (const item of items) await insert(tx, `${tag}:${item}`);
      },
    });
    const audit = batch(2, 'audit');
    const shares = batch(1, 'shares');
    beforeEach(() => void flushed.splice(0));

    it('is written once, just before the commit, each batch in its fixed order with its items in order', async () => {
      await inTransaction(database.db, async (tx) => {
        await atCommit(tx, audit, 'first');
        await atCommit(tx, shares, 'x');
        await inTransaction(tx, (savepoint) => atCommit(savepoint, audit, 'second'));
        // Read through the transaction itself: embedded PGlite has one connection.
        expect(await selectRows(tx, sql`select name from primitives_probe`)).toEqual([]);
        expect(flushed).toEqual([]);
      });
      expect(flushed).toEqual([
        ['shares', 'x'],
        ['audit', 'first', 'second'],
      ]);
      expect(await names()).toEqual(['audit:first', 'audit:second', 'shares:x']);
    });

    it('leaves out what a failed savepoint added, and writes nothing when the transaction rolls back', async () => {
      await inTransaction(database.db, async (tx) => {
        await atCommit(tx, audit, 'kept');
        const refused = inTransaction(tx, async (savepoint) => {
          await atCommit(savepoint, audit, 'refused');
          throw new Error('inner refused');
        });
        await expect(refused).rejects.toThrow('inner refused');
      });
      await expect(
        inTransaction(database.db, async (tx) => {
          await atCommit(tx, audit, 'never');
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await names()).toEqual(['audit:kept']);
    });

    it('a failing flush rolls the whole transaction back', async () => {
      const failing: CommitBatch<string> = { order: 3, flush: () => Promise.reject(new Error('flush refused')) };
      await expect(
        inTransaction(database.db, async (tx) => {
          await insert(tx, 'work');
          await atCommit(tx, failing, 'x');
        }),
      ).rejects.toThrow('flush refused');
      expect(await names()).toEqual([]);
    });

    it('outside a transaction is written at once', async () => {
      await atCommit(database.db, audit, 'now');
      expect(await names()).toEqual(['audit:now']);
    });
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
