import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { findOffer, inputsFor, paidOrder, PRIVATE, rows, VALID_INPUTS } from './orders.test-support';

/** An account's password a buyer gives for manual delivery lives only as long as the order (decision 040). */
describe(`a buyer's account password on a manual order, on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let seller: { authorization: string };
  let buyer: { authorization: string };
  const bearer = async (email: string) => {
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };
  const stored = (orderId: string) =>
    rows<{ kind: string; value: string | null; sealed: boolean }>(
      t,
      `select kind, value, sealed from order_inputs where order_id = '${orderId}' order by kind`,
    );
  const sellerView = async (orderId: string) =>
    (await t.app.inject({ url: `${PRIVATE}/order/seller?id=${orderId}`, headers: seller })).json().items[0];

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    offer = await findOffer(t, `'password' = any(p.buyer_input_kinds) and 'otp' = any(p.buyer_input_kinds)`);
    const [owner] = await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`);
    seller = await bearer(owner!.email);
    buyer = await bearer('buyer@demo.lootmarket.ru');
  });
  afterAll(() => t.close());

  it('checkout does not ask for the one-time code', async () => {
    const [product] = await rows<{ slug: string }>(
      t,
      `select p.slug from products p join offers o on o.product_id = p.id where o.id = '${offer.id}'`,
    );
    const inputs = (await t.app.inject({ url: `/api/gw/public/v1/product/inputs/${product!.slug}` })).json();
    const kinds = (inputs.inputs as { kind: string }[]).map((input) => input.kind);
    expect(kinds).toContain('password');
    expect(kinds).not.toContain('otp');
  });

  it('stores the password sealed, shows it to the seller in progress and erases it when the order completes', async () => {
    const orderId = await paidOrder(t, buyer, offer);
    const secret = (await stored(orderId)).find((input) => input.kind === 'password')!;
    expect(secret.sealed).toBe(true);
    expect(secret.value).not.toBeNull();
    expect(secret.value).not.toContain(VALID_INPUTS.password);
    // The one-time code was not kept: it is asked for in the order chat.
    expect((await stored(orderId)).map((input) => input.kind)).not.toContain('otp');

    const inProgress = await sellerView(orderId);
    expect(inProgress.inputs.password).toBe(VALID_INPUTS.password);
    expect(inProgress.inputs.login).toBe(inputsFor(offer.kinds).login);

    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `${PRIVATE}/order/seller/status`, headers: seller, payload });
    expect((await put({ id: orderId, status: 'IN_PROGRESS' })).statusCode).toBe(200);
    expect((await put({ id: orderId, status: 'DELIVERED', text: 'Готово, смените пароль' })).statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/order`,
      headers: buyer,
      payload: { id: orderId, action: 'confirm' },
    });
    expect(confirmed.json()).toMatchObject({ status: 'COMPLETED' });
    expect(confirmed.json().inputs).not.toHaveProperty('password');

    expect((await stored(orderId)).find((input) => input.kind === 'password')).toMatchObject({ value: null });
    expect((await sellerView(orderId)).inputs).not.toHaveProperty('password');
    const admin = await bearer('admin@demo.lootmarket.ru');
    const support = await t.app.inject({ url: `${PRIVATE}/admin/orders/${orderId}/dispute`, headers: admin });
    expect(support.body).not.toContain(VALID_INPUTS.password);
  });

  it('erases the password when the buyer cancels before acceptance', async () => {
    const orderId = await paidOrder(t, buyer, offer);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `${PRIVATE}/order`,
      headers: buyer,
      payload: { id: orderId, action: 'cancel' },
    });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    expect((await stored(orderId)).find((input) => input.kind === 'password')).toMatchObject({ value: null });
  });
});
