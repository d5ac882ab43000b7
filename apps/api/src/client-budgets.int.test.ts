import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from './db/test-database';
import { requestCode, submitCode } from './modules/auth/auth.test-support';
import { findOffer, inputsFor, PUBLIC } from './modules/orders/orders.test-support';
import { createTestApp, type TestApp } from './test-app';

/** A client rotating through its own /64: a new address for every request. */
function rotatingSubnet(prefix: string): () => string {
  let host = 0;
  return () => `${prefix}:${(host += 1).toString(16)}:${(host * 7919).toString(16)}:0:${host.toString(16)}`;
}

/** Every per-client budget, each with the cap it is given here; an IPv6 client must count once per /64. */
const BUDGETS = {
  SIGN_IN_CODE_MAILS: 2,
  SIGN_IN_CODE_CHECKS: 3,
  UNPAID_ORDERS: 2,
};

describe(`every per-client budget counts an IPv6 client by its /64 on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp(
      {
        RATE_LIMIT_SIGN_IN_CODES_PER_TEN_MINUTES: String(BUDGETS.SIGN_IN_CODE_MAILS),
        AUTH_CODE_CHECKS_PER_IP: String(BUDGETS.SIGN_IN_CODE_CHECKS),
        ORDER_UNPAID_PER_ADDRESS: String(BUDGETS.UNPAID_ORDERS),
      },
      { now: () => clock },
    );
    await t.demo.users();
    await t.demo.catalog();
  });
  afterAll(() => t.close());

  it('the sign-in code mails to one address', async () => {
    const next = rotatingSubnet('2001:db8:1:2');
    const statuses: number[] = [];
    for (let i = 0; i <= BUDGETS.SIGN_IN_CODE_MAILS; i++) {
      // Past the resend pause of one address, so only the budget can refuse.
      clock += 60_000;
      statuses.push((await requestCode(t, 'victim@mail.ru', `session-mails-${i}`, next())).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(BUDGETS.SIGN_IN_CODE_MAILS).fill(200), 429]);
  });

  it('the back-off of wrong sign-in codes', async () => {
    const next = rotatingSubnet('2001:db8:1:3');
    const statuses: number[] = [];
    for (let i = 0; i <= BUDGETS.SIGN_IN_CODE_CHECKS; i++) {
      statuses.push((await submitCode(t, `guess${i}@mail.ru`, '123456', `session-checks-${i}`, next())).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(BUDGETS.SIGN_IN_CODE_CHECKS).fill(400), 429]);
  });

  it('the unpaid orders of one client', async () => {
    const next = rotatingSubnet('2001:db8:1:4');
    const offer = await findOffer(t, `o.stock is null`);
    const statuses: number[] = [];
    for (let i = 0; i <= BUDGETS.UNPAID_ORDERS; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${PUBLIC}/order`,
        remoteAddress: next(),
        payload: { offerId: offer.id, quantity: 1, inputs: inputsFor(offer.kinds), email: `unpaid${i}@mail.ru` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(BUDGETS.UNPAID_ORDERS).fill(200), 429]);
  });

  it('still counts an IPv4 client and an IPv4 in IPv6 as one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= BUDGETS.SIGN_IN_CODE_CHECKS; i++) {
      const address = i % 2 ? '203.0.113.77' : '::ffff:203.0.113.77';
      statuses.push((await submitCode(t, `four${i}@mail.ru`, '123456', `session-four-${i}`, address)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
