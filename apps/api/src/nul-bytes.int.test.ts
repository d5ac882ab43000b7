import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from './db/test-database';
import { signIn } from './modules/auth/auth.test-support';
import { findOffer, inputsFor, placeGuestOrder, PRIVATE, PUBLIC } from './modules/orders/orders.test-support';
import { createTestApp, type TestApp } from './test-app';

const NUL_ISSUE = { code: 'invalid_format', message: 'Недопустимый символ: нулевой байт' };

describe(`NUL bytes in input on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.catalog();
  });
  afterAll(() => t.close());

  it('refuses them in order inputs before anything is written', async () => {
    const offer = await findOffer(t, `o.stock is null and 'uid' = any(p.buyer_input_kinds)`);
    const response = await placeGuestOrder(t, {
      offerId: offer.id,
      quantity: 1,
      email: 'nul@example.ru',
      inputs: { ...inputsFor(offer.kinds), uid: '1\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [{ path: '/inputs/uid', ...NUL_ISSUE }] },
    });
  });

  it('refuses them in a seller delivery text', async () => {
    const { body } = await signIn(t, 'seller1@demo.lootmarket.ru');
    const response = await t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/order/seller/status`,
      headers: { authorization: `Bearer ${body.access_token}` },
      payload: { id: '8f1e5b8e-8f6a-4c57-9a3e-0d7a2f0b9c11', status: 'DELIVERED', text: 'Ключ: \u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.issues).toEqual([{ path: '/text', ...NUL_ISSUE }]);
  });

  it('refuses them in paths and queries', async () => {
    const product = await t.app.inject(`${PUBLIC}/product/%00`);
    expect(product.statusCode).toBe(400);
    expect(product.json().details.issues).toEqual([{ path: '/uuidSlug', ...NUL_ISSUE }]);
    expect((await t.app.inject(`${PUBLIC}/search?text=a%00b`)).statusCode).toBe(400);
  });
});
