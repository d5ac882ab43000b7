/// <reference types="vite/client" />
import { can, STAFF_ROLES, UserRole, type Permission } from '@lootmarket/domain';
import type { EndpointDefinition } from '@lootmarket/domain/endpoints/define';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';

/** The permission each admin route names (decision 038); a route missing here fails the first test. */
const EXPECTED: Record<string, Permission> = {
  'GET /admin/seller-applications': 'sellers.read',
  'POST /admin/seller-applications/:id/approve': 'sellers.write',
  'POST /admin/seller-applications/:id/reject': 'sellers.write',
  'GET /admin/product-proposals': 'catalog.read',
  'POST /admin/product-proposals/:id/approve': 'catalog.write',
  'POST /admin/product-proposals/:id/reject': 'catalog.write',
  'GET /admin/ideas': 'ideas.read',
  'GET /admin/disputes': 'disputes.read',
  'GET /admin/orders/:id/dispute': 'disputes.read',
  'POST /admin/orders/:id/keys/reveal': 'disputes.write',
  'POST /admin/orders/:id/dispute/decision': 'disputes.write',
  'POST /admin/donations/:id/cancel': 'refunds.destructive',
  'GET /admin/orders': 'orders.read',
  'POST /admin/orders/:id/resolve': 'orders.write',
  'GET /admin/orders/:id': 'orders.read',
  'POST /admin/orders/:id/refund': 'refunds.destructive',
  'POST /admin/orders/:id/reopen': 'orders.write',
  'GET /admin/approvals': 'console.read',
  'POST /admin/approvals/:id/approve': 'refunds.destructive',
  'POST /admin/approvals/:id/reject': 'refunds.destructive',
  'GET /admin/sellers': 'sellers.read',
  'GET /admin/sellers/:seller_id/reputation': 'sellers.read',
  'POST /admin/sellers/:seller_id/verified': 'sellers.write',
  'GET /admin/payouts': 'payouts.read',
  'GET /admin/payouts/:id': 'payouts.read',
  'POST /admin/payouts/:id/approve': 'payouts.write',
  'POST /admin/payouts/:id/reject': 'payouts.write',
  'POST /admin/payouts/:id/retry': 'payouts.write',
  'POST /admin/payouts/:id/release': 'payouts.write',
  'GET /admin/audit': 'audit.read',
  'GET /admin/audit/verify': 'audit.read',
  'GET /admin/staff': 'staff.read',
  'PUT /admin/users/:id/staff-roles': 'staff.write',
  'GET /admin/queues': 'console.read',
  'GET /admin/users': 'users.read',
  'GET /admin/users/:id': 'users.read',
  'POST /admin/users/:id/block': 'users.destructive',
  'POST /admin/users/:id/unblock': 'users.destructive',
  'GET /admin/moderation/offers': 'moderation.read',
  'POST /admin/offers/:id/hide': 'moderation.write',
  'POST /admin/offers/:id/restore': 'moderation.write',
  'GET /admin/moderation/reviews': 'moderation.read',
  'POST /admin/reviews/:id/hide': 'moderation.write',
  'POST /admin/reviews/:id/restore': 'moderation.write',
  'GET /admin/moderation/donation-pages': 'moderation.read',
  'POST /admin/donation-pages/:slug/hide': 'moderation.write',
  'POST /admin/donation-pages/:slug/restore': 'moderation.write',
};

/** State-changing admin routes whose service writes the audit row in its own transaction. */
const AUDITED_IN_SERVICE = new Set([
  'PUT /admin/users/:id/staff-roles',
  'POST /admin/orders/:id/refund',
  'POST /admin/approvals/:id/approve',
  'POST /admin/approvals/:id/reject',
  'POST /admin/payouts/:id/release',
  'POST /admin/orders/:id/reopen',
  'POST /admin/payouts/:id/approve',
  'POST /admin/payouts/:id/reject',
  'POST /admin/payouts/:id/retry',
  'POST /admin/users/:id/block',
  'POST /admin/users/:id/unblock',
  'POST /admin/seller-applications/:id/approve',
  'POST /admin/seller-applications/:id/reject',
  'POST /admin/sellers/:seller_id/verified',
  'POST /admin/offers/:id/hide',
  'POST /admin/offers/:id/restore',
  'POST /admin/reviews/:id/hide',
  'POST /admin/reviews/:id/restore',
  'POST /admin/donation-pages/:slug/hide',
  'POST /admin/donation-pages/:slug/restore',
  'POST /admin/product-proposals/:id/approve',
  'POST /admin/product-proposals/:id/reject',
  'POST /admin/orders/:id/keys/reveal',
  'POST /admin/donations/:id/cancel',
  'POST /admin/orders/:id/dispute/decision',
  'POST /admin/orders/:id/resolve',
]);

const PRIVATE = '/api/gw/private/v1';
const files = import.meta.glob<Record<string, unknown>>(
  ['../../../../../packages/domain/src/endpoints/*.ts', '!**/*.test.ts', '!**/define.ts', '!**/api-token-scopes.ts'],
  { eager: true },
);

function collect(value: unknown, into: EndpointDefinition[] = []): EndpointDefinition[] {
  if (typeof value === 'object' && value !== null && 'method' in value && 'path' in value)
    into.push(value as EndpointDefinition);
  else if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) collect(inner, into);
  return into;
}

