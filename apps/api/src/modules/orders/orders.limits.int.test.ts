import { DEFAULT_UNPAID_ORDER_LIMITS, ORDER_LIMIT_MESSAGES, ORDER_TIMING } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { nextAddress, signIn } from '../auth/auth.test-support';
import { findOffer, inputsFor, pressSandbox, PRIVATE, PUBLIC, rows } from './orders.test-support';
import { createOrdersRepo } from './orders.repo';

const { defaultMaxPerOrder, unpaidPerEmail, unpaidPerAccount, unpaidPerAddress } = DEFAULT_UNPAID_ORDER_LIMITS;

describe(`what an unpaid order may hold (decision 020) on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-05-01T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let seller: { authorization: string };
  let emails = 0;
  const freshEmail = () => `limits${++emails}@mail.ru`;

  const bearer = async (email: string) => {
    // One code per address per 45 s: step past the resend pause instead of waiting.
    clock += 60_000;
    return { authorization: `Bearer ${(await signIn(t, email)).body.access_token}` };
  };
  const setStock = (stock: number) =>
    t.database.db.execute(sql.raw(`update offers set stock = ${stock} where id = '${offer.id}'`));
  const stockOf = async () =>
    (await rows<{ stock: number }>(t, `select stock from offers where id = '${offer.id}'`))[0]!.stock;
  const order = (quantity: number, email = freshEmail(), remoteAddress = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/order`,
      remoteAddress,
      payload: { offerId: offer.id, quantity, inputs: inputsFor(offer.kinds), email },
    });
  const orderCount = async () => (await rows<{ n: number }>(t, 'select count(*)::int as n from orders'))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    // A counted offer sold piece by piece (exchange-rate offers count single units and have their own default).
    offer = await findOffer(
      t,
      `o.stock is not null and p.product_type not in ('exchange_rate', 'exchange_rate_manual')
       and not exists (select 1 from offer_keys k where k.offer_id = o.id)`,
    );
    const [owner] = await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`);
    seller = await bearer(owner!.email);
  });
  afterAll(() => t.close());

  it('refuses one order of the whole stock, writing nothing, and takes up to the default cap', async () => {
    await setStock(100);
    const before = await orderCount();
    const hoard = await order(100);
    expect(hoard.statusCode).toBe(400);
    expect(hoard.json()).toMatchObject({
      code: 'ORDER_QUANTITY_LIMIT',
      message: ORDER_LIMIT_MESSAGES.quantity(defaultMaxPerOrder),
      details: { max: defaultMaxPerOrder },
    });
    expect(await stockOf()).toBe(100);
    expect(await orderCount()).toBe(before);

    expect((await order(defaultMaxPerOrder + 1)).statusCode).toBe(400);
    expect((await order(defaultMaxPerOrder)).statusCode).toBe(200);
    expect(await stockOf()).toBe(100 - defaultMaxPerOrder);
  });

  it('lets the seller set their own cap per order in the offer settings, and go back to the default', async () => {
    const change = (maxPerOrder: number | null, headers = seller) =>
      t.app.inject({
        method: 'PATCH',
        url: `${PRIVATE}/offer/change/max-per-order`,
        headers,
        payload: { items: [{ offerId: offer.id, maxPerOrder }] },
      });
    expect((await change(0)).statusCode).toBe(400);
    expect((await change(0)).body).toContain(ORDER_LIMIT_MESSAGES.maxPerOrderRange);
    const stranger = await bearer('buyer@demo.lootmarket.ru');
    expect((await change(2, stranger)).statusCode).toBe(403);

    const two = await change(2);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().items[0]).toMatchObject({ id: offer.id, maxPerOrder: 2, effectiveMaxPerOrder: 2 });
    expect((await order(3)).json()).toMatchObject({ code: 'ORDER_QUANTITY_LIMIT', details: { max: 2 } });
    expect((await order(2)).statusCode).toBe(200);

    expect((await change(50)).json().items[0]).toMatchObject({ maxPerOrder: 50, effectiveMaxPerOrder: 50 });
    await setStock(100);
    expect((await order(40)).statusCode).toBe(200);

    const reset = (await change(null)).json().items[0];
    expect(reset).toMatchObject({ maxPerOrder: null, effectiveMaxPerOrder: defaultMaxPerOrder });
    const listed = await t.app.inject({ url: `${PRIVATE}/offer/list?limit=100`, headers: seller });
    expect(listed.json().items.find((item: { id: string }) => item.id === offer.id)).toMatchObject({
      maxPerOrder: null,
      effectiveMaxPerOrder: defaultMaxPerOrder,
    });
  });

  it(`refuses the ${unpaidPerEmail + 1}th unpaid order of one e-mail, from any address, and says when to retry`, async () => {
    await setStock(100);
    const email = freshEmail();
    for (let i = 0; i < unpaidPerEmail; i++) expect((await order(1, email.toUpperCase())).statusCode).toBe(200);
    const refused = await order(1, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'UNPAID_ORDERS_LIMIT',
      message: ORDER_LIMIT_MESSAGES.unpaid.email,
      details: { scope: 'email', limit: unpaidPerEmail },
    });
    expect(Number(refused.headers['retry-after'])).toBe(ORDER_TIMING.paymentMs / 1000);
    expect((await order(1)).statusCode).toBe(200);
  });

  it("counts an owner's unpaid orders only up to each cap, however many are open, and still finds the oldest", async () => {
    await setStock(100);
    const email = freshEmail();
    const address = nextAddress();
    for (let i = 0; i < unpaidPerEmail; i++) expect((await order(1, email, address)).statusCode).toBe(200);
    // Caps below what is open: the count stops at the cap.
    const counts = await createOrdersRepo(t.database.db).countUnpaid(
      { email, userId: null, clientIp: address },
      { email: 2, account: 2, address: 1 },
    );
    expect(counts.email.open).toBe(2);
    expect(counts.address.open).toBe(1);
    expect(counts.account).toEqual({ open: 0, oldestAt: null });
    const [oldest] = await rows<{ at: Date }>(
      t,
      `select min(created_at) as at from orders where lower(buyer_email) = lower('${email}')`,
    );
    expect(counts.email.oldestAt?.getTime()).toBe(new Date(oldest!.at).getTime());
  });

  it(`refuses the ${unpaidPerAddress + 1}th unpaid order of one client address, whatever the e-mail`, async () => {
    await setStock(100);
    const address = nextAddress();
    for (let i = 0; i < unpaidPerAddress; i++) expect((await order(1, freshEmail(), address)).statusCode).toBe(200);
    const refused = await order(1, freshEmail(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'UNPAID_ORDERS_LIMIT',
      message: ORDER_LIMIT_MESSAGES.unpaid.address,
      details: { scope: 'address', limit: unpaidPerAddress },
    });
    expect((await order(1, freshEmail(), nextAddress())).statusCode).toBe(200);
  });

  it(`refuses the ${unpaidPerAccount + 1}th unpaid order of one account, and frees a place once one is paid`, async () => {
    await setStock(100);
    const buyer = await bearer('buyer@demo.lootmarket.ru');
    const place = () =>
      t.app.inject({
        method: 'POST',
        url: `${PRIVATE}/order`,
        headers: buyer,
        remoteAddress: nextAddress(),
        payload: { offerId: offer.id, quantity: 1, inputs: inputsFor(offer.kinds) },
      });
    const placed: string[] = [];
    for (let i = 0; i < unpaidPerAccount; i++) {
      const response = await place();
      expect(response.statusCode, response.body).toBe(200);
      placed.push(response.json().order.id);
    }
    const refused = await place();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'UNPAID_ORDERS_LIMIT',
      message: ORDER_LIMIT_MESSAGES.unpaid.account,
      details: { scope: 'account' },
    });
    const link = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order/payment-link`,
      headers: buyer,
      payload: { orderId: placed[0] },
    });
    await pressSandbox(t, link.json().confirmationUrl, 'pay');
    expect((await place()).statusCode).toBe(200);
  });

  it('counts concurrent orders of one e-mail and of one address one after another', async () => {
    await setStock(100);
    const email = freshEmail();
    const sameEmail = await Promise.all(Array.from({ length: 10 }, () => order(1, email)));
    expect(sameEmail.filter((response) => response.statusCode === 200)).toHaveLength(unpaidPerEmail);
    expect(sameEmail.filter((response) => response.statusCode === 429)).toHaveLength(10 - unpaidPerEmail);

    const address = nextAddress();
    const sameAddress = await Promise.all(Array.from({ length: 12 }, () => order(1, freshEmail(), address)));
    expect(sameAddress.filter((response) => response.statusCode === 200)).toHaveLength(unpaidPerAddress);
    const [open] = await rows<{ n: number }>(
      t,
      `select count(*)::int as n from orders where client_ip = '${address}' and status = 'NEW'`,
    );
    expect(open!.n).toBe(unpaidPerAddress);
  });

  it('holds the stock only until the payment deadline: then the order is unpaid, stock and places come back', async () => {
    await setStock(20);
    const email = freshEmail();
    const address = nextAddress();
    const held = await Promise.all(Array.from({ length: unpaidPerEmail }, () => order(5, email, address)));
    expect(held.map((response) => response.statusCode)).toEqual(Array(unpaidPerEmail).fill(200));
    expect(await stockOf()).toBe(20 - 5 * unpaidPerEmail);
    expect((await order(1, email)).statusCode).toBe(429);

    const ids: string[] = held.map((response) => response.json().order.id);
    const expire = () =>
      Promise.allSettled(ids.map((id) => t.services.orders.fireTimer(id, 'PAYMENT_DEADLINE_PASSED')));
    clock += ORDER_TIMING.paymentMs - 1000;
    expect((await expire()).map((outcome) => outcome.status)).toEqual(Array(unpaidPerEmail).fill('rejected'));
    expect(await stockOf()).toBe(20 - 5 * unpaidPerEmail);

    clock += 1000;
    expect((await expire()).map((outcome) => outcome.status)).toEqual(Array(unpaidPerEmail).fill('fulfilled'));
    const statuses = await rows<{ status: string }>(
      t,
      `select status from orders where id in (${ids.map((id) => `'${id}'`).join(',')})`,
    );
    expect(statuses.map((row) => row.status)).toEqual(Array(unpaidPerEmail).fill('UNPAID'));
    expect(await stockOf()).toBe(20);
    expect((await order(1, email, address)).statusCode).toBe(200);
  });
});
