import { UserRole } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../db/test-database';
import { createTestApp, type TestApp } from '../test-app';

describe(`demo console queues on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.catalog();
    await t.demo.streamers();
  }, 180_000);
  afterAll(() => t.close());

  const counts = async () =>
    Object.fromEntries(
      (await t.services.console.queues([UserRole.Admin])).queues.map((queue) => [queue.id, queue.count]),
    );

  it('puts something in every queue of the console, once', { timeout: 180_000 }, async () => {
    await t.demo.consoleQueues();
    const seeded = await counts();
    expect(seeded).toMatchObject({
      disputes: 1,
      payouts: 1,
      seller_applications: 1,
      product_proposals: 1,
      support: 1,
      approvals: 2,
      donation_reports: 1,
    });
    await t.demo.consoleQueues();
    expect(await counts()).toEqual(seeded);

    const { items } = await t.services.approvals.list();
    expect(items.map((item) => item.kind).sort()).toEqual(['order.refund', 'payout.release']);
    const refund = items.find((item) => item.kind === 'order.refund')!;
    expect(refund.amount!.amount).toBeGreaterThanOrEqual(1_000_000);
    const payout = await t.services.withdrawals.admin.detail(
      items.find((item) => item.kind === 'payout.release')!.targetId,
    );
    expect(payout.risks.map((risk) => risk.code)).toEqual(expect.arrayContaining(['recent_disputes']));
    expect(await t.services.ledger.check()).toEqual([]);
  });
});