const adminEndpoints = collect(files).filter((endpoint) => endpoint.path.startsWith(`${PRIVATE}/admin/`));
const keyOf = (endpoint: EndpointDefinition) => `${endpoint.method} ${endpoint.path.slice(PRIVATE.length)}`;
/** Every parameter filled with an id nobody has: a permitted call finds nothing and changes nothing. */
const urlOf = (endpoint: EndpointDefinition) => endpoint.path.replace(/:[A-Za-z_]+/g, '999999999');

const ROLES = [UserRole.Customer, UserRole.Seller, UserRole.Streamer, ...STAFF_ROLES];

describe(`admin permissions on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const tokens = new Map<number, string>();

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    const admin = (await signIn(t, 'admin@demo.lootmarket.ru')).body.access_token as string;
    tokens.set(UserRole.Admin, admin);
    tokens.set(UserRole.Customer, (await signIn(t, 'buyer@demo.lootmarket.ru')).body.access_token as string);
    tokens.set(UserRole.Seller, (await signIn(t, 'seller@demo.lootmarket.ru')).body.access_token as string);
    tokens.set(UserRole.Streamer, (await signIn(t, 'streamer@demo.lootmarket.ru')).body.access_token as string);
    for (const role of STAFF_ROLES.filter((role) => role !== UserRole.Admin)) {
      const signedIn = await signIn(t, `staff-${role}@example.com`);
      const userId = (
        await t.app.inject({ url: `${PRIVATE}/profile/frontend`, headers: bearer(signedIn.body.access_token) })
      ).json().user_id as string;
      const granted = await t.app.inject({
        method: 'PUT',
        url: `${PRIVATE}/admin/users/${userId}/staff-roles`,
        headers: bearer(admin),
        payload: { roles: [role], reason: 'Принят в команду' },
      });
      expect(granted.statusCode, granted.body).toBe(200);
      tokens.set(role, signedIn.body.access_token as string);
    }
  });
  afterAll(() => t.close());

  const bearer = (token: unknown) => ({ authorization: `Bearer ${token as string}` });

  it('names a permission for every admin route there is', () => {
    expect(adminEndpoints.map(keyOf).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('lets each role through exactly the routes its permissions allow, and nobody anonymous', async () => {
    const mismatches: string[] = [];
    for (const endpoint of adminEndpoints) {
      const permission = EXPECTED[keyOf(endpoint)]!;
      const anonymous = await t.app.inject({ method: endpoint.method, url: urlOf(endpoint) });
      if (anonymous.statusCode !== 401) mismatches.push(`anonymous ${keyOf(endpoint)} → ${anonymous.statusCode}`);
      for (const role of ROLES) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: urlOf(endpoint),
          headers: bearer(tokens.get(role)),
        });
        const allowed = can([role], permission);
        const refused = response.statusCode === 403;
        if (allowed === refused) mismatches.push(`role ${role} ${keyOf(endpoint)} → ${response.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('lets only a superadmin grant staff roles, and audits the grant', async () => {
    const finance = tokens.get(UserRole.Finance);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/admin/users/1/staff-roles`,
      headers: bearer(finance),
      payload: { roles: [UserRole.Admin], reason: 'Хочу всё' },
    });
    expect(refused.statusCode).toBe(403);
    const rows = await t.services.audit.list({ action: 'staff.grant', limit: 10 });
    expect(rows).toHaveLength(STAFF_ROLES.length - 1);
    expect(rows.every((row) => row.actorType === 'staff' && row.reason === 'Принят в команду')).toBe(true);
    const staff = await t.app.inject({ url: `${PRIVATE}/admin/staff`, headers: bearer(tokens.get(UserRole.Admin)) });
    // The roles granted here, the demo superadmin and the demo finance member (decision 042).
    expect(staff.json().items).toHaveLength(STAFF_ROLES.length + 1);
  });

  it('writes an audit row for every state-changing admin route', async () => {
    const writes = adminEndpoints.filter((endpoint) => endpoint.method !== 'GET');
    expect(writes.length).toBeGreaterThan(10);
    const uncovered = writes.filter((endpoint) => !AUDITED_IN_SERVICE.has(keyOf(endpoint)));
    expect(uncovered.map(keyOf)).toEqual([]);

    const seller = (
      await t.app.inject({ url: `${PRIVATE}/profile/frontend`, headers: bearer(tokens.get(UserRole.Seller)) })
    ).json().user_id as string;
    const verified = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/admin/sellers/${seller}/verified`,
      headers: { ...bearer(tokens.get(UserRole.Admin)), 'user-agent': 'console-test' },
      payload: { verified: true, reason: 'Проверены документы продавца' },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    await expect
      .poll(async () => (await t.services.audit.list({ action: 'sellers.verified', limit: 5 })).length)
      .toBe(1);
    const [row] = await t.services.audit.list({ action: 'sellers.verified', limit: 5 });
    expect(row).toMatchObject({
      targetType: 'sellers',
      targetId: seller,
      actorType: 'staff',
      userAgent: 'console-test',
    });
    expect(JSON.parse(row!.diff!).after).toEqual({ verified: true, reason: 'Проверены документы продавца' });
  });
});
