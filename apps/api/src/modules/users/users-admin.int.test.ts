import { UserRole } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createDemoSeed } from '../../demo/demo-seed';
import type { TestApp } from '../../test-app';
import { createTestInstances, type TestInstances } from '../../test-instances';
import { lastCode, PROFILE_URL, REFRESH_URL, requestCode, signIn, submitCode } from '../auth/auth.test-support';

const PRIVATE = '/api/gw/private/v1';
const SELLER = 'seller@demo.lootmarket.ru';

/** Resolves once `check` answers true; the other instance hears of the block asynchronously. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`blocking a user on ${TEST_DATABASE_KIND}, across two instances`, () => {
  let setup: TestInstances;
  let admin: string;
  let support: string;
  let sellerId: number;
  let supportId: number;

  const instance = (index: 0 | 1) => setup.instances[index]!;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const signInOn = (index: 0 | 1, email: string) => signIn({ app: instance(index).app } as TestApp, email);
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    instance(0).app.inject({
      method,
      url: `${PRIVATE}${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const idOf = async (token: string) =>
    Number((await instance(0).app.inject({ url: PROFILE_URL, headers: bearer(token) })).json().user_id);
  const offersOf = (id: number) => instance(0).services.offerBlocks.latestOfSeller(id);

  beforeAll(async () => {
    setup = await createTestInstances(2);
    const demo = createDemoSeed({ db: instance(0).database.db, services: instance(0).services });
    await demo.users();
    await demo.catalog();
    await demo.sellerShop();
    admin = (await signInOn(0, 'admin@demo.lootmarket.ru')).body.access_token as string;
    support = (await signInOn(0, 'support-desk@example.com')).body.access_token as string;
    supportId = await idOf(support);
    const granted = await instance(0).app.inject({
      method: 'PUT',
      url: `${PRIVATE}/admin/users/${supportId}/staff-roles`,
      headers: bearer(admin),
      payload: { roles: [UserRole.Support], reason: 'Принят в поддержку' },
    });
    expect(granted.statusCode).toBe(200);
    const seller = await signInOn(0, SELLER);
    sellerId = await idOf(seller.body.access_token as string);
  });
  afterAll(() => setup.close());

  it('finds an account by e-mail, id, name and donation slug', async () => {
    const byEmail = await call(support, 'GET', `/admin/users?q=${encodeURIComponent('seller@demo')}`);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().items.map((item: { id: number }) => item.id)).toContain(sellerId);
    const byId = await call(support, 'GET', `/admin/users?q=${sellerId}`);
    expect(byId.json().items[0].id).toBe(sellerId);
    const owner = await instance(0).services.users.findOrCreateByEmail('page-owner@example.com');
    const ownerId = Number(owner.profile.user_id);
    await instance(0).services.users.becomeStreamer(ownerId, 'blocktest-page');
    const bySlug = await call(support, 'GET', '/admin/users?q=blocktest-pa');
    expect(bySlug.json().items.map((item: { id: number }) => item.id)).toEqual([ownerId]);
    const byName = await call(support, 'GET', `/admin/users?q=${encodeURIComponent('page-owner')}`);
    expect(byName.json().items[0]).toMatchObject({ id: ownerId, blocked: false });
    const wildcard = await call(support, 'GET', `/admin/users?q=${encodeURIComponent('%_%')}`);
    expect(wildcard.json().items).toEqual([]);
  });

  it('refuses to block oneself, and a superadmin unless the blocker is one', async () => {
    const self = await call(support, 'POST', `/admin/users/${supportId}/block`, {
      reasonCode: 'spam',
      reason: 'Проверка',
    });
    expect(self.statusCode).toBe(409);
    const adminId = await idOf(admin);
    const superadmin = await call(support, 'POST', `/admin/users/${adminId}/block`, {
      reasonCode: 'fraud',
      reason: 'Проверка',
    });
    expect(superadmin.statusCode).toBe(403);
    const bad = await call(support, 'POST', `/admin/users/${sellerId}/block`, { reasonCode: 'nope', reason: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(await instance(0).services.users.blockOf(sellerId)).toBeNull();
    expect(await instance(0).services.audit.list({ action: 'user.block', limit: 5 })).toEqual([]);
  });

  it('signs the user out on every instance, refuses their sign-in, hides their offers and holds their payouts', async () => {
    const seller = await signInOn(0, SELLER);
    const { access_token: access, refresh_token: refresh } = seller.body as {
      access_token: string;
      refresh_token: string;
    };
    // The other instance has the session cached as open before the block.
    expect((await instance(1).app.inject({ url: PROFILE_URL, headers: bearer(access) })).statusCode).toBe(200);
    const [paused] = await offersOf(sellerId);
    await instance(0).services.sellerOffers.toggleActive(sellerId, [paused!.id], false);
    const listedBefore = (await offersOf(sellerId)).filter((offer) => offer.active).length;
    expect(listedBefore).toBeGreaterThan(0);

    const blocked = await call(support, 'POST', `/admin/users/${sellerId}/block`, {
      reasonCode: 'fraud',
      reason: 'Продавал чужие ключи',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({ reasonCode: 'fraud', reason: 'Продавал чужие ключи', blockedBy: supportId });

    expect((await instance(0).app.inject({ url: PROFILE_URL, headers: bearer(access) })).statusCode).toBe(401);
    await eventually(
      async () => (await instance(1).app.inject({ url: PROFILE_URL, headers: bearer(access) })).statusCode === 401,
    );
    const refreshed = await instance(1).app.inject({ url: REFRESH_URL, headers: bearer(refresh) });
    expect(refreshed.statusCode).toBe(401);

    const other = { app: instance(1).app } as TestApp;
    expect((await requestCode(other, SELLER, 'blocked-session')).statusCode).toBe(200);
    const again = await submitCode(other, SELLER, await lastCode(other, SELLER), 'blocked-session');
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('USER_BLOCKED');
    expect(again.json().message).toContain('Продавал чужие ключи');
    expect(again.json().message).toContain('support@lootmarket.ru');

    const offers = await offersOf(sellerId);
    expect(offers.filter((offer) => offer.active)).toEqual([]);
    expect(offers.filter((offer) => offer.hiddenByBlock)).toHaveLength(listedBefore);
    expect(offers.find((offer) => offer.id === paused!.id)).toMatchObject({ active: false, hiddenByBlock: false });

    const withdrawal = instance(0).services.withdrawals.requestConfirmation(sellerId, 'blocked-withdrawal-1', {
      type: 'sbp',
      amount: 100_00,
      currency: 'rub',
      phone: '+79123456789',
      bank_id: '100000000111',
    } as never);
    await expect(withdrawal).rejects.toMatchObject({ code: 'USER_BLOCKED' });

    const [row] = await instance(0).services.audit.list({ action: 'user.block', limit: 5 });
    expect(row).toMatchObject({
      actorType: 'staff',
      actorId: String(supportId),
      targetType: 'user',
      targetId: String(sellerId),
      reason: 'Продавал чужие ключи',
    });

    const detail = await call(support, 'GET', `/admin/users/${sellerId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().user.block).toMatchObject({ reasonCode: 'fraud' });
    expect(detail.json().sessions).toEqual([]);
    // Support may not read the audit log; the superadmin sees the trail on the page.
    expect(detail.json().audit).toBeNull();
    const full = await call(admin, 'GET', `/admin/users/${sellerId}`);
    expect(full.json().audit.map((item: { action: string }) => item.action)).toContain('user.block');
  });

  it('unblocks: sign-in works again and exactly the offers the block hid are listed again', async () => {
    const listedBefore = (await offersOf(sellerId)).filter((offer) => offer.hiddenByBlock).length;
    const unblocked = await call(support, 'POST', `/admin/users/${sellerId}/unblock`, {
      reason: 'Ключи оказались его',
    });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    const offers = await offersOf(sellerId);
    expect(offers.filter((offer) => offer.active)).toHaveLength(listedBefore);
    expect(offers.filter((offer) => offer.hiddenByBlock)).toEqual([]);
    expect(offers.filter((offer) => !offer.active)).toHaveLength(1);
    expect((await signInOn(1, SELLER)).body.access_token).toBeTruthy();
    const [row] = await instance(0).services.audit.list({ action: 'user.unblock', limit: 5 });
    expect(row).toMatchObject({ targetId: String(sellerId), reason: 'Ключи оказались его' });
    const twice = await call(support, 'POST', `/admin/users/${sellerId}/unblock`, { reason: 'Ещё раз' });
    expect(twice.statusCode).toBe(409);
  });

  it('counts the queues the caller may work', async () => {
    const forAdmin = await call(admin, 'GET', '/admin/queues');
    expect(forAdmin.statusCode).toBe(200);
    expect(
      forAdmin
        .json()
        .queues.map((queue: { id: string }) => queue.id)
        .sort(),
    ).toEqual(
      [
        'approvals',
        'disputes',
        'donation_reports',
        'flagged_orders',
        'payouts',
        'product_proposals',
        'seller_applications',
        'support',
        'withdrawals',
      ].sort(),
    );
    const forSupport = (await call(support, 'GET', '/admin/queues')).json();
    expect(forSupport.queues.map((queue: { id: string }) => queue.id).sort()).toEqual(
      ['disputes', 'flagged_orders', 'payouts', 'support', 'withdrawals'].sort(),
    );
    expect(forSupport.permissions).toContain('users.destructive');
  });
});
