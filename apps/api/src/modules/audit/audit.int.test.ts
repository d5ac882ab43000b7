import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { inTransaction } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { REDACTED } from './audit.hash';
import type { AuditEntry } from './audit.ports';

const AUDIT = '/api/gw/private/v1/admin/audit';
const VERIFY = '/api/gw/private/v1/admin/audit/verify';

const entry = (targetId: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  action: 'order.refund',
  actor: { type: 'staff', id: '7' },
  target: { type: 'order', id: targetId },
  reason: 'Покупатель не получил ключ',
  request: { ip: '203.0.113.5', userAgent: 'test', requestId: 'req-1' },
  ...extra,
});

describe(`audit log on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    admin = { authorization: `Bearer ${(await signIn(t, 'admin@demo.lootmarket.ru')).body.access_token as string}` };
  });
  afterAll(() => t.close());

  const record = (value: AuditEntry) => inTransaction(t.database.db, (tx) => t.services.audit.record(tx, value));
  const verify = async () => (await t.app.inject({ url: VERIFY, headers: admin })).json();

  it('writes in the caller’s transaction: a rolled back change leaves no row', async () => {
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await t.services.audit.record(tx, entry('rolled-back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.services.audit.list({ targetId: 'rolled-back', limit: 10 });
    expect(rows).toEqual([]);
  });

  it('keeps who, what, why and the changed keys with secrets redacted, and lists them by filter', async () => {
    await record(
      entry('1001', {
        before: { status: 'COMPLETED', amount: 500, password: 'hunter2' },
        after: { status: 'REFUNDED', amount: 500, token: 'abc' },
      }),
    );
    const response = await t.app.inject({
      url: `${AUDIT}?targetType=order&targetId=1001&action=order.`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [item] = response.json().items;
    expect(item).toMatchObject({
      action: 'order.refund',
      actorType: 'staff',
      actorId: '7',
      targetType: 'order',
      targetId: '1001',
      result: 'ok',
      reason: 'Покупатель не получил ключ',
      clientIp: '203.0.113.5',
      requestId: 'req-1',
      before: { status: 'COMPLETED', password: REDACTED },
      after: { status: 'REFUNDED', token: REDACTED },
    });
    expect(JSON.stringify(item)).not.toContain('hunter2');
    expect(await verify()).toEqual({ intact: true, total: 1, brokenAt: null });
  });

  it('refuses UPDATE and DELETE of its rows in the database', async () => {
    await expect(t.database.db.execute(sql`update audit_log set reason = 'другое'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const [row] = await selectRows<{ reason: string }>(t.database.db, sql`select reason from audit_log limit 1`);
    expect(row?.reason).toBe('Покупатель не получил ключ');
  });

  it('keeps every chain valid under concurrent writers', async () => {
    const writers = Array.from({ length: 40 }, (_, index) => record(entry(`concurrent-${index % 7}`)));
    await Promise.all(writers);
    const result = await verify();
    expect(result).toEqual({ intact: true, total: 41, brokenAt: null });
    const chains = await selectRows<{ chains: number }>(
      t.database.db,
      sql`select count(distinct chain)::int as chains from audit_log`,
    );
    expect(chains[0]!.chains).toBeGreaterThan(1);
  });

  it('keeps the rows of one transaction on one chain, so writers crossing targets never wait on each other', async () => {
    // Each side records its first row, waits a little for the other to do the same, then records the other's target.
    let arrived = 0;
    const meet = () =>
      new Promise<void>((resolve) => {
        arrived += 1;
        const started = Date.now();
        const check = () => (arrived >= 2 || Date.now() - started > 500 ? resolve() : setTimeout(check, 10));
        check();
      });
    const crossing = (first: string, second: string) =>
      inTransaction(t.database.db, async (tx) => {
        await t.services.audit.record(tx, entry(first));
        await meet();
        await t.services.audit.record(tx, entry(second, { action: 'order.refund.second' }));
      });
    await Promise.all([crossing('cross-a', 'cross-b'), crossing('cross-b', 'cross-a')]);
    const rows = await selectRows<{ target_id: string; action: string; chain: number }>(
      t.database.db,
      sql`select target_id, action, chain from audit_log where target_id like 'cross-%'`,
    );
    const chainOf = (target: string, action: string) =>
      rows.find((row) => row.target_id === target && row.action === action)!.chain;
    expect(rows).toHaveLength(4);
    expect(chainOf('cross-a', 'order.refund')).toBe(chainOf('cross-b', 'order.refund.second'));
    expect(chainOf('cross-b', 'order.refund')).toBe(chainOf('cross-a', 'order.refund.second'));
    expect((await verify()).intact).toBe(true);
  });

  it('names a row altered by hand, then a row deleted by hand', async () => {
    const [victim] = await t.services.audit.list({ targetId: 'concurrent-3', limit: 1 });
    await withoutGuard(t, sql`update audit_log set reason = 'подменено' where id = ${victim!.id}`);
    expect(await verify()).toEqual({
      intact: false,
      total: 45,
      brokenAt: { id: victim!.id, chain: victim!.chain, seq: victim!.seq, problem: 'altered' },
    });
    await withoutGuard(t, sql`update audit_log set reason = ${victim!.reason} where id = ${victim!.id}`);
    expect((await verify()).intact).toBe(true);

    const [gone] = await t.services.audit.list({ targetId: 'concurrent-5', limit: 1 });
    await withoutGuard(t, sql`delete from audit_log where id = ${gone!.id}`);
    const broken = await verify();
    expect(broken).toMatchObject({ intact: false, total: 44, brokenAt: { chain: gone!.chain, problem: 'missing' } });
  });

  it('answers 403 to a signed-in user without staff roles', async () => {
    const buyer = {
      authorization: `Bearer ${(await signIn(t, 'buyer@demo.lootmarket.ru')).body.access_token as string}`,
    };
    expect((await t.app.inject({ url: AUDIT, headers: buyer })).statusCode).toBe(403);
    expect((await t.app.inject({ url: VERIFY, headers: buyer })).statusCode).toBe(403);
  });
});

/** Runs a statement with the append-only trigger off, as an intruder with the database's keys would. */
async function withoutGuard(t: TestApp, statement: ReturnType<typeof sql>): Promise<void> {
  await inTransaction(t.database.db, async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
  });
}
