import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { lastCode, mailbox, nextAddress, requestCode, signIn, submitCode } from './auth.test-support';

const WRONG = { code: 'INVALID_CODE', message: 'Неверный код' };

describe(`e-mail code sign-in on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  async function count(table: string): Promise<number> {
    const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }

  it('mails a code and signs a new user in with it', async () => {
    const asked = await requestCode(t, '  New.Player@Mail.RU ', 'session-new-1');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ sessionID: 'session-new-1', resendAfterSeconds: 45 });
    const [mail] = await mailbox(t);
    expect(mail).toMatchObject({ to: 'new.player@mail.ru', subject: 'Код входа в Лутмаркет' });
    expect(mail!.text).toContain('10 минут');

    const response = await submitCode(
      t,
      'new.player@mail.ru',
      await lastCode(t, 'new.player@mail.ru'),
      'session-new-1',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      sessionID: 'session-new-1',
      isNewUser: true,
      createdAt: expect.any(String),
      user: {
        id: expect.stringMatching(/^\d+$/),
        name: 'new.player',
        avatar: null,
        avatarLetters: 'NP',
        isSeller: false,
        isStreamer: false,
      },
    });
    expect(body.access_token.split('.')).toHaveLength(3);
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.access_token).toMatchObject({
      value: body.access_token,
      maxAge: 1800,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookies.refresh_token).toMatchObject({
      value: body.refresh_token,
      maxAge: 518_400,
      path: '/api/gw/public/v1/auth',
    });
    expect(cookies.access_token!.secure).toBeFalsy();
  });

  it('signs an existing user in as not new', async () => {
    const first = await signIn(t, 'again@mail.ru');
    clock += 46_000;
    const second = await signIn(t, 'again@mail.ru');
    expect(first.body.isNewUser).toBe(true);
    expect(second.body.isNewUser).toBe(false);
    expect(second.body.user.id).toBe(first.body.user.id);
  });

  it('refuses a bad address with the form message', async () => {
    const response = await requestCode(t, 'not-an-email', 'session-bad-1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Некорректный email' });
  });

  it('answers a wrong code with "Неверный код"', async () => {
    await requestCode(t, 'wrong@mail.ru', 'session-wrong');
    const code = await lastCode(t, 'wrong@mail.ru');
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await submitCode(t, 'wrong@mail.ru', wrong, 'session-wrong');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(WRONG);
    expect((await submitCode(t, 'wrong@mail.ru', 'abc', 'session-wrong')).json()).toEqual(WRONG);
    expect((await submitCode(t, 'wrong@mail.ru', code, 'session-wrong')).statusCode).toBe(200);
  });

  it('kills the code after five wrong tries', async () => {
    await requestCode(t, 'five@mail.ru', 'session-five');
    const code = await lastCode(t, 'five@mail.ru');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await submitCode(t, 'five@mail.ru', wrong, 'session-five')).statusCode).toBe(400);
    clock += 1000;
    expect((await submitCode(t, 'five@mail.ru', code, 'session-five')).json()).toEqual(WRONG);
  });

  it('binds the code to its session', async () => {
    await requestCode(t, 'bound@mail.ru', 'session-bound');
    const code = await lastCode(t, 'bound@mail.ru');
    expect((await submitCode(t, 'bound@mail.ru', code, 'session-other')).json()).toEqual(WRONG);
    expect((await submitCode(t, 'bound@mail.ru', code, 'session-bound')).statusCode).toBe(200);
  });

  it('expires the code after ten minutes', async () => {
    await requestCode(t, 'late@mail.ru', 'session-late');
    const code = await lastCode(t, 'late@mail.ru');
    clock += 10 * 60_000;
    expect((await submitCode(t, 'late@mail.ru', code, 'session-late')).json()).toEqual(WRONG);
  });

  it('accepts a code once', async () => {
    await requestCode(t, 'once@mail.ru', 'session-once');
    const code = await lastCode(t, 'once@mail.ru');
    expect((await submitCode(t, 'once@mail.ru', code, 'session-once')).statusCode).toBe(200);
    expect((await submitCode(t, 'once@mail.ru', code, 'session-once')).json()).toEqual(WRONG);
  });

  it('refuses a resend for 45 seconds, then replaces the code', async () => {
    await requestCode(t, 'resend@mail.ru', 'session-resend');
    const first = await lastCode(t, 'resend@mail.ru');
    clock += 30_000;
    const early = await requestCode(t, 'resend@mail.ru', 'session-resend');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Новый код можно запросить через 15 с',
      details: { retryAfterSeconds: 15 },
    });
    expect(early.headers['retry-after']).toBe('15');
    clock += 15_000;
    expect((await requestCode(t, 'resend@mail.ru', 'session-resend')).statusCode).toBe(200);
    const second = await lastCode(t, 'resend@mail.ru');
    if (second !== first)
      expect((await submitCode(t, 'resend@mail.ru', first, 'session-resend')).json()).toEqual(WRONG);
    expect((await submitCode(t, 'resend@mail.ru', second, 'session-resend')).statusCode).toBe(200);
  });

  it('limits code requests to five per ten minutes per address and client, writing nothing past it', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode(t, 'limited@mail.ru', 'session-limit', ip)).statusCode).toBe(200);
      clock += 46_000;
    }
    const [mails, codes] = [await count('dev_mails'), await count('email_codes')];
    const refused = await requestCode(t, 'limited@mail.ru', 'session-limit', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect([await count('dev_mails'), await count('email_codes')]).toEqual([mails, codes]);
    expect((await requestCode(t, 'limited@mail.ru', 'session-limit', nextAddress())).statusCode).toBe(200);
  });

  it('holds a client back after twenty failed checks', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await submitCode(t, 'nobody@mail.ru', '123456', `session-flood-${i}`, ip)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("keeps the owner's code working through 100 wrong guesses from other sessions and addresses", async () => {
    await requestCode(t, 'victim@mail.ru', 'session-victim');
    const code = await lastCode(t, 'victim@mail.ru');
    for (let i = 0; i < 100; i += 1) {
      const attacker = `session-attacker-${i % 10}`;
      if (i % 10 === 0) await requestCode(t, 'victim@mail.ru', attacker);
      const guess = String(100_000 + i);
      if (guess !== code) await submitCode(t, 'victim@mail.ru', guess, attacker);
    }
    const owner = await submitCode(t, 'victim@mail.ru', code, 'session-victim');
    expect(owner.statusCode).toBe(200);
  });

  it("never cancels a session's code when another session asks for one", async () => {
    await requestCode(t, 'kept@mail.ru', 'session-owner');
    const code = await lastCode(t, 'kept@mail.ru');
    for (let i = 0; i < 3; i += 1) {
      clock += 45_000;
      expect((await requestCode(t, 'kept@mail.ru', `session-other-${i}`)).statusCode).toBe(200);
    }
    expect((await submitCode(t, 'kept@mail.ru', code, 'session-owner')).statusCode).toBe(200);
  });

  it('backs a session off after five failures, doubling the wait, instead of locking the address', async () => {
    const ip = nextAddress();
    const guess = async (code: string) => submitCode(t, 'backoff@mail.ru', code, 'session-backoff', ip);
    await requestCode(t, 'backoff@mail.ru', 'session-backoff');
    const code = await lastCode(t, 'backoff@mail.ru');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await guess(wrong)).statusCode).toBe(400);
    const first = await guess(code);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    expect(first.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Слишком много неверных попыток. Попробуйте через 1 с',
      details: { retryAfterSeconds: 1 },
    });
    clock += 1000;
    expect((await guess(wrong)).statusCode).toBe(400);
    expect((await guess(wrong)).headers['retry-after']).toBe('2');
    clock += 2000;
    // The session's code died after five tries; a new one works once the wait is over.
    clock += 45_000;
    await requestCode(t, 'backoff@mail.ru', 'session-backoff');
    expect((await guess(await lastCode(t, 'backoff@mail.ru'))).statusCode).toBe(200);
  });

  it('backs a client address off after twenty failures, whatever the addresses and sessions it guesses', async () => {
    const ip = nextAddress();
    const spray = (i: number) => submitCode(t, `spray-${i}@mail.ru`, '123456', `session-spray-${i}`, ip);
    for (let i = 0; i < 20; i += 1) expect((await spray(i)).statusCode).toBe(400);
    const refused = await spray(20);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().message).toBe('Слишком много неверных попыток. Попробуйте через 1 с');
    clock += 1000;
    expect((await spray(21)).statusCode).toBe(400);
    expect((await spray(22)).headers['retry-after']).toBe('2');
    // Another client is not held back by this one.
    expect((await submitCode(t, 'spray-0@mail.ru', '123456', 'session-spray-0', nextAddress())).statusCode).toBe(400);
  });

  it('shows the mailbox page with the codes, newest first', async () => {
    const page = await t.app.inject('/sandbox/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('victim@mail.ru');
    expect(page.body.indexOf('victim@mail.ru')).toBeLessThan(page.body.indexOf('new.player@mail.ru'));
  });
});

describe(`code checks per client from the configuration on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_CODE_CHECKS_PER_IP: '3' });
  });
  afterAll(() => t.close());

  it('refuses the fourth check from one client when the operator allows three', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await submitCode(t, 'nobody@mail.ru', '123456', `session-configured-${i}`, ip)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
