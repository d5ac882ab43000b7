import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { findOffer, paidOrder, PRIVATE, PUBLIC, rows } from '../orders/orders.test-support';

type Headers = { authorization: string };
const PER_MINUTE = 8;
const DAY_MS = 24 * 3600 * 1000;

describe(`personal API tokens on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-06-01T10:00:00Z');
  let seller: Headers;
  let buyer: Headers;
  let offerId = '';

  const bearer = async (email: string): Promise<Headers> => ({
    authorization: `Bearer ${(await signIn(t, email)).body.access_token}`,
  });
  const create = (payload: object, headers = seller) =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}/api-tokens`, headers, payload });
  const issue = async (scopes: string[], extra: object = {}) => {
    const response = await create({ name: 'Склад', scopes, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; token: string; hint: string };
  };
  const withToken = (
    token: string,
    request: {
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      url: string;
      payload?: object;
      remoteAddress?: string;
    },
  ) => t.app.inject({ ...request, headers: { authorization: `Bearer ${token}` } });
  const auditActions = async (targetId: string) =>
    (await rows<{ action: string }>(t, `select action from audit_log where target_id = '${targetId}' order by id`)).map(
      (row) => row.action,
    );

  beforeAll(async () => {
    t = await createTestApp({ API_TOKEN_REQUESTS_PER_MINUTE: String(PER_MINUTE) }, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    const sellerId = (
      await rows<{ id: number }>(t, `select id from users where email = 'seller@demo.lootmarket.ru'`)
    )[0]!.id;
    const template = await findOffer(t, `p.delivery_kind = 'key' and o.stock is not null`);
    const [created] = await rows<{ id: string }>(
      t,
      `insert into offers (product_id, seller_id, price_minor, currency, stock, delivery_minutes, seller_tier)
       select o.product_id, ${sellerId}, 49900, 'rub', 0, 1, 'silver' from offers o where o.id = '${template.id}'
       returning id`,
    );
    offerId = created!.id;
    seller = await bearer('seller@demo.lootmarket.ru');
    buyer = await bearer('buyer@demo.lootmarket.ru');
  });
  afterAll(() => t.close());

  it('issues a prefixed token once, keeps only its hash and lists it without the secret', async () => {
    const created = await issue(['offers:read', 'stock:write']);
    expect(created.token).toMatch(/^lm_test_[0-9A-Za-z]{40}$/);
    expect(created).toMatchObject({
      hint: `lm_test_…${created.token.slice(-4)}`,
      scopes: ['offers:read', 'stock:write'],
    });
    expect(Date.parse((created as unknown as { expiresAt: string }).expiresAt) - clock).toBe(90 * DAY_MS);
    const stored = await rows<{ secret_hash: string }>(
      t,
      `select secret_hash from api_tokens where id = '${created.id}'`,
    );
    expect(stored[0]!.secret_hash).not.toContain(created.token.slice(8));
    const listed = await t.app.inject({ url: `${PRIVATE}/api-tokens`, headers: seller });
    expect(listed.body).not.toContain(created.token);
    expect(listed.json().items[0]).toMatchObject({ id: created.id, name: 'Склад', revokedAt: null });
    expect(await auditActions(created.id)).toEqual(['api_token.create']);
  });

  it('refuses bad requests with Russian messages and changes nothing', async () => {
    const before = await rows<{ n: number }>(t, `select count(*)::int as n from api_tokens`);
    for (const payload of [
      { name: '', scopes: ['offers:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['wallet:withdraw'] },
      { name: 'x', scopes: ['offers:read'], expiresInDays: 7 },
      { name: 'x', scopes: ['offers:read'], allowedAddresses: ['example.com'] },
    ]) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect(
      (await create({ name: 'x', scopes: ['offers:read'], allowedAddresses: ['example.com'] })).json().message,
    ).toBe('Не IP-адрес и не сеть: example.com');
    expect(await rows(t, `select count(*)::int as n from api_tokens`)).toEqual(before);
  });

  it('calls the routes its scopes cover with no cookie and no Origin, and names a missing scope', async () => {
    const { token, id } = await issue(['offers:read', 'stock:write']);
    const list = await withToken(token, { url: `${PRIVATE}/offer/list` });
    expect(list.statusCode, list.body).toBe(200);
    const stock = await withToken(token, {
      method: 'PUT',
      url: `${PRIVATE}/seller/stock/${offerId}`,
      payload: { mode: 'keys', text: 'API1-0001\nAPI1-0002' },
    });
    expect(stock.statusCode, stock.body).toBe(200);
    expect(stock.json().upload).toMatchObject({ added: 2 });
    const price = await withToken(token, {
      method: 'PATCH',
      url: `${PRIVATE}/offer/change/price`,
      payload: { offers: [{ id: offerId, price: 100 }] },
    });
    expect(price.statusCode).toBe(403);
    expect(price.json()).toMatchObject({
      code: 'TOKEN_SCOPE_MISSING',
      message: 'У токена нет права offers:write',
      details: { missingScope: 'offers:write' },
    });
    expect(await auditActions(`PUT ${PRIVATE}/seller/stock/:offer_id`)).toEqual(['api_token.call']);
    const [used] = (await t.app.inject({ url: `${PRIVATE}/api-tokens`, headers: seller }))
      .json()
      .items.filter((item: { id: string }) => item.id === id);
    expect(used).toMatchObject({ lastUsedAddress: '127.0.0.1' });
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('never withdraws, never manages tokens, never acts as staff, whatever its scopes', async () => {
    const { token } = await issue([...['offers:read', 'offers:write', 'stock:write', 'orders:read', 'orders:deliver']]);
    for (const request of [
      { method: 'POST' as const, url: `${PRIVATE}/wallet/outcomes`, payload: {} },
      { method: 'POST' as const, url: `${PRIVATE}/api-tokens`, payload: { name: 'x', scopes: ['offers:read'] } },
      { method: 'GET' as const, url: `${PRIVATE}/admin/audit` },
      { method: 'GET' as const, url: `${PRIVATE}/profile/frontend` },
    ]) {
      const response = await withToken(token, request);
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING', details: { missingScope: null } });
    }
  });

  it('reads and writes an order conversation only with the chat scopes', async () => {
    const order = await findOffer(t, `p.delivery_kind = 'manual' and o.stock is null and o.price_minor < 500000`);
    const sellerEmail = (await rows<{ email: string }>(t, `select email from users where id = ${order.seller}`))[0]!
      .email;
    const owner = await bearer(sellerEmail);
    const orderId = await paidOrder(t, buyer, order);
    const issued = await create({ name: 'Чат', scopes: ['chat:read'] }, owner);
    const reader = issued.json().token as string;
    const read = await withToken(reader, { url: `${PUBLIC}/order/conversation?id=${orderId}` });
    expect(read.statusCode, read.body).toBe(200);
    const write = await withToken(reader, {
      method: 'POST',
      url: `${PUBLIC}/order/conversation/message`,
      payload: { id: orderId, text: 'Ключ отправлю через минуту' },
    });
    expect(write.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING', details: { missingScope: 'chat:write' } });
  });

  it('stops working at once when revoked, and when expired', async () => {
    const revoked = await issue(['offers:read']);
    expect((await withToken(revoked.token, { url: `${PRIVATE}/offer/list` })).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${PRIVATE}/api-tokens/${revoked.id}`,
      headers: seller,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().revokedAt).not.toBeNull();
    const after = await withToken(revoked.token, { url: `${PRIVATE}/offer/list` });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Токен API недействителен, отозван или истёк');
    expect(await auditActions(revoked.id)).toEqual(['api_token.create', 'api_token.revoke']);

    const expiring = await issue(['offers:read'], { expiresInDays: 30 });
    clock += 31 * DAY_MS;
    try {
      expect((await withToken(expiring.token, { url: `${PRIVATE}/offer/list` })).statusCode).toBe(401);
    } finally {
      clock -= 31 * DAY_MS;
    }
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `${PRIVATE}/api-tokens/${expiring.id}`,
      headers: buyer,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('stops while its owner is blocked and works again after the unblock', async () => {
    const owner = await bearer('seller2@demo.lootmarket.ru');
    const ownerId = (
      await rows<{ id: number }>(t, `select id from users where email = 'seller2@demo.lootmarket.ru'`)
    )[0]!.id;
    const { token } = (await create({ name: 'Склад', scopes: ['offers:read'] }, owner)).json() as { token: string };
    const admin = await bearer('admin@demo.lootmarket.ru');
    const block = (action: 'block' | 'unblock') =>
      t.app.inject({
        method: 'POST',
        url: `${PRIVATE}/admin/users/${ownerId}/${action}`,
        headers: admin,
        payload:
          action === 'block'
            ? { reasonCode: 'fraud', reason: 'Продажа краденых ключей' }
            : { reason: 'Проверка пройдена' },
      });
    expect((await block('block')).statusCode).toBe(200);
    expect((await withToken(token, { url: `${PRIVATE}/offer/list` })).statusCode).toBe(401);
    expect((await block('unblock')).statusCode).toBe(200);
    expect((await withToken(token, { url: `${PRIVATE}/offer/list` })).statusCode).toBe(200);
  });

  it('is used only from its allowed addresses', async () => {
    const { token } = await issue(['offers:read'], { allowedAddresses: ['203.0.113.0/24'] });
    const refused = await withToken(token, { url: `${PRIVATE}/offer/list`, remoteAddress: '198.51.100.7' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_ADDRESS_REFUSED' });
    const allowed = await withToken(token, { url: `${PRIVATE}/offer/list`, remoteAddress: '203.0.113.9' });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('has a request budget of its own, told in RateLimit headers, with Retry-After past it', async () => {
    const { token } = await issue(['offers:read']);
    const answers = [];
    for (let i = 0; i <= PER_MINUTE; i++) answers.push(await withToken(token, { url: `${PRIVATE}/offer/list` }));
    expect(answers[0]!.headers['ratelimit-limit']).toBe(String(PER_MINUTE));
    expect(answers[0]!.headers['ratelimit-remaining']).toBe(String(PER_MINUTE - 1));
    expect(answers.slice(0, PER_MINUTE).every((answer) => answer.statusCode === 200)).toBe(true);
    const refused = answers[PER_MINUTE]!;
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    // Another token of the same seller is not held back by the first one's budget.
    const { token: other } = await issue(['offers:read']);
    expect((await withToken(other, { url: `${PRIVATE}/offer/list` })).statusCode).toBe(200);
  });
});
