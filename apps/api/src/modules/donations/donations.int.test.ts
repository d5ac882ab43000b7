import { DONATION_FEE_BASIS_POINTS, HOUR_MS, splitPlatformFee } from '@lootmarket/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { postSandboxNotification, sandboxNotification } from '../payments/payments.test-support';
import { sandboxAcquirerPayments } from '../../platform/payments/sandbox-acquirer.tables';
import { createTestApp, type TestApp } from '../../test-app';
import { nextAddress, signIn } from '../auth/auth.test-support';
import { pressSandbox, PRIVATE, PUBLIC, rows } from '../orders/orders.test-support';
import { DEMO_STREAMERS } from '../../demo/demo-users';
import type { GoalProgressEvent } from './donations.payments';

const STREAMER = DEMO_STREAMERS[0]!;
const OTHER_STREAMER = DEMO_STREAMERS[1]!;

describe(`donations on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const clock = Date.parse('2026-11-24T01:00:00Z');
  let streamerId: number;
  let otherStreamerId: number;
  let streamerAuth: Record<string, string>;
  let adminAuth: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.streamers();
    streamerId = (await t.services.users.findStreamer({ slug: STREAMER.slug }))!.id;
    otherStreamerId = (await t.services.users.findStreamer({ slug: OTHER_STREAMER.slug }))!.id;
    const { body } = await signIn(t, STREAMER.email);
    streamerAuth = { authorization: `Bearer ${body.access_token}` };
  });
  afterAll(() => t.close());

  const donate = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${headers.authorization ? PRIVATE : PUBLIC}/donation`,
      payload: body,
      headers,
      remoteAddress: nextAddress(),
    });
  const guestDonation = (amount: string | number, currency = 'rub', extra: Record<string, unknown> = {}) =>
    donate({ streamerId, donorName: 'Гость', message: '', amount, currency, email: 'Guest@Mail.ru', ...extra });
  const countDonations = async () => (await rows<{ n: number }>(t, 'select count(*)::int as n from donations'))[0]!.n;
  const asStreamer = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `${PRIVATE}${url}`,
      headers: streamerAuth,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const status = async (id: string) => (await t.app.inject(`${PUBLIC}/donations/status/${id}`)).json().status;

  const signedNotification = (bankId: string) => postSandboxNotification(t, sandboxNotification(bankId), clock);

  it('accepts amounts exactly at the limits of each currency and refuses one minor unit outside, writing nothing', async () => {
    const cases: Array<[string, string, number]> = [
      ['99.99', 'rub', 400],
      ['100', 'rub', 200],
      ['10000', 'rub', 200],
      ['10000,01', 'rub', 400],
      ['0.99', 'usd', 400],
      ['1', 'usd', 200],
      ['99.76', 'usd', 200],
      ['99.77', 'usd', 400],
      ['499.99', 'kzt', 400],
      ['500', 'kzt', 200],
      ['50000', 'kzt', 200],
      ['50000.01', 'kzt', 400],
      ['abc', 'rub', 400],
      ['-150', 'rub', 400],
      ['1e3', 'rub', 400],
    ];
    for (const [amount, currency, expected] of cases) {
      const before = await countDonations();
      const response = await guestDonation(amount, currency);
      expect(response.statusCode, `${amount} ${currency}: ${response.body}`).toBe(expected);
      expect(await countDonations()).toBe(expected === 200 ? before + 1 : before);
    }
    const refused = (await guestDonation('99.99')).json();
    expect(refused).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Сумма доната — от 100 до 10\u00A0000\u00A0₽',
    });
    const usd = (await guestDonation('0.5', 'usd')).json();
    expect(usd.message).toBe('Сумма доната — от $1 до $99.76');
  });

  it("applies the streamer's own minimum, which only raises the platform floor", async () => {
    await t.services.donations.setMinimum(otherStreamerId, 'rub', 30_000);
    const donateOther = (amount: string) =>
      donate({ streamerId: otherStreamerId, donorName: 'Гость', amount, currency: 'rub', email: 'g@mail.ru' });
    expect((await donateOther('299.99')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Сумма доната — от 300 до 10\u00A0000\u00A0₽',
    });
    expect((await donateOther('300')).statusCode).toBe(200);
    const minimums = (await t.app.inject(`${PUBLIC}/donations/min-amount/${otherStreamerId}`)).json();
    expect(minimums).toEqual({ streamerId: otherStreamerId, minAmounts: { rub: 30_000, usd: 100, kzt: 50_000 } });
  });

  it('needs an e-mail from guests and a real streamer', async () => {
    expect((await guestDonation('150', 'rub', { email: undefined })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Введите email',
    });
    const issueOf = async (extra: Record<string, unknown>) =>
      (await guestDonation('150', 'rub', extra)).json().details.issues[0];
    expect(await issueOf({ email: 'not-mail' })).toEqual({
      path: '/email',
      code: 'invalid_format',
      message: 'Некорректный email',
    });
    expect((await guestDonation('150', 'rub', { streamerId: 999_999 })).statusCode).toBe(404);
    expect((await guestDonation('150', 'rub', { donorName: '  ' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await issueOf({ message: 'x'.repeat(301) })).toEqual({
      path: '/message',
      code: 'too_big',
      message: 'Сообщение — не длиннее 300 символов',
    });
    expect(await issueOf({ donorName: 'x'.repeat(33) })).toEqual({
      path: '/donorName',
      code: 'too_big',
      message: 'Имя — не длиннее 32 символов',
    });
  });

  it('masks banned words in the message and the donor name before storing them, look-alikes and zero-width included', async () => {
    const saved = await asStreamer('POST', '/donations/ban-words', { words: ['Дурак', 'scam', 'дурак', ' '] });
    expect(saved.json()).toEqual({ words: ['дурак', 'scam'] });
    expect((await asStreamer('GET', '/donations/ban-words')).json()).toEqual({ words: ['дурак', 'scam'] });
    const response = await guestDonation('150', 'rub', {
      donorName: 'Sсam\u200BKing',
      message: 'Ты дypaк! Д\u200Bурак. <b>привет</b>',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { donation } = response.json();
    expect(donation.donorName).toBe('****King');
    expect(donation.message).toBe('Ты *****! *****. <b>привет</b>');
    const [stored] = await rows<{ donor_name: string; message: string }>(
      t,
      `select donor_name, message from donations where id = '${donation.id}'`,
    );
    expect(stored).toEqual({ donor_name: '****King', message: 'Ты *****! *****. <b>привет</b>' });
    // Only streamers edit a ban list.
    const { body } = await signIn(t, 'viewer@mail.ru');
    const viewer = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/donations/ban-words`,
      headers: { authorization: `Bearer ${body.access_token}` },
      payload: { words: ['x'] },
    });
    expect(viewer.statusCode).toBe(403);
  });

  it('completes a paid donation: the streamer gets it minus the platform fee, the goal moves, an event goes out', async () => {
    const goal = (
      await asStreamer('POST', '/goals', { title: 'Новый микрофон', target: '5000', currency: 'rub' })
    ).json();
    expect(goal).toMatchObject({
      title: 'Новый микрофон',
      target: { amount: 500_000, currency: 'rub' },
      raised: { amount: 0, currency: 'rub' },
      percent: 0,
      status: 'active',
    });
    expect((await asStreamer('POST', '/goals', { title: 'Второй', target: '100' })).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Сначала завершите текущий сбор',
    });
    const heard: GoalProgressEvent[] = [];
    const unlisten = await t.database.listen('goal_progress', (payload) => heard.push(JSON.parse(payload)));
    const before = await t.services.ledger.balance(streamerId);
    const { donation, confirmationUrl } = (await guestDonation('150')).json();
    expect(donation.status).toBe('AWAITING_PAYMENT');
    expect(confirmationUrl).toContain('/sandbox/pay/');
    await pressSandbox(t, confirmationUrl, 'pay');
    expect(await status(donation.id)).toBe('COMPLETED');
    const { fee, payee } = splitPlatformFee(15_000, DONATION_FEE_BASIS_POINTS);
    expect(fee).toBe(1_050);
    const rubBefore = before.find((line) => line.currency === 'rub')?.amount ?? 0;
    expect(await t.services.ledger.balance(streamerId)).toEqual([{ currency: 'rub', amount: rubBefore + payee }]);
    const active = (await t.app.inject(`${PUBLIC}/goals/active/${streamerId}`)).json().goal;
    expect(active).toMatchObject({ id: goal.id, raised: { amount: 15_000, currency: 'rub' }, percent: 3 });
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toEqual({
      type: 'goal.progress',
      streamerId,
      goalId: goal.id,
      raised: { amount: 15_000, currency: 'rub' },
      target: { amount: 500_000, currency: 'rub' },
    });
    await unlisten();
    const [stored] = await rows<{ streamer_amount: string; goal_id: string }>(
      t,
      `select streamer_amount, goal_id from donations where id = '${donation.id}'`,
    );
    expect(Number(stored!.streamer_amount)).toBe(payee);
    expect(stored!.goal_id).toBe(goal.id);
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('credits once when the bank repeats its notification 20 times at once', async () => {
    const before = (await t.services.ledger.balance(streamerId)).find((line) => line.currency === 'rub')!.amount;
    const raisedBefore = (await t.services.donations.goals.active(streamerId))!.raised.amount;
    const { donation, confirmationUrl } = (await guestDonation('1000')).json();
    const bankId = confirmationUrl.split('/').at(-1)!;
    await t.database.db
      .update(sandboxAcquirerPayments)
      .set({ status: 'succeeded' })
      .where(eq(sandboxAcquirerPayments.id, bankId));
    const answers = await Promise.all(Array.from({ length: 20 }, () => signedNotification(bankId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await status(donation.id)).toBe('COMPLETED');
    const { payee } = splitPlatformFee(100_000, DONATION_FEE_BASIS_POINTS);
    expect((await t.services.ledger.balance(streamerId)).find((line) => line.currency === 'rub')!.amount).toBe(
      before + payee,
    );
    expect((await t.services.donations.goals.active(streamerId))!.raised.amount).toBe(raisedBefore + 100_000);
    const [releases] = await rows<{ n: number }>(
      t,
      `select count(*)::int as n from ledger_transactions where idempotency_key = 'escrow-release:donation:${donation.id}'`,
    );
    expect(releases!.n).toBe(1);
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('a bank error or an abandoned payment leaves the streamer and the goal untouched', async () => {
    const raisedBefore = (await t.services.donations.goals.active(streamerId))!.raised.amount;
    const failed = (await guestDonation('200')).json();
    await pressSandbox(t, failed.confirmationUrl, 'bank_error');
    expect(await status(failed.donation.id)).toBe('ACQUIRING_ERROR');
    const left = (await guestDonation('200')).json();
    await pressSandbox(t, left.confirmationUrl, 'abandon');
    expect(await status(left.donation.id)).toBe('UNPAID');
    expect((await t.services.donations.goals.active(streamerId))!.raised.amount).toBe(raisedBefore);
  });

  it('counts a donation in another currency for the streamer but not towards a rouble goal', async () => {
    const raisedBefore = (await t.services.donations.goals.active(streamerId))!.raised.amount;
    const { donation, confirmationUrl } = (await guestDonation('5', 'usd')).json();
    await pressSandbox(t, confirmationUrl, 'pay');
    expect(await status(donation.id)).toBe('COMPLETED');
    expect((await t.services.donations.goals.active(streamerId))!.raised.amount).toBe(raisedBefore);
    const totals = (await asStreamer('GET', '/donations/cabinet/total-amount')).json().totals;
    expect(totals).toContainEqual({
      currency: 'usd',
      count: 1,
      gross: 500,
      net: splitPlatformFee(500, DONATION_FEE_BASIS_POINTS).payee,
    });
  });

  it('shows signed-in donors their donations, and streamers what they received', async () => {
    const { body } = await signIn(t, 'fan@mail.ru');
    const fan = { authorization: `Bearer ${body.access_token}` };
    const created = await donate(
      { streamerId, donorName: 'Фанат', message: 'Удачи!', amount: 300, currency: 'rub' },
      fan,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { donation, confirmationUrl } = created.json();
    // Until it is paid the donor sees the time left and the bank page to go back to; the streamer never does.
    const waiting = (await t.app.inject({ url: `${PRIVATE}/donation/${donation.id}`, headers: fan })).json();
    expect(waiting).toMatchObject({
      status: 'AWAITING_PAYMENT',
      paymentUrl: confirmationUrl,
      deadline: new Date(clock + 60 * 60_000).toISOString(),
    });
    expect(
      (await t.app.inject({ url: `${PRIVATE}/donation/${donation.id}`, headers: streamerAuth })).json().paymentUrl,
    ).toBeNull();
    await pressSandbox(t, confirmationUrl, 'pay');
    const paid = (await t.app.inject({ url: `${PRIVATE}/donation/${donation.id}`, headers: fan })).json();
    expect(paid).toMatchObject({ status: 'COMPLETED', paymentUrl: null, deadline: null });
    const mine = (await t.app.inject({ url: `${PRIVATE}/donations/my`, headers: fan })).json();
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({
      id: donation.id,
      status: 'COMPLETED',
      donorName: 'Фанат',
      message: 'Удачи!',
      streamer: { id: streamerId, slug: STREAMER.slug },
    });
    expect((await t.app.inject({ url: `${PRIVATE}/donation/${donation.id}`, headers: fan })).json().status).toBe(
      'COMPLETED',
    );
    expect((await t.app.inject({ url: `${PRIVATE}/donation/${donation.id}`, headers: streamerAuth })).statusCode).toBe(
      200,
    );
    const { body: strangerBody } = await signIn(t, 'stranger@mail.ru');
    expect(
      (
        await t.app.inject({
          url: `${PRIVATE}/donation/${donation.id}`,
          headers: { authorization: `Bearer ${strangerBody.access_token}` },
        })
      ).statusCode,
    ).toBe(404);
    const received = (await asStreamer('GET', '/donations/received?limit=100')).json();
    expect(received.items.map((item: { id: string }) => item.id)).toContain(donation.id);
    expect(received.items.every((item: { status: string }) => item.status === 'COMPLETED')).toBe(true);
  });

  it('answers the donate page by slug, in any case, and 404 for strangers', async () => {
    const page = (
      await t.app.inject(`${PUBLIC}/donations/streamer-by-slug-donation?slug=${STREAMER.slug.toUpperCase()}`)
    ).json();
    expect(page).toMatchObject({
      streamer: { id: streamerId, name: STREAMER.name, slug: STREAMER.slug },
      goal: { title: 'Новый микрофон' },
      minAmounts: {},
    });
    expect((await t.app.inject(`${PUBLIC}/donations/streamer-by-slug-donation?slug=nobody-here`)).json()).toMatchObject(
      { code: 'NOT_FOUND', message: 'Стример не найден' },
    );
    expect((await t.app.inject(`${PUBLIC}/donations/status/not-an-id`)).statusCode).toBe(404);
    const list = (await t.app.inject(`${PUBLIC}/streamer?limit=100`)).json();
    expect(list.items.map((item: { slug: string }) => item.slug)).toContain(STREAMER.slug);
  });

  it('closes a goal into the completed list and lets a new one start', async () => {
    const active = (await asStreamer('GET', '/goals/active')).json().goal;
    const closed = (await asStreamer('POST', '/goals/close', { id: active.id })).json();
    expect(closed).toMatchObject({ id: active.id, status: 'completed', closedAt: expect.any(String) });
    expect((await asStreamer('POST', '/goals/close', { id: active.id })).statusCode).toBe(404);
    expect((await asStreamer('GET', '/goals/completed')).json().items.map((goal: { id: string }) => goal.id)).toEqual([
      active.id,
    ]);
    expect((await asStreamer('GET', '/goals/active')).json()).toEqual({ goal: null });
    expect((await asStreamer('POST', '/goals', { title: 'Стул', target: '0' })).statusCode).toBe(400);
    expect((await asStreamer('POST', '/goals', { title: 'Стул', target: '15000' })).statusCode).toBe(200);
  });

  it('support cancels a completed donation: the release is reversed, the goal gives it back, the donor is refunded', async () => {
    await t.demo.users();
    const { body } = await signIn(t, 'admin@demo.lootmarket.ru');
    adminAuth = { authorization: `Bearer ${body.access_token}` };
    const admin = adminAuth;
    const cancel = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `${PRIVATE}/admin/donations/${id}/cancel`,
        headers: admin,
        payload: { reason: 'Оплата чужой картой' },
      });
    const rub = async () =>
      (await t.services.ledger.balance(streamerId)).find((line) => line.currency === 'rub')!.amount;
    const goalRaised = async () => (await t.services.donations.goals.active(streamerId))!.raised.amount;
    const { donation, paymentId, confirmationUrl } = (await guestDonation('400')).json();
    await pressSandbox(t, confirmationUrl, 'pay');
    const [walletBefore, raisedBefore] = [await rub(), await goalRaised()];
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${PRIVATE}/admin/donations/${donation.id}/cancel`,
          headers: streamerAuth,
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const answer = await cancel(donation.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().status).toBe('CANCELLED');
    expect((await cancel(donation.id)).json().status).toBe('CANCELLED');
    // One audit row, written with the cancellation; the repeat changed nothing and wrote none.
    expect(await t.services.audit.list({ action: 'donations.cancel', targetId: donation.id, limit: 5 })).toMatchObject([
      { actorType: 'staff', targetType: 'donations', reason: 'Оплата чужой картой' },
    ]);
    expect(await rub()).toBe(walletBefore - splitPlatformFee(40_000, DONATION_FEE_BASIS_POINTS).payee);
    expect(await goalRaised()).toBe(raisedBefore - 40_000);
    const jobs = await rows<{ payload: unknown }>(
      t,
      `select payload from jobs where kind = 'donation.refund' and finished_at is null and payload->>'donationId' = '${donation.id}'`,
    );
    expect(jobs).toHaveLength(1);
    await t.services.donations.jobHandlers['donation.refund']!(jobs[0]!.payload, {
      id: 0,
      kind: 'donation.refund',
      payload: jobs[0]!.payload,
      attempts: 1,
      maxAttempts: 10,
    });
    expect(await t.services.payments.getPayment(paymentId)).toMatchObject({
      refunded: { amount: 40_000, currency: 'rub' },
    });
    expect(await t.services.ledger.check()).toEqual([]);
    // Unpaid donations have nothing to cancel.
    const unpaid = (await guestDonation('150')).json();
    expect((await cancel(unpaid.donation.id)).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Отменить можно только отправленный донат',
    });
  });

  it('refuses to cancel a donation the streamer already withdrew, changing nothing', async () => {
    const { donation, confirmationUrl } = (
      await donate({
        streamerId: otherStreamerId,
        donorName: 'Гость',
        amount: '500',
        currency: 'rub',
        email: 'w@mail.ru',
      })
    ).json();
    await pressSandbox(t, confirmationUrl, 'pay');
    // The chargeback hold has run out, and the streamer took everything.
    await t.services.ledger.releaseDueHolds({
      now: new Date(Date.now() + 365 * 24 * HOUR_MS),
      userId: otherStreamerId,
    });
    const [wallet] = (await t.services.ledger.balance(otherStreamerId)).filter((line) => line.currency === 'rub');
    await t.database.db.transaction((tx) =>
      t.services.ledger.payout(tx, {
        payoutId: `all-${donation.id}`,
        userId: otherStreamerId,
        amount: wallet!,
        provider: 'sbp',
      }),
    );
    const answer = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/admin/donations/${donation.id}/cancel`,
      headers: adminAuth,
      payload: { reason: 'Поздно' },
    });
    expect(answer.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await status(donation.id)).toBe('COMPLETED');
    expect(await t.services.ledger.check()).toEqual([]);
  });

  it('documents every donation call in the OpenAPI description', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        `${PUBLIC}/donation`,
        `${PUBLIC}/donations/status/{id}`,
        `${PUBLIC}/donations/streamer-by-slug-donation`,
        `${PUBLIC}/donations/min-amount/{id}`,
        `${PUBLIC}/goals/active/{user_id}`,
        `${PUBLIC}/streamer`,
        `${PUBLIC}/streamer/{slug}/online`,
        `${PRIVATE}/donation`,
        `${PRIVATE}/donation/{id}`,
        `${PRIVATE}/donations/my`,
        `${PRIVATE}/donations/received`,
        `${PRIVATE}/donations/cabinet/total-amount`,
        `${PRIVATE}/donations/ban-words`,
        `${PRIVATE}/goals/active`,
        `${PRIVATE}/goals/completed`,
        `${PRIVATE}/goals`,
        `${PRIVATE}/goals/close`,
        `${PRIVATE}/admin/donations/{id}/cancel`,
      ]),
    );
  });

  it('tells whether a channel is live through the sandbox Twitch', async () => {
    expect((await t.app.inject(`${PUBLIC}/streamer/${STREAMER.slug}/online`)).json()).toEqual({
      slug: STREAMER.slug,
      online: false,
    });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/sandbox/twitch/streams/${STREAMER.slug}`,
          payload: { online: true },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject(`${PUBLIC}/streamer/${STREAMER.slug}/online`)).json()).toEqual({
      slug: STREAMER.slug,
      online: true,
    });
    expect((await t.app.inject(`${PUBLIC}/streamer/nobody-here/online`)).statusCode).toBe(404);
  });
});
