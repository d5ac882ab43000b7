import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';

const count = async (t: TestApp, table: string): Promise<number> => {
  const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe(`sign-in housekeeping on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const clock = Date.parse('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  it('deletes what can no longer matter and keeps what still can', async () => {
    const db = t.database.db;
    const at = (offsetMs: number) => new Date(clock + offsetMs).toISOString();
    await db.execute(sql`insert into email_codes (email, session_id, code_hash, created_at, expires_at)
      values ('old@mail.ru', 's1', 'h1', ${at(-3 * 3600_000)}, ${at(-2 * 3600_000)}),
             ('live@mail.ru', 's2', 'h2', ${at(-60_000)}, ${at(9 * 60_000)})`);
    await db.execute(sql`insert into email_code_failures (email, failed_at)
      values ('a@mail.ru', ${at(-3 * 3600_000)}), ('a@mail.ru', ${at(-30 * 60_000)})`);
    await db.execute(sql`insert into used_telegram_results (signature, expires_at)
      values ('stale', ${at(-1000)}), ('fresh', ${at(60_000)})`);

    await t.services.auth.housekeeping.pruneExpired();

    expect(await count(t, "email_codes where email = 'live@mail.ru'")).toBe(1);
    expect(await count(t, 'email_codes')).toBe(1);
    expect(await count(t, 'email_code_failures')).toBe(1);
    expect(await count(t, "used_telegram_results where signature = 'fresh'")).toBe(1);
    expect(await count(t, 'used_telegram_results')).toBe(1);
  });
});
