import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { startFakeYookassa, type FakeYookassa } from '../payments/fake-yookassa-server';

const BALANCER = '10.0.0.5';
const ATTACKER = '203.0.113.7';
const YOOKASSA = '185.71.76.10';
const NOTIFICATIONS = '/api/gw/public/v1/payments/yookassa/notifications';
const CODE_CALLBACK = '/api/gw/public/v1/auth/provider/email_code/callback';

/** A header naming a new made-up client on every request, as a rotating attacker would send. */
let forged = 0;
const forgedChain = () => `198.18.${Math.floor(++forged / 250)}.${forged % 250}`;

async function statuses(count: number, send: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push((await send()).statusCode);
  return answers;
}

describe(`trusted proxies on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let fake: FakeYookassa;
  beforeAll(async () => {
    fake = await startFakeYookassa();
    t = await createTestApp({
      ...fake.env,
      TRUST_PROXY: '10.0.0.0/8',
      RATE_LIMIT_MAX: '5',
      AUTH_CODE_CHECKS_PER_IP: '3',
      YOOKASSA_ALLOWED_IPS: '185.71.76.0/27,127.0.0.1',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('counts a client behind the balancer by the address the balancer saw, whatever it forwards from the client', async () => {
    const answers = await statuses(7, () =>
      t.app.inject({
        url: '/api/translations',
        remoteAddress: BALANCER,
        headers: { 'x-forwarded-for': `${forgedChain()}, ${ATTACKER}` },
      }),
    );
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const answers = await statuses(6, () =>
      t.app.inject({
        url: '/api/translations',
        remoteAddress: '203.0.113.8',
        headers: { 'x-forwarded-for': forgedChain() },
      }),
    );
    expect(answers.at(-1)).toBe(429);
  });

  it('keeps the sign-in code limit per real address', async () => {
    const answers = await statuses(4, () =>
      t.app.inject({
        method: 'POST',
        url: `${CODE_CALLBACK}?sessionID=proxy-session`,
        remoteAddress: BALANCER,
        headers: { 'x-forwarded-for': `${forgedChain()}, 203.0.113.9` },
        payload: { email: 'victim@example.ru', code: '000000' },
      }),
    );
    expect(answers.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(answers[3]).toBe(429);
  });

  it('takes ЮKassa notifications only from its addresses as the balancer saw them', async () => {
    const notify = (chain: string) =>
      t.app.inject({
        method: 'POST',
        url: NOTIFICATIONS,
        remoteAddress: BALANCER,
        headers: { 'x-forwarded-for': chain },
        payload: {
          type: 'notification',
          event: 'payment.succeeded',
          object: { id: 'unknown-payment', status: 'succeeded', paid: true },
        },
      });
    expect((await notify(`127.0.0.1, ${ATTACKER}`)).statusCode).toBe(403);
    expect((await notify(`${YOOKASSA}, ${ATTACKER}`)).statusCode).toBe(403);
    expect((await notify(YOOKASSA)).statusCode).toBe(200);
  });
});

describe(`one trusted hop on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => t.close());

  it('takes the address the nearest proxy appended, not what the client wrote before it', async () => {
    let proxy = 0;
    // Through different balancers, with a new made-up address each time: still one client.
    const answers = await statuses(4, () =>
      t.app.inject({
        url: '/api/translations',
        remoteAddress: `192.0.2.${++proxy}`,
        headers: { 'x-forwarded-for': `${forgedChain()}, ${ATTACKER}` },
      }),
    );
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});
