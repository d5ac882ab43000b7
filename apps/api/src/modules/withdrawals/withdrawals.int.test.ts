import { randomUUID } from 'node:crypto';
import {
  outcomeCheckResponseSchema,
  outcomeViewSchema,
  rateQuoteSchema,
  walletBalanceResponseSchema,
} from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { mailbox } from '../auth/auth.test-support';
import {
  adminCall,
  call,
  confirmationCode,
  fund,
  fundedSeller,
  pressSandboxPayout,
  providerPayoutId,
  rows,
  runJobs,
  sbpRequest,
  signInAdmin,
  USDT_ADDRESS,
  withdraw,
  type Person,
} from './withdrawals.test-support';

describe(`withdrawals on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t);
  }, 180_000);
  afterAll(() => t.close());

  /** The titles of the person's in-app notices, oldest first. */
  const noticesOf = async (person: Person) =>
    (
      await rows<{ title: string }>(t, sql`select title from notifications where user_id = ${person.id} order by id`)
    ).map((row) => row.title);
  const mailSubjectsTo = async (person: Person) =>
    (await mailbox(t)).filter((mail) => mail.to === person.email).map((mail) => mail.subject);

  const balance = async (person: Person) =>
    walletBalanceResponseSchema
      .parse((await call(t, person, 'GET', '/balance')).json())
      .balances.find((line) => line.currency === 'rub');

  it('lists SBP banks, quotes a locked USDT rate and checks an amount before confirming', async () => {
    const seller = await fundedSeller(t, 500_000);
    expect((await call(t, seller, 'GET', '/banks')).json().items).toEqual(
      expect.arrayContaining([{ id: '100000000111', name: 'Сбербанк' }]),
    );
    const quote = rateQuoteSchema.parse((await call(t, seller, 'GET', '/rate?currency=rub')).json());
    expect(quote).toMatchObject({ rate: '95.40', asset: 'USDT', network: 'TRC-20', lock_seconds: 600 });
    const check = outcomeCheckResponseSchema.parse(
      (
        await call(t, seller, 'GET', `/outcome-check?type=crypto&currency=rub&amount=200000&quote_id=${quote.quote_id}`)
      ).json(),
    );
    expect(check).toMatchObject({
      available: 500_000,
      limits: { min: 100_000, max: 100_000_000 },
      fee: 10_000,
      payout: 190_000,
      crypto: { amount: '19.91', rate: '95.40' },
      problem: null,
    });
    const low = (await call(t, seller, 'GET', '/outcome-check?type=sbp&amount=5000')).json();
    expect(low).toMatchObject({ fee: 1_500, problem: 'Сумма меньше минимальной для вывода' });
  });

  it('shows roubles first, then dollars and tenge, whatever the order of the codes', async () => {
    const seller = await fundedSeller(t, 0);
    await fund(t, seller.id, 50_000, 'kzt');
    await fund(t, seller.id, 1_000, 'usd');
    await fund(t, seller.id, 20_000);
    const wallet = walletBalanceResponseSchema.parse((await call(t, seller, 'GET', '/balance')).json());
    expect(wallet.balances.map((line) => line.currency)).toEqual(['rub', 'usd', 'kzt']);
  });

  it('withdraws by SBP with the mailed code, reserving the amount once however often the key is replayed', async () => {
    const seller = await fundedSeller(t, 300_000);
    const key = `sbp-${randomUUID()}`;
    const request = sbpRequest(100_000);
    const code = await confirmationCode(t, seller, key, request);
    const mail = (await mailbox(t)).find((item) => item.to === seller.email)!;
    expect(mail.subject).toBe('Код подтверждения вывода средств');
    expect(mail.text).toContain('Вывод 1\u00A0000\u00A0₽ — +7 (912) 345-67-89 · Сбербанк.');
    const created = await call(t, seller, 'POST', '/outcomes', { ...request, code }, { 'idempotency-key': key });
    expect(created.statusCode, created.body).toBe(201);
    const outcome = outcomeViewSchema.parse(created.json());
    expect(outcome).toMatchObject({
      status: 'outcome_status_new',
      display_status: 'new',
      amount: { amount: 100_000 },
      fee: { amount: 1_500 },
      payout: { amount: 98_500 },
      cancellable: true,
    });
    expect(outcome.sbp).toEqual({ phone: '+7 (912) 345-67-89', bank_id: '100000000111', bank_name: 'Сбербанк' });
    const again = await call(t, seller, 'POST', '/outcomes', { ...request, code }, { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(outcome.id);
    const other = await call(
      t,
      seller,
      'POST',
      '/outcomes',
      { ...request, amount: 200_000, code },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(409);
    expect(await balance(seller)).toMatchObject({ available: 200_000, withdrawing: 100_000 });
    expect((await call(t, seller, 'GET', '/outcomes?statuses=outcome_status_new')).json()).toMatchObject({
      total: 1,
      items: [{ id: outcome.id }],
    });
    expect((await call(t, seller, 'GET', `/outcomes/${outcome.id}`)).json().id).toBe(outcome.id);
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('refuses a wrong or expired code, a bad phone, an unknown bank, a bad address and a wrong amount, reserving nothing', async () => {
    const seller = await fundedSeller(t, 50_000);
    const key = `bad-${randomUUID()}`;
    const code = await confirmationCode(t, seller, key, sbpRequest(20_000));
    const wrong = await call(
      t,
      seller,
      'POST',
      '/outcomes',
      { ...sbpRequest(20_000), code: code === '000000' ? '111111' : '000000' },
      { 'idempotency-key': key },
    );
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'Неверный или просроченный код подтверждения',
    });
    // The code binds the amount: the right code for another amount is wrong.
    expect(
      (await call(t, seller, 'POST', '/outcomes', { ...sbpRequest(30_000), code }, { 'idempotency-key': key })).json()
        .code,
    ).toBe('INVALID_CODE');
    await t.database.db.execute(
      sql`update confirmation_codes set expires_at = now() - interval '1 second' where user_id = ${seller.id}`,
    );
    expect(
      (await call(t, seller, 'POST', '/outcomes', { ...sbpRequest(20_000), code }, { 'idempotency-key': key })).json()
        .code,
    ).toBe('INVALID_CODE');
    const refusals = [
      [sbpRequest(20_000, { phone: '+7 (912) 345' }), 'Некорректный номер телефона'],
      [sbpRequest(20_000, { bank_id: '999999999999' }), 'Банк не найден среди участников СБП'],
      [
        {
          type: 'crypto',
          amount: 200_000,
          currency: 'rub',
          address: `${USDT_ADDRESS.slice(0, -1)}x`,
          quote_id: randomUUID(),
        },
        'Неверный адрес кошелька USDT (TRC-20): он начинается с T и содержит 34 символа',
      ],
      [sbpRequest(5_000), 'Сумма меньше минимальной для вывода'],
      [sbpRequest(60_000), 'Недостаточно средств на балансе'],
    ] as const;
    for (const [request, message] of refusals) {
      const answer = await call(t, seller, 'POST', '/outcomes/confirmation', request, {
        'idempotency-key': `bad-${randomUUID()}`,
      });
      expect(answer.statusCode, JSON.stringify(request)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      const body = answer.json();
      expect(body.details?.issues?.[0]?.message ?? body.message).toBe(message);
    }
    expect((await call(t, seller, 'POST', '/outcomes', sbpRequest(20_000), {})).statusCode).toBe(400);
    expect(await balance(seller)).toMatchObject({ available: 50_000, withdrawing: 0 });
    expect((await call(t, seller, 'GET', '/outcomes')).json().total).toBe(0);
  });

  it('returns the money when the owner cancels a waiting withdrawal, and only then', async () => {
    const seller = await fundedSeller(t, 100_000);
    const { id } = (await withdraw(t, seller, sbpRequest(40_000))).json();
    const stranger = await fundedSeller(t, 0, 'stranger');
    expect((await call(t, stranger, 'POST', `/outcomes/${id}/cancel`)).statusCode).toBe(404);
    const cancelled = await call(t, seller, 'POST', `/outcomes/${id}/cancel`);
    expect(cancelled.json()).toMatchObject({
      status: 'outcome_status_cancelled',
      reason: 'Отменено вами',
      cancellable: false,
    });
    expect((await call(t, seller, 'POST', `/outcomes/${id}/cancel`)).statusCode).toBe(409);
    expect(await balance(seller)).toMatchObject({ available: 100_000, withdrawing: 0 });
    expect(await t.services.ledger.check()).toEqual([]);
    await runJobs(t);
    expect(await noticesOf(seller)).toEqual(['Заявка на вывод создана', 'Вывод отменён']);
    expect(await mailSubjectsTo(seller)).toEqual(expect.arrayContaining(['Вывод отменён']));
  });

  it('pays by SBP once an admin approves and the provider pays; the owner hears of each step', async () => {
    const seller = await fundedSeller(t, 200_000);
    const { id } = (await withdraw(t, seller, sbpRequest(100_000))).json();
    const queue = (await adminCall(t, admin, 'GET', '')).json();
    const item = queue.items.find((payout: { id: string }) => payout.id === id);
    expect(item.risks.map((risk: { code: string }) => risk.code)).toEqual(['new_account', 'new_destination']);
    expect(item.user).toMatchObject({ id: seller.id, email: seller.email });
    expect((await call(t, seller, 'GET', '')).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/gw/private/v1/admin/payouts/${id}/approve`,
          headers: { authorization: `Bearer ${seller.token}` },
        })
      ).statusCode,
    ).toBe(403);
    expect((await adminCall(t, admin, 'POST', `/${id}/approve`)).json()).toMatchObject({ display_status: 'sending' });
    await runJobs(t);
    const payoutId = await providerPayoutId(t, id);
    expect((await t.app.inject(`/sandbox/payouts/${payoutId}`)).body).toContain('985.00 RUB');
    await pressSandboxPayout(t, payoutId, 'pay');
    expect((await call(t, seller, 'GET', `/outcomes/${id}`)).json()).toMatchObject({
      display_status: 'paid',
      status_label: 'Выплачен',
    });
    expect(await balance(seller)).toMatchObject({ available: 100_000, withdrawing: 0 });
    await runJobs(t);
    const titles = (
      await rows<{ title: string }>(t, sql`select title from notifications where user_id = ${seller.id} order by id`)
    ).map((row) => row.title);
    expect(titles.sort()).toEqual(['Вывод одобрен', 'Деньги выведены', 'Заявка на вывод создана']);
    expect((await mailbox(t)).filter((mail) => mail.to === seller.email).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Деньги выведены', 'Вывод одобрен']),
    );
    const detail = (await adminCall(t, admin, 'GET', `/${id}`)).json();
    expect(detail.events.map((event: { type: string; actor: string }) => `${event.type}:${event.actor}`)).toEqual([
      'CREATED:user',
      'APPROVE:admin',
      'PROVIDER_ACCEPTED:provider',
      'PROVIDER_SUCCEEDED:provider',
    ]);
    expect(detail.events[1]).toMatchObject({ actor_id: admin.id, actor_name: expect.any(String) });
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('returns a failed crypto payout to the wallet, and pays it on a retry as a new attempt', async () => {
    const seller = await fundedSeller(t, 300_000);
    const quote = (await call(t, seller, 'GET', '/rate')).json();
    const created = await withdraw(t, seller, {
      type: 'crypto',
      amount: 200_000,
      currency: 'rub',
      address: USDT_ADDRESS,
      quote_id: quote.quote_id,
    });
    expect(created.json()).toMatchObject({
      crypto: { amount: '19.91', asset: 'USDT', network: 'TRC-20', rate: '95.40', address: USDT_ADDRESS },
      destination_label: 'USDT TRC-20 · TR7N…Lj6t',
    });
    const { id } = created.json();
    await adminCall(t, admin, 'POST', `/${id}/approve`);
    await runJobs(t);
    await pressSandboxPayout(t, await providerPayoutId(t, id), 'fail');
    expect((await call(t, seller, 'GET', `/outcomes/${id}`)).json()).toMatchObject({
      status: 'outcome_status_error',
      reason: 'Платёжная система отклонила выплату, деньги вернулись на баланс',
    });
    expect(await balance(seller)).toMatchObject({ available: 300_000, withdrawing: 0 });
    await runJobs(t);
    expect(await noticesOf(seller)).toContain('Вывод не прошёл');
    expect(await mailSubjectsTo(seller)).toEqual(expect.arrayContaining(['Вывод не прошёл']));
    expect((await adminCall(t, admin, 'POST', `/${id}/retry`)).json()).toMatchObject({ display_status: 'sending' });
    expect(await balance(seller)).toMatchObject({ available: 100_000, withdrawing: 200_000 });
    await runJobs(t);
    const second = await providerPayoutId(t, id);
    expect((await t.app.inject(`/sandbox/payouts/${second}`)).body).toContain(`${id}-2`);
    await pressSandboxPayout(t, second, 'pay');
    expect((await call(t, seller, 'GET', `/outcomes/${id}`)).json().display_status).toBe('paid');
    expect(await balance(seller)).toMatchObject({ available: 100_000, withdrawing: 0 });
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('rejects with a reason recorded and the money returned; the reason reaches the owner', async () => {
    const seller = await fundedSeller(t, 100_000);
    const { id } = (await withdraw(t, seller, sbpRequest(50_000))).json();
    expect((await adminCall(t, admin, 'POST', `/${id}/reject`, { reason: '' })).statusCode).toBe(400);
    expect(
      (
        await adminCall(t, admin, 'POST', `/${id}/reject`, { reason: 'Реквизиты не принадлежат владельцу аккаунта' })
      ).json(),
    ).toMatchObject({ status: 'outcome_status_cancelled' });
    expect(await balance(seller)).toMatchObject({ available: 100_000 });
    const detail = (await adminCall(t, admin, 'GET', `/${id}`)).json();
    expect(detail.events.at(-1)).toMatchObject({
      type: 'REJECT',
      actor: 'admin',
      actor_id: admin.id,
      reason: 'Реквизиты не принадлежат владельцу аккаунта',
    });
    await runJobs(t);
    const [notice] = await rows<{ body: string }>(
      t,
      sql`select body from notifications where user_id = ${seller.id} and kind = 'withdrawal_cancelled'`,
    );
    expect(notice!.body).toContain('Причина: Реквизиты не принадлежат владельцу аккаунта');
  });
});
